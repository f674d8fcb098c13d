// S2, S3 (revision 4): reading ladders and seasons (api.md "Ladders and seasons"): the site's
// ladders with their current season, a ladder's seasons, one season with its archive and matches,
// and a team's record season by season. Cached like the other hot reads (lib/read-cache.ts): a
// closed season's page costs no query once read.
import { Prisma } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
import { cached } from "@/lib/read-cache";
import { NotFound } from "@/lib/errors";
import { now as clockNow } from "@/lib/clock";
import { DEFAULT_PAGE, pageOf } from "@/lib/api/pagination";
import { serializeOnce } from "@/lib/api/serialized";
import { leagueDay } from "@/lib/domain/schedule/window";
import { getSettings } from "@/lib/services/league/league";
import { DEFAULT_LADDER, latestSeason, seasonById, seasonsOf, seasonView } from "@/lib/services/league/seasons";
import { allLadders, ladderById, ladderBySlug } from "@/lib/services/league/ladders";

/** GET /api/v1/ladders: the site's ladders (the default first) with their current season. */
export async function listLadders() {
  const prisma = await db();
  const now = clockNow();
  const ladders = await allLadders();
  return {
    ladders: await Promise.all(
      ladders.map(async (l) => {
        const [{ timeZone }, season] = [await getSettings(prisma, l.id), await cached(`season:latest:${l.id}`, () => latestSeason(prisma, l.id))];
        return {
          slug: l.slug,
          name: l.name,
          ...(l.division !== null ? { division: l.division } : {}),
          currentSeason: season ? seasonView(season, l.slug, now, timeZone) : null,
        };
      }),
    ),
  };
}

/** GET /api/v1/ladders/:slug/seasons: every season of the ladder, newest first, with its champion. */
export async function listSeasons(slug: string) {
  const league = await ladderBySlug(slug);
  const prisma = await db();
  const { timeZone } = await getSettings(prisma, league.id);
  const rows = await cached(`seasons:${league.id}`, () => seasonsOf(prisma, league.id));
  const now = clockNow();
  return {
    seasons: rows.map((s) => ({ ...seasonView(s, league.slug, now, timeZone), champion: s.archive?.honours.champion ?? null })),
  };
}

export type SeasonMatch = {
  id: string;
  number: number;
  challenger: { id: string; name: string };
  defender: { id: string; name: string };
  state: string;
  winner: "challenger" | "defender" | null;
  reason: string | null;
  challengerImps: number | null;
  defenderImps: number | null;
  decidedAt: Date | null;
  boards: number;
  /**
   * S6 (decision 0022): when a referee's ruling recorded after the season's close last changed this
   * match (its score, outcome or a void); the match is shown as ruled, the archive as at the close.
   */
  ruledAfterClose: Date | null;
};

/** A season and every match of it, as stored (cached: a closed season's read costs no query once read). */
async function seasonRecord(id: string) {
  const prisma = await db();
  const found = await cached(`season:${id}`, async () => {
    const s = await seasonById(prisma, id);
    if (!s) return null;
    // S6: the rulings that change what the match list shows (a score replaced, an outcome revised, a
    // void), recorded after the close; a running season has none by definition.
    const ruledAfterClose = s.closedAt
      ? Prisma.sql`(SELECT max(e.at) FROM "Event" e WHERE e."challengeId" = c.id AND e.type IN ('result_replaced', 'outcome_revised', 'challenge_voided') AND e.at > ${s.closedAt})`
      : Prisma.sql`NULL::timestamp(3)`;
    const matches = await prisma.$queryRaw<(Omit<SeasonMatch, "challenger" | "defender"> & { cId: string; cName: string; dId: string; dName: string })[]>`
      SELECT c.id, c.number, c.state::text AS state, c."outcomeWinner"::text AS winner, c."outcomeReason"::text AS reason, c."decidedAt",
             c."challengerId" AS "cId", tc.name AS "cName", c."defenderId" AS "dId", td.name AS "dName",
             r."challengerImps", r."defenderImps", (SELECT count(*)::int FROM "BoardResult" b WHERE b."resultId" = r.id) AS boards,
             ${ruledAfterClose} AS "ruledAfterClose"
      FROM "Challenge" c JOIN "Team" tc ON tc.id = c."challengerId" JOIN "Team" td ON td.id = c."defenderId"
      LEFT JOIN LATERAL (SELECT id, "challengerImps", "defenderImps" FROM "Result" WHERE "challengeId" = c.id AND status <> 'superseded' ORDER BY "submittedAt" DESC LIMIT 1) r ON true
      WHERE c."seasonId" = ${id}
      ORDER BY c.number DESC`;
    return {
      season: s,
      matches: matches.map(({ cId, cName, dId, dName, ...m }) => ({ ...m, challenger: { id: cId, name: cName }, defender: { id: dId, name: dName } })),
    };
  });
  if (!found) throw new NotFound();
  return found;
}

type Paging = { offset: number; limit: number | null };

/** GET /api/v1/seasons/:id: the season, its archive once closed, and a page of its matches (newest first; 100 by default). */
export async function getSeason(id: string, paging: Paging = { offset: 0, limit: DEFAULT_PAGE }) {
  const found = await seasonRecord(id);
  const ladder = await ladderById(found.season.leagueId);
  return seasonAnswerOf(found, paging, ladder, (await getSettings(await db(), ladder.id)).timeZone);
}

function seasonAnswerOf(found: Awaited<ReturnType<typeof seasonRecord>>, paging: Paging, head: { slug: string }, timeZone: string) {
  const view = seasonView(found.season, head.slug, clockNow(), timeZone);
  const page = pageOf(found.matches, paging);
  return { ...view, ...(found.season.archive ? { final: found.season.archive } : {}), matches: page.entries, page: page.page };
}

/** The same answer serialized once per page and league day (issue 11's way: a full archive is a full ladder's bytes). */
export async function seasonAnswer(id: string, paging: Paging) {
  const found = await seasonRecord(id);
  const head = await ladderById(found.season.leagueId);
  const { timeZone } = await getSettings(await db(), head.id);
  return serializeOnce(found, `${leagueDay(clockNow(), timeZone)}:${paging.offset}:${paging.limit}`, () => seasonAnswerOf(found, paging, head, timeZone));
}

/** The ladder's time zone (C10's settings), for a page that names a league day. */
export async function ladderTimeZone(slug: string): Promise<string> {
  return (await getSettings(await db(), (await ladderBySlug(slug)).id)).timeZone;
}

/** S3: a team's record season by season (closed seasons from their archives), newest first. */
export async function teamSeasons(teamId: string) {
  const prisma = await db();
  // Every ladder's closed seasons: a team moved by S5 keeps its record where it played.
  const rows = (await Promise.all((await allLadders()).map((l) => cached(`seasons:${l.id}`, () => seasonsOf(prisma, l.id)))))
    .flat()
    .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime());
  return rows
    .filter((s) => s.archive)
    .map((s) => {
      const a = s.archive!;
      const record = a.records.find((r) => r.teamId === teamId);
      const position = a.ladder.find((l) => l.teamId === teamId)?.position ?? null;
      return {
        id: s.id,
        name: s.name,
        position,
        played: record?.played ?? 0,
        won: record?.won ?? 0,
        lost: record?.lost ?? 0,
        ratingGain: record?.ratingGain ?? 0,
        champion: a.honours.champion?.id === teamId,
      };
    })
    .filter((r) => r.position !== null || r.played > 0);
}

/** The season the pages name beside the ladder (the latest: running, closing, or closed awaiting the next). */
export async function currentSeasonView(ladder = DEFAULT_LADDER) {
  const prisma = await db();
  const league = await ladderById(ladder);
  const { timeZone } = await getSettings(prisma, league.id);
  const s = await cached(`season:latest:${league.id}`, () => latestSeason(prisma, league.id));
  if (!s) return null;
  const now = clockNow();
  return {
    season: seasonView(s, league.slug, now, timeZone),
    champion: s.archive?.honours.champion?.name ?? null,
    today: leagueDay(now, timeZone),
    /** From when the season's own record counts (a ladder's first season: all of it). */
    since: s.number > 1 ? s.startedAt.toISOString() : null,
  };
}
