import { getLocale, getTranslations } from "next-intl/server";
import { localePath } from "@/lib/i18n/routing";
import type { LadderRow } from "@/lib/services/league/ladder-read";
import { leagueTimeText } from "@/components/ui/time";
import { LadderRows, type LadderRowLabels, type LadderRowView } from "@/components/ladder/ladder-rows";

export async function LadderTable({
  rows,
  myTeamId,
  mayChallenge,
  canChallenge,
  timeZone,
}: {
  rows: LadderRow[];
  myTeamId: string | null;
  mayChallenge: number[];
  canChallenge: boolean;
  timeZone: string;
}) {
  const t = await getTranslations("ladder");
  const locale = await getLocale();
  const href = (p: string) => localePath(locale, p);
  const targets = new Set(canChallenge ? mayChallenge : []);
  const tt = await getTranslations("time");
  // Formatted and translated once per table here; the rows only lay it out (issue 11).
  const none = t("none");
  const until = t("until", { time: "" });
  const labels: LadderRowLabels = {
    free: t("free"),
    challenge: t("challenge"),
    yourTeam: t("yourTeam"),
    until,
    form: { W: t("won"), L: t("lost"), w: t("w"), l: t("l") },
    league: tt("league"),
    local: tt("local"),
    teamHref: href("/teams/"),
    // Only for a captain who may challenge someone here: a page for anyone else names no challenge.
    ...(targets.size ? { challengeHref: href("/challenges/new?defender=") } : {}),
  };
  const views: LadderRowView[] = rows.map((r) => {
    const locks = (
      [
        [r.outgoing, "challenging"],
        [r.incoming, "defending"],
      ] as const
    ).flatMap(([l, key]) =>
      l
        ? [
            {
              key,
              href: href(`/challenges/${l.challengeId}`),
              label: t(key, { team: l.otherTeam.name }),
              until: l.deadline ? leagueTimeText(l.deadline, locale, timeZone) : undefined,
            },
          ]
        : [],
    );
    return {
      id: r.team.id,
      position: r.position,
      name: r.team.name,
      rating: r.rating !== null ? r.rating.toFixed(0) : "—",
      form: r.form.join(""),
      ...(locks.length ? { locks } : {}),
      ...(targets.has(r.position) ? { challenge: true as const } : {}),
      may: r.mayChallenge.length ? r.mayChallenge.join(", ") : none,
      ...(r.team.id === myTeamId ? { mine: true as const } : {}),
    };
  });
  return (
    <div className="table-scroll">
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
          <LadderRows rows={views} labels={labels} locale={locale} />
        </tbody>
      </table>
    </div>
  );
}
