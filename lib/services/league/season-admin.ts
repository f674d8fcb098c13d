// S3, S4, S6 (revision 4): closing a season and starting the next, by the admin (and the close by
// the sweep once the last challenge issued before the end has ended). Each is one transaction
// under every ladder's lock (no challenge is issued, ruled or decided meanwhile), with its event.
import { Prisma } from "@/lib/db/generated/client";
import { db, type Tx } from "@/lib/db/client";
import { newId } from "@/lib/db/ids";
import { now as clockNow } from "@/lib/clock";
import { requirePermission, type Actor } from "@/lib/auth/permissions";
import { Conflict, NotFound, violationError } from "@/lib/errors";
import { inTransaction } from "@/lib/db/transaction";
import { takeEveryLadderLock, takeLadderLock } from "@/lib/services/challenges/locks";
import { appendEvents } from "@/lib/services/league/events";
import { getSettings } from "@/lib/services/league/league";
import { notifyTeams } from "@/lib/services/mail/inbox";
import { buildArchive } from "@/lib/services/league/season-archive";
import { applyPromotions } from "@/lib/services/league/divisions";
import { DEFAULT_LADDER, latestSeason, seasonById, type SeasonRow } from "@/lib/services/league/seasons";
import { applyRatingPolicy, checkSeasonDates, nextSeasonOrder } from "@/lib/domain/season/season";
import { leagueDay } from "@/lib/domain/schedule/window";
import type { StartSeasonInput, UpdateSeasonInput } from "@/lib/validations/seasons";

/** S3: what still decides something in a season: its challenges not yet final and their open cases. */
export async function openItems(tx: Tx | Awaited<ReturnType<typeof db>>, seasonId: string) {
  const challenges = await tx.$queryRaw<{ id: string; number: number }[]>`
    SELECT id, number FROM "Challenge" WHERE "seasonId" = ${seasonId} AND state <> 'final' ORDER BY number`;
  const cases = await tx.$queryRaw<{ id: string; number: number }[]>`
    SELECT k.id, k.number FROM "Case" k JOIN "Challenge" c ON c.id = k."challengeId" WHERE c."seasonId" = ${seasonId} AND k.state = 'open' ORDER BY k.number`;
  return { challenges, cases };
}

/**
 * S3: the admin closes a season. Refused (409, naming them) while a challenge of the season or a
 * case on one is still open: the referees settle each first, by a ruling. Then the final ladder,
 * rating board, records and honours are frozen into the archive.
 */
export async function closeSeason(actor: Actor, seasonId: string, now = clockNow()) {
  requirePermission(actor, "league.admin");
  return inTransaction(async (tx) => {
    // S5: a close may exchange teams with the ladders joined to this one: every ladder's lock.
    await takeEveryLadderLock(tx);
    const season = await seasonById(tx, seasonId, true);
    if (!season) throw new NotFound();
    if (season.closedAt) throw new Conflict("season_already_closed", "S3");
    const open = await openItems(tx, season.id);
    if (open.challenges.length || open.cases.length) {
      const list = (xs: { number: number }[]) => (xs.length ? xs.map((x) => `#${x.number}`).join(", ") : "—");
      throw new Conflict("season_open_items", "S3", { challenges: list(open.challenges), cases: list(open.cases) }).withFields({
        challenges: open.challenges.map((c) => c.id),
        cases: open.cases.map((c) => c.id),
      });
    }
    return writeClose(tx, season, actor.id, now);
  });
}

async function writeClose(tx: Tx, season: SeasonRow, actorId: string | null, now: Date) {
  const archive = await buildArchive(tx, season.id, season.leagueId);
  await tx.$executeRaw`UPDATE "Season" SET "closedAt" = ${now}, archive = ${JSON.stringify(archive)}::jsonb WHERE id = ${season.id}`;
  const champion = archive.honours.champion;
  await appendEvents(tx, [
    {
      type: "season_closed",
      rule: "S3",
      at: now,
      actorId,
      teamId: champion?.id ?? null,
      ladder: season.leagueId,
      data: { seasonId: season.id, number: season.number, name: season.name, honours: archive.honours },
    },
  ]);
  // Every member of the league's teams, and the group robots that follow the close.
  const teamIds = archive.ladder.map((l) => l.teamId);
  if (teamIds.length)
    await notifyTeams(tx, teamIds, "season_closed", { name: season.name, winner: champion?.name, seasonId: season.id, teamIds: [] }, null, season.leagueId);
  // S5: divisions whose other season has closed too exchange their teams now (after the archive).
  const exchanged = await applyPromotions(tx, season.leagueId, now);
  return { id: season.id, state: "closed" as const, closedAt: now, honours: archive.honours, ...(exchanged.length ? { promotion: exchanged } : {}) };
}

/**
 * S3: the sweep closes a season by itself once its end day has passed and nothing of it is open
 * (the last challenge issued before the end has ended). Safe to run in two processes at once: the
 * season row is locked and a closed one is left alone.
 */
export async function closeEndedSeasons(now = clockNow(), ladder = DEFAULT_LADDER): Promise<number> {
  const prisma = await db();
  const { timeZone } = await getSettings(prisma, ladder);
  const season = await latestSeason(prisma, ladder);
  if (!season || season.closedAt || season.endsOn === null || leagueDay(now, timeZone) <= season.endsOn) return 0;
  const pending = await openItems(prisma, season.id);
  if (pending.challenges.length || pending.cases.length) return 0;
  return inTransaction(async (tx) => {
    await takeEveryLadderLock(tx);
    const s = await seasonById(tx, season.id, true);
    if (!s || s.closedAt) return 0;
    const open = await openItems(tx, s.id);
    if (open.challenges.length || open.cases.length) return 0;
    await writeClose(tx, s, null, now);
    return 1;
  });
}

/**
 * S4: the admin starts the next season once the previous one has closed: its ladder from the
 * final one (less withdrawn teams, with those approved since at the bottom) or the admin's order,
 * its ratings by the policy (carry, regress toward the start rating, reset), T5's quota anew.
 */
export async function startNextSeason(actor: Actor, input: StartSeasonInput, now = clockNow(), ladder = DEFAULT_LADDER) {
  requirePermission(actor, "league.admin");
  return inTransaction(async (tx) => {
    await takeLadderLock(tx, [ladder]);
    const settings = await getSettings(tx, ladder);
    const previous = await latestSeason(tx, ladder, true);
    if (previous && !previous.closedAt) throw new Conflict("season_previous_open", "S4");
    const previousEnd = previous ? (previous.endsOn ?? leagueDay(previous.closedAt!, settings.timeZone)) : null;
    const endsOn = input.endsOn ?? null;
    const dates = checkSeasonDates(input.startsOn, endsOn, previousEnd);
    if (dates) throw violationError(dates);
    const current = (await tx.ladderEntry.findMany({ where: { leagueId: ladder }, orderBy: { position: "asc" }, select: { teamId: true } })).map(
      (e) => e.teamId,
    );
    // S5: after an exchange between divisions the current order is the season's start (promoted
    // teams at the bottom, relegated ones at the top); else the final ladder of the archive.
    const [exchanged] = previous?.closedAt
      ? await tx.$queryRaw<
          { n: number }[]
        >`SELECT count(*)::int AS n FROM "Event" WHERE "leagueId" = ${ladder} AND type = 'promotion_applied' AND at >= ${previous.closedAt}`
      : [{ n: 0 }];
    const final = exchanged.n > 0 ? current : (previous?.archive?.ladder.map((l) => l.teamId) ?? current);
    const next = nextSeasonOrder(final, current, input.order);
    if (!next.ok) throw violationError(next.violation);
    const order = next.order;
    if (order.length) {
      // One statement; the positions' uniqueness is checked at commit (deferred), as a swap's is.
      const rows = order.map((t, i) => Prisma.sql`(${t}::text, ${i + 1}::int)`);
      await tx.$executeRaw`UPDATE "LadderEntry" e SET position = v.p, since = ${now} FROM (VALUES ${Prisma.join(rows)}) AS v(t, p) WHERE e."teamId" = v.t AND e.position <> v.p`;
    }
    const fraction = input.ratingPolicy === "regress" ? (input.regressFraction ?? 0) : null;
    if (input.ratingPolicy !== "carry") {
      const board = await tx.teamRating.findMany({
        where: { team: { leagueId: ladder } },
        select: { teamId: true, rating: true, ratedMatches: true, wins: true, losses: true, lastChange: true },
      });
      const moved = board.map((b) => ({ teamId: b.teamId, ...applyRatingPolicy(b, input.ratingPolicy, settings.ratingStart, fraction ?? 0) }));
      if (moved.length) {
        const rows = moved.map(
          (m) => Prisma.sql`(${m.teamId}::text, ${m.rating}::float8, ${m.ratedMatches}::int, ${m.wins}::int, ${m.losses}::int, ${m.lastChange}::float8)`,
        );
        await tx.$executeRaw`UPDATE "TeamRating" r SET rating = v.rating, "ratedMatches" = v.n, wins = v.w, losses = v.l, "lastChange" = v.c, "updatedAt" = ${now}
          FROM (VALUES ${Prisma.join(rows)}) AS v(t, rating, n, w, l, c) WHERE r."teamId" = v.t`;
      }
    }
    const id = newId();
    const number = (previous?.number ?? 0) + 1;
    await tx.$executeRaw`
      INSERT INTO "Season" (id, "leagueId", number, name, "startsOn", "endsOn", "startedAt", "ratingPolicy", "regressFraction")
      VALUES (${id}, ${ladder}, ${number}, ${input.name}, ${input.startsOn}, ${endsOn}, ${now}, ${input.ratingPolicy}, ${fraction})`;
    await tx.$executeRaw`UPDATE "League" SET "seasonStartedAt" = ${now}, "updatedAt" = ${now} WHERE id = ${ladder}`;
    await appendEvents(tx, [
      {
        type: "season_started",
        rule: "S4",
        at: now,
        actorId: actor.id,
        ladder,
        data: {
          seasonId: id,
          number,
          name: input.name,
          startsOn: input.startsOn,
          endsOn,
          order,
          ratingPolicy: input.ratingPolicy,
          ...(fraction !== null ? { regressFraction: fraction } : {}),
          ratingStart: settings.ratingStart,
        },
      },
    ]);
    return { id, number, name: input.name, startsOn: input.startsOn, endsOn, order };
  });
}

/** S3: the admin renames the running season or sets its end day (an upgraded league's first season has none). */
export async function updateSeason(actor: Actor, seasonId: string, input: UpdateSeasonInput, now = clockNow()) {
  requirePermission(actor, "league.admin");
  return inTransaction(async (tx) => {
    const season = await seasonById(tx, seasonId, true);
    if (!season) throw new NotFound();
    if (season.closedAt) throw new Conflict("season_already_closed", "S3");
    const endsOn = input.endsOn === undefined ? season.endsOn : input.endsOn;
    const dates = checkSeasonDates(season.startsOn, endsOn);
    if (dates) throw violationError(dates);
    const name = input.name ?? season.name;
    await tx.$executeRaw`UPDATE "Season" SET name = ${name}, "endsOn" = ${endsOn} WHERE id = ${season.id}`;
    await appendEvents(tx, [
      { type: "season_updated", rule: "S3", at: now, actorId: actor.id, ladder: season.leagueId, data: { seasonId: season.id, name, endsOn } },
    ]);
    return { id: season.id, name, endsOn };
  });
}

/** The admin's season page: the latest season and, while it is not closed, what is still open in it. */
export async function seasonDesk(actor: Actor, ladder = DEFAULT_LADDER) {
  requirePermission(actor, "league.admin");
  const prisma = await db();
  // S2: the admin's season page is one ladder's.
  const season = await latestSeason(prisma, ladder);
  const open = season && !season.closedAt ? await openItems(prisma, season.id) : { challenges: [], cases: [] };
  return { season, open };
}
