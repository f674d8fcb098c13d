import { getLocale, getTranslations } from "next-intl/server";
import { localePath } from "@/lib/i18n/routing";
import type { listChallenges } from "@/lib/services/challenges/challenges-read";
import { leagueTimeText } from "@/components/ui/time";
import { ChallengeRows, type ChallengeRowView } from "@/components/challenge/challenge-rows";

/** A row may carry its own league time (S2: a list across ladders); else the list's `timeZone`. */
type Item = Awaited<ReturnType<typeof listChallenges>>[number] & { timeZone?: string };

export async function ChallengeList({ challenges, timeZone }: { challenges: Item[]; timeZone: string }) {
  const [t, locale] = [await getTranslations(), await getLocale()];
  if (challenges.length === 0) return <p className="muted">{t("challenge.none")}</p>;
  const rows: ChallengeRowView[] = challenges.map((c) => {
    const at = c.finalAt ?? c.scheduledAt ?? c.issuedAt;
    return {
      id: c.id,
      // a plain link per row: no client Link each (lib/i18n/routing.ts localePath)
      href: localePath(locale, `/challenges/${c.id}`),
      number: c.number,
      pair: `${c.challenger.name} → ${c.defender.name}`,
      score: c.result ? `${c.result.challengerImps}:${c.result.defenderImps}` : null,
      state: c.outcome ? t(`reasons.${c.outcome.reason}`) : t(`states.${c.state}`),
      at: leagueTimeText(at, locale, c.timeZone ?? timeZone),
    };
  });
  return (
    <div className="table-scroll">
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
          <ChallengeRows rows={rows} labels={{ league: t("time.league"), local: t("time.local") }} locale={locale} />
        </tbody>
      </table>
    </div>
  );
}
