// A team page's lower part (issue 12, S3): its position and rating this season as charts, head to
// head, its rated matches, its record season by season and its challenges. Below a phone's first
// screen, so laid out and painted when scrolled near (.later). Its tables link with plain anchors
// (localePath), not a client component per row, and its long ones lay out plain strings
// (components/team/team-rows.tsx).
import { getLocale, getTranslations } from "next-intl/server";
import { localePath } from "@/lib/i18n/routing";
import type { getRatingHistory } from "@/lib/services/league/ratings-read";
import type { getTeamRecord } from "@/lib/services/teams/team-record";
import type { listChallenges } from "@/lib/services/challenges/challenges-read";
import type { teamSeasons } from "@/lib/services/league/season-read";
import { LineChart } from "@/components/charts/line-chart";
import { HeadToHeadRows, RatedMatchRows } from "@/components/team/team-rows";
import { ChallengeList } from "@/components/challenge/challenge-list";
import { TeamSeasons } from "@/components/season/team-seasons";

type Point = { at: string; value: number };

export async function TeamHistory({
  positions,
  ratings,
  history,
  headToHead,
  seasons,
  challenges,
  timeZone,
}: {
  /** Positions held, oldest first (the season's). */
  positions: Point[];
  /** The rating from the season's start, then after each rated match. */
  ratings: Point[];
  /** The season's rated matches, oldest first. */
  history: Awaited<ReturnType<typeof getRatingHistory>>;
  headToHead: Awaited<ReturnType<typeof getTeamRecord>>["headToHead"];
  seasons: Awaited<ReturnType<typeof teamSeasons>>;
  challenges: Awaited<ReturnType<typeof listChallenges>>;
  timeZone: string;
}) {
  const [t, locale] = [await getTranslations(), await getLocale()];
  return (
    <>
      <div className="grid2 later">
        <div>
          <h2>{t("team.positionHistory")}</h2>
          {positions.length > 1 ? (
            <LineChart points={positions} label={t("team.positionHistory")} invert step={1} testId="position-chart" />
          ) : (
            <p className="muted">{t("team.noMoves")}</p>
          )}
        </div>
        <div>
          <h2>{t("ratings.history")}</h2>
          {history.length ? (
            <LineChart points={ratings} label={t("ratings.history")} testId="rating-chart" />
          ) : (
            <p className="muted">{t("ratings.noMatches")}</p>
          )}
        </div>
      </div>
      <section className="later">
        <h2>{t("team.headToHead")}</h2>
        {headToHead.length ? (
          <div className="table-scroll">
            <table data-testid="head-to-head">
              <thead>
                <tr>
                  <th>{t("ratings.opponent")}</th>
                  <th className="num">{t("team.won")}</th>
                  <th className="num">{t("team.lost")}</th>
                </tr>
              </thead>
              <tbody>
                <HeadToHeadRows
                  rows={headToHead.map((r) => ({
                    id: r.team.id,
                    href: localePath(locale, `/teams/${r.team.id}`),
                    name: r.team.name,
                    wins: r.wins,
                    losses: r.losses,
                  }))}
                />
              </tbody>
            </table>
          </div>
        ) : (
          <p className="muted">{t("ratings.noMatches")}</p>
        )}
        {history.length ? (
          <table>
            <thead>
              <tr>
                <th>#</th>
                <th>{t("ratings.opponent")}</th>
                <th>{t("ratings.result")}</th>
                <th className="num">{t("ratings.before")}</th>
                <th className="num">{t("ratings.after")}</th>
              </tr>
            </thead>
            <tbody>
              <RatedMatchRows
                rows={[...history].reverse().map((h) => ({
                  id: h.challengeId,
                  href: localePath(locale, `/challenges/${h.challengeId}`),
                  number: h.number,
                  opponent: h.opponent.name,
                  result: h.won ? t("ratings.won") : t("ratings.lost"),
                  before: h.before.toFixed(2),
                  after: h.after.toFixed(2),
                }))}
              />
            </tbody>
          </table>
        ) : null}
      </section>
      {seasons.length ? (
        <section className="later">
          <h2>{t("seasons.teamRecord")}</h2>
          <TeamSeasons rows={seasons} />
        </section>
      ) : null}
      <section className="later">
        <h2>{t("team.history")}</h2>
        <ChallengeList challenges={challenges} timeZone={timeZone} />
      </section>
    </>
  );
}
