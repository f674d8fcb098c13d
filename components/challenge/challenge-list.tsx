import { getLocale, getTranslations } from "next-intl/server";
import { localePath } from "@/lib/i18n/routing";
import type { listChallenges } from "@/lib/services/challenges/challenges-read";
import { Time } from "@/components/ui/time";

type Item = Awaited<ReturnType<typeof listChallenges>>[number];

export async function ChallengeList({ challenges, timeZone }: { challenges: Item[]; timeZone: string }) {
  const [t, locale] = [await getTranslations(), await getLocale()];
  if (challenges.length === 0) return <p className="muted">{t("challenge.none")}</p>;
  return (
    <table data-testid="challenge-list">
      <thead>
        <tr>
          <th>#</th>
          <th>{t("challenge.pair")}</th>
          <th>{t("challenge.state")}</th>
          <th className="hide-sm">{t("challenge.when")}</th>
        </tr>
      </thead>
      <tbody>
        {challenges.map((c) => (
          <tr key={c.id}>
            <td>
              {/* a plain link per row: no client component each (lib/i18n/routing.ts localePath) */}
              <a href={localePath(locale, `/challenges/${c.id}`)}>#{c.number}</a>
            </td>
            <td>
              {c.challenger.name} → {c.defender.name}
              {c.result ? (
                <span className="muted">
                  {" "}
                  · {c.result.challengerImps}:{c.result.defenderImps}
                </span>
              ) : null}
            </td>
            <td>{c.outcome ? t(`reasons.${c.outcome.reason}`) : t(`states.${c.state}`)}</td>
            <td className="hide-sm">
              <Time at={c.finalAt ?? c.scheduledAt ?? c.issuedAt} timeZone={timeZone} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
