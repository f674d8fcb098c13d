// S2, S3, S6 (revision 4): the default ladder's seasons as rows. The League row is the site's
// default ladder (its `slug`); its seasons are keyed by it (leagueId). The first season exists from
// the moment the league does (made with the league row, or by the upgrade's migration from the
// league's history); a later one is started by the admin (season-admin.ts).
import { Prisma } from "@/lib/db/generated/client";
import type { Db, Tx } from "@/lib/db/client";
import { newId } from "@/lib/db/ids";
import { leagueDay } from "@/lib/domain/schedule/window";
import { seasonState, type RatingPolicy, type SeasonState } from "@/lib/domain/season/season";
import { now as clockNow } from "@/lib/clock";

export const DEFAULT_LADDER = 1;

export type SeasonRow = {
  id: string;
  leagueId: number;
  number: number;
  name: string;
  startsOn: string;
  endsOn: string | null;
  startedAt: Date;
  closedAt: Date | null;
  ratingPolicy: RatingPolicy;
  regressFraction: number | null;
  archive: SeasonArchive | null;
};

/** S3: what a season's close freezes (names as they were at the close). */
export type SeasonArchive = {
  ladder: { position: number; teamId: string; name: string }[];
  ratings: { teamId: string; name: string; rating: number; ratedMatches: number; wins: number; losses: number }[];
  records: { teamId: string; name: string; played: number; won: number; lost: number; ratingGain: number }[];
  honours: { champion: TeamName | null; mostGained: (TeamName & { gain: number }) | null; mostPlayed: (TeamName & { played: number }) | null };
  challenges: number;
};
type TeamName = { id: string; name: string };

const COLUMNS = Prisma.sql`id, "leagueId", number, name, "startsOn", "endsOn", "startedAt", "closedAt", "ratingPolicy", "regressFraction", archive`;

/** The ladder's latest season (the running or closing one, or the last closed). */
export async function latestSeason(client: Db | Tx, leagueId = DEFAULT_LADDER, lock = false): Promise<SeasonRow | null> {
  const rows = await client.$queryRaw<SeasonRow[]>`
    SELECT ${COLUMNS} FROM "Season" WHERE "leagueId" = ${leagueId} ORDER BY number DESC LIMIT 1 ${lock ? Prisma.sql`FOR UPDATE` : Prisma.empty}`;
  return rows[0] ?? null;
}

/** One season by its id. */
export async function seasonById(client: Db | Tx, id: string, lock = false): Promise<SeasonRow | null> {
  const rows = await client.$queryRaw<SeasonRow[]>`SELECT ${COLUMNS} FROM "Season" WHERE id = ${id} ${lock ? Prisma.sql`FOR UPDATE` : Prisma.empty}`;
  return rows[0] ?? null;
}

/** Every season of the ladder, newest first. */
export async function seasonsOf(client: Db | Tx, leagueId = DEFAULT_LADDER): Promise<SeasonRow[]> {
  return client.$queryRaw<SeasonRow[]>`SELECT ${COLUMNS} FROM "Season" WHERE "leagueId" = ${leagueId} ORDER BY number DESC`;
}

/**
 * S6: the ladder's first season, when it has none yet (a new league): from the day it is made, in
 * league time, named by its year, with no end day until the admin sets one; its start is an event.
 * One statement (the season and its event together); a second caller finds it made.
 */
export async function ensureFirstSeason(client: Db | Tx, timeZone: string, leagueId = DEFAULT_LADDER, at = clockNow()): Promise<void> {
  const day = leagueDay(at, timeZone);
  await client.$executeRaw`
    WITH s AS (
      INSERT INTO "Season" (id, "leagueId", number, name, "startsOn", "startedAt")
      SELECT ${newId()}, ${leagueId}, 1, ${day.slice(0, 4)}, ${day}, ${at}::timestamp
      WHERE NOT EXISTS (SELECT 1 FROM "Season" WHERE "leagueId" = ${leagueId})
      ON CONFLICT DO NOTHING
      RETURNING id, name, "startsOn", "startedAt")
    INSERT INTO "Event" ("leagueId", at, type, rule, data)
    SELECT ${leagueId}, "startedAt", 'season_started', 'S6', jsonb_build_object('seasonId', id, 'number', 1, 'name', name, 'startsOn', "startsOn", 'endsOn', NULL, 'ratingPolicy', 'carry')
    FROM s`;
}

/** The season as the API and the pages show it (S3's state on the league's day). */
export function seasonView(s: SeasonRow, slug: string, now: Date, timeZone: string) {
  const state: SeasonState = seasonState(s, leagueDay(now, timeZone));
  return {
    id: s.id,
    ladder: slug,
    number: s.number,
    name: s.name,
    startsOn: s.startsOn,
    endsOn: s.endsOn,
    state,
    ratingPolicy: s.ratingPolicy,
    regressFraction: s.regressFraction,
  };
}
export type SeasonView = ReturnType<typeof seasonView>;

/**
 * S4 (T5): replacements count from the start of the current season (the first season counts them
 * all); the approved requests since then, as a where-clause for the count.
 */
export async function quotaWindow(client: Db | Tx, ladder = DEFAULT_LADDER): Promise<{ decidedAt?: { gte: Date } }> {
  const s = await latestSeason(client, ladder);
  return s && s.number > 1 ? { decidedAt: { gte: s.startedAt } } : {};
}
