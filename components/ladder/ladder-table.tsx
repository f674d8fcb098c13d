import { getLocale, getTranslations } from "next-intl/server";
import { localePath } from "@/lib/i18n/routing";
import type { LadderRow } from "@/lib/services/ladder-read";
import { Time } from "@/components/ui/time";
import { FormBadges } from "@/components/team/form-badges";

export async function LadderTable({ rows, myTeamId, mayChallenge, canChallenge, timeZone }: { rows: LadderRow[]; myTeamId: string | null; mayChallenge: number[]; canChallenge: boolean; timeZone: string }) {
  const t = await getTranslations("ladder");
  const locale = await getLocale();
  const href = (p: string) => localePath(locale, p);
  const targets = new Set(canChallenge ? mayChallenge : []);
  // Translated once per table, not once per row (issue 11: 100 rows a page).
  const formLabels = { W: t("won"), L: t("lost"), w: t("w"), l: t("l") };
  const free = t("free");
  const none = t("none");
  return (
    <table data-testid="ladder-table">
      <thead>
        <tr>
          <th className="num">{t("position")}</th>
          <th className="team-col">{t("team")}</th>
          <th className="num hide-sm">{t("rating")}</th>
          <th className="hide-sm">{t("form")}</th>
          <th>{t("lock")}</th>
          <th>{t("mayChallenge")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.team.id} className={r.team.id === myTeamId ? "mine" : undefined} data-testid={`ladder-row-${r.position}`} data-position={r.position}>
            <td className="num pos">{r.position}</td>
            <td>
              <a href={href(`/teams/${r.team.id}`)}>{r.team.name}</a>
              {r.team.id === myTeamId ? <> <span className="badge ok">{t("yourTeam")}</span></> : null}
            </td>
            <td className="num hide-sm">{r.rating !== null ? r.rating.toFixed(0) : "—"}</td>
            <td className="hide-sm"><FormBadges form={r.form} labels={formLabels} /></td>
            {/* Issue 11: free teams and plain figures need no inner element (100 rows a page). */}
            {!r.outgoing && !r.incoming ? (
              <td className="muted">{free}</td>
            ) : (
              <td>
                {[r.outgoing && { l: r.outgoing, key: "challenging" as const }, r.incoming && { l: r.incoming, key: "defending" as const }]
                  .filter((x): x is { l: NonNullable<LadderRow["outgoing"]>; key: "challenging" | "defending" } => !!x)
                  .map(({ l, key }) => (
                    <div key={key}>
                      <a href={href(`/challenges/${l.challengeId}`)} className="badge lock">
                        {t(key, { team: l.otherTeam.name })}
                      </a>{" "}
                      {l.deadline ? (
                        <span className="muted hide-sm">
                          {t("until", { time: "" })}
                          <Time at={l.deadline} timeZone={timeZone} />
                        </span>
                      ) : null}
                    </div>
                  ))}
              </td>
            )}
            {targets.has(r.position) ? (
              <td>
                <a className="primary" href={href(`/challenges/new?defender=${r.team.id}`)} data-testid={`challenge-${r.position}`}>
                  {t("challenge")}
                </a>
              </td>
            ) : (
              <td className="muted">{r.mayChallenge.length ? r.mayChallenge.join(", ") : none}</td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
