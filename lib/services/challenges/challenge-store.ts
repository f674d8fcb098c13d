// Writing a transition back: one conditional update on (id, version) so that two racing requests
// cannot both win, plus its rows and events; loading is challenge-load.ts.
import { transitionFacts } from "@/lib/services/notify/facts";
import type { Tx } from "@/lib/db/client";
import { writeLater } from "@/lib/db/write-behind";
import { Prisma } from "@/lib/db/generated/client";
import type { Challenge as DomainChallenge, DomainEvent, Outcome } from "@/lib/domain/challenge/types";
import { isRated, nextDeadline, reminderSchedule } from "@/lib/domain/challenge/transition";
import { holdsLock } from "@/lib/domain/challenge/types";
import { rebuildAfterRevision } from "@/lib/services/league/rebuild";
import { rateMatch } from "@/lib/domain/rating/elo";
import type { LeagueSettings } from "@/lib/domain/settings";
import { Conflict } from "@/lib/errors";
import { appendEvents, type EventInput } from "@/lib/services/league/events";
import { notifyTeams } from "@/lib/services/mail/inbox";
import { challengeSettings, type ChallengeRow } from "@/lib/services/challenges/challenge-load";

export type WriteContext = {
  tx: Tx;
  row: ChallengeRow;
  next: DomainChallenge;
  events: DomainEvent[];
  actorId: string | null;
  now: Date;
  /** The league's settings (the rating board's K, start and provisional count, E1/E2). */
  settings: LeagueSettings;
  /**
   * The update may be written at the end of the transaction (writeLater): the caller reads the
   * challenge no more before then (a challenge action, act()). Its version guard still holds.
   */
  updateLater?: boolean;
  /** Issue 38: false when the caller's own notice tells of the end (a ruling, a void). */
  notifyFinal?: boolean;
};

/** The first reminder of the new state whose deadline is still ahead (it may already be due). */
export function firstReminder(ch: DomainChallenge, now: Date): Date | null {
  return reminderSchedule(ch).find((r) => r.deadline.getTime() > now.getTime())?.at ?? null;
}

/** Writes a transition: the challenge fields (guarded by version), new slots and check-ins, events. */
export async function writeTransition(ctx: WriteContext) {
  const { tx, row, next, events, now } = ctx;
  const due = nextDeadline(next);
  // One hand-written statement (issue 11: the compiled Prisma update cost more than the write).
  const update = Prisma.sql`
    UPDATE "Challenge" SET
      state = ${next.state}::"ChallengeState", "respondBy" = ${next.respondBy}, "playBy" = ${next.playBy},
      "respondedAt" = ${next.respondedAt ?? null}, "chooseBy" = ${next.chooseBy ?? null}, "scheduledAt" = ${next.scheduledAt ?? null},
      "resultDueAt" = ${next.resultDueAt ?? null}, "nextDeadlineAt" = ${due?.at ?? null}, "nextReminderAt" = ${firstReminder(next, now)},
      "outcomeWinner" = ${next.outcome?.winner ?? null}::"Side", "outcomeReason" = ${next.outcome?.reason ?? null}::"OutcomeReason",
      "outcomeRated" = ${next.outcome?.rated ?? null}::boolean, "disputedFrom" = ${next.disputedFrom ?? null}::"ChallengeState",
      "decidedAt" = ${next.decidedAt ?? null}, "finalAt" = ${next.finalAt ?? null}, "holdsLock" = ${holdsLock(next)},
      "rescheduleAt" = ${next.reschedule?.at ?? null}, "rescheduleBy" = ${next.reschedule?.proposedBy ?? null}::"Side",
      "rescheduleProposedAt" = ${next.reschedule?.proposedAt ?? null}, "rescheduleOffWindow" = ${next.reschedule?.offWindow ?? false},
      "refereeLookedAt" = ${next.refereeLooked ? (row.refereeLookedAt ?? now) : null}, version = version + 1
    WHERE id = ${row.id} AND version = ${row.version} RETURNING 1`;
  const guard = { rows: 1, error: () => new Conflict("conflict") };
  if (ctx.updateLater) await writeLater(tx, update, guard);
  else if ((await tx.$queryRaw<unknown[]>`${update}`).length !== 1) throw guard.error();

  const known = new Set(row.slots.map((s) => s.at.getTime()));
  if (next.slots.length === 0 && row.slots.length > 0) await tx.slot.deleteMany({ where: { challengeId: row.id } });
  const added = next.slots.filter((s) => !known.has(s.at.getTime()));
  if (added.length) {
    await tx.slot.createMany({ data: added.map((s) => ({ challengeId: row.id, at: s.at, proposedBy: s.proposedBy, offWindowAgreed: s.offWindowAgreed })) });
  }
  if (next.checkIns.length === 0 && row.checkIns.length > 0) await tx.checkIn.deleteMany({ where: { challengeId: row.id } });
  if (!next.result && row.results.length > 0)
    await tx.result.updateMany({ where: { challengeId: row.id, status: { not: "superseded" } }, data: { status: "superseded" } });
  // M2/M4 (revision 3): the appeal and the correction are the current result's.
  const current = row.results[0];
  if (current && next.result && ((next.result.appealedAt && !current.appealedAt) || (next.result.correction && !current.correctionAt))) {
    const c = next.result.correction;
    await tx.$executeRaw`UPDATE "Result" SET "appealedAt" = ${next.result.appealedAt ?? null}, "correctionChallengerImps" = ${c?.challengerImps ?? null}::int,
      "correctionDefenderImps" = ${c?.defenderImps ?? null}::int, "correctionAt" = ${c?.at ?? null}, "correctionProtects" = ${c?.protects ?? null}::boolean WHERE id = ${current.id}`;
  }

  const decided = events.find((e) => e.type === "challenge_decided");
  // M2 (revision 2): the outcome moves the ladder and the board when it takes effect; its events
  // follow the transition's in the log, written in one statement.
  const effects = decided && next.outcome ? await applyOutcome(tx, row, next.outcome, now, ctx.actorId, ctx.updateLater) : [];
  await appendEvents(tx, [
    ...events.map((e) => ({ ...e, at: now, actorId: ctx.actorId, teamId: row.challengerId, otherTeamId: row.defenderId, challengeId: row.id })),
    ...effects,
  ]);
  // Issue 38: the end of a challenge is told once, when it becomes final (a submitted result's
  // outcome took effect earlier and was told to the side that confirms it, M2); a ruling's or a
  // void's own notice says it instead (`notifyFinal: false`).
  if (next.state === "final" && row.state !== "final" && ctx.notifyFinal !== false) {
    await notifyTeams(tx, [row.challengerId, row.defenderId], "challenge_final", transitionFacts(row, next, null), null, row.leagueId);
  }
  // L4: an outcome already in effect changed (a ruling on an appeal, a rematch): rebuild.
  if (events.some((e) => e.type === "outcome_revised")) return rebuildAfterRevision(tx, row, now);
  return null;
}

/**
 * L1/L2 and E1–E4: move the ladder and the rating board for an outcome that takes effect, in the
 * same transaction; returns the events to record (ladder_swapped, rating_changed).
 * `ratingsLater`: the new ratings may be written at the end of the transaction (one outcome per
 * transaction, a challenge action's); the sweep, which applies several in one, writes them at once
 * (a team in two of them reads its rating after the first).
 */
export async function applyOutcome(
  tx: Tx,
  row: { id: string; challengerId: string; defenderId: string; number: number; settings: unknown },
  outcome: Outcome,
  now: Date,
  actorId: string | null,
  ratingsLater = false,
): Promise<EventInput[]> {
  const out: EventInput[] = [];
  const base = { at: now, actorId, teamId: row.challengerId, otherTeamId: row.defenderId, challengeId: row.id };
  if (outcome.winner === "challenger") {
    // L1: swap the positions they hold now, and only upwards (see lib/domain/ladder/replay.ts).
    // One statement locks both rows, reads their positions and swaps them (the position's
    // uniqueness is checked at commit); the sweep applies many of these in one batch (issue 11).
    const entries = await tx.$queryRaw<{ teamId: string; position: number; swapped: number }[]>`
      WITH cur AS (SELECT "teamId", position FROM "LadderEntry" WHERE "teamId" IN (${row.challengerId}, ${row.defenderId}) FOR UPDATE),
      swap AS (
        UPDATE "LadderEntry" e SET position = CASE WHEN e."teamId" = ${row.challengerId} THEN dd.position ELSE cc.position END, since = ${now}
        FROM cur cc, cur dd
        WHERE cc."teamId" = ${row.challengerId} AND dd."teamId" = ${row.defenderId} AND cc.position > dd.position AND e."teamId" IN (${row.challengerId}, ${row.defenderId})
        RETURNING e."teamId")
      SELECT "teamId", position, (SELECT count(*) FROM swap)::int AS swapped FROM cur`;
    const c = entries.find((e) => e.teamId === row.challengerId);
    const d = entries.find((e) => e.teamId === row.defenderId);
    if (c && d && c.swapped === 2) {
      out.push({
        ...base,
        type: "ladder_swapped",
        rule: "L1",
        data: { challenger: { from: c.position, to: d.position }, defender: { from: d.position, to: c.position } },
      });
    }
  }
  if (isRated(outcome)) {
    // E5 (revision 4): the rating settings of the challenge's own snapshot (S1), not today's.
    const rs = challengeSettings(row);
    const winnerId = outcome.winner === "challenger" ? row.challengerId : row.defenderId;
    const loserId = outcome.winner === "challenger" ? row.defenderId : row.challengerId;
    // Both rows, made at the start rating if new, locked and read in one statement (the no-op
    // update of an existing row locks it and returns it as it is).
    const rows = await tx.$queryRaw<{ teamId: string; rating: number; ratedMatches: number }[]>`
      INSERT INTO "TeamRating" ("teamId", rating, "ratedMatches", wins, losses, "updatedAt")
      VALUES (${winnerId}, ${rs.ratingStart}, 0, 0, 0, ${now}), (${loserId}, ${rs.ratingStart}, 0, 0, 0, ${now})
      ON CONFLICT ("teamId") DO UPDATE SET "updatedAt" = "TeamRating"."updatedAt"
      RETURNING "teamId", rating, "ratedMatches"`;
    // E5 (revision 4): a team's first rated match starts from this challenge's start rating.
    const first = (r: { rating: number; ratedMatches: number }) => (r.ratedMatches === 0 ? { ...r, rating: rs.ratingStart } : r);
    const w = first(rows.find((r) => r.teamId === winnerId)!);
    const l = first(rows.find((r) => r.teamId === loserId)!);
    const next = rateMatch(w, l, "a", { k: rs.ratingK, establishedAfter: rs.provisionalMatches });
    // Both board rows and both history rows (issue 11: hand-written; with ratingsLater, written
    // with the events at the end of the transaction, else now in one statement).
    const v = Prisma.sql`(VALUES
        (${winnerId}::text, ${next.a}::float8, ${next.a - w.rating}::float8, true, ${w.rating}::float8, ${w.ratedMatches}::int),
        (${loserId}::text, ${next.b}::float8, ${next.b - l.rating}::float8, false, ${l.rating}::float8, ${l.ratedMatches}::int))
      AS v("teamId", rating, change, win, before, "ratedBefore")`;
    const board = Prisma.sql`
      UPDATE "TeamRating" t SET rating = v.rating, "ratedMatches" = t."ratedMatches" + 1, wins = t.wins + (CASE WHEN v.win THEN 1 ELSE 0 END),
        losses = t.losses + (CASE WHEN v.win THEN 0 ELSE 1 END), "lastChange" = v.change, "updatedAt" = ${now}
      FROM ${v} WHERE t."teamId" = v."teamId"`;
    const history = Prisma.sql`
      INSERT INTO "RatingChange" ("challengeId", "teamId", before, after, "ratedBefore", won, at)
      SELECT ${row.id}, v."teamId", v.before, v.rating, v."ratedBefore", v.win, ${now}::timestamp FROM ${v} ORDER BY v.win DESC`;
    if (ratingsLater) {
      await writeLater(tx, board);
      await writeLater(tx, history);
    } else await tx.$executeRaw`WITH u AS (${board}) ${history}`;
    out.push({
      ...base,
      type: "rating_changed",
      rule: "E1",
      data: { winnerId, loserId, winner: { before: w.rating, after: next.a }, loser: { before: l.rating, after: next.b } },
    });
  }
  return out;
}
