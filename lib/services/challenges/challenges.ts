// The challenge use cases (issue 4): each loads, authorises, calls the domain with `now`, and writes
// in one transaction with its events. Pages (server actions) and the JSON API call these.
// Issuing (C1, C2, C10), the league lock, deadlines, and the scheduling actions (C4–C9, C11, C16,
// C17) are here; results (M1–M4, T3) are in results.ts, opening a case in case-open.ts.
import type { Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { newId } from "@/lib/db/ids";
import { now as clockNow } from "@/lib/clock";
import { requirePermission, requireUser, type Actor } from "@/lib/auth/permissions";
import { issueChallenge as domainIssue } from "@/lib/domain/challenge/issue";
import { deadlinesDue, transition } from "@/lib/domain/challenge/transition";
import type { Action, Side } from "@/lib/domain/challenge/types";
import { Forbidden, NotFound, RuleViolation, violationError } from "@/lib/errors";
import { appendEvents } from "@/lib/services/league/events";
import { getSettings } from "@/lib/services/league/league";
import { SETTING_NAMES, type LeagueSettings } from "@/lib/domain/settings";
import { loadLadderState } from "@/lib/services/league/ladder-read";
import { challengeSettings, loadChallengeRow, toDomain, type ChallengeRow } from "@/lib/services/challenges/challenge-load";
import { firstReminder, writeTransition } from "@/lib/services/challenges/challenge-store";
import { inTransaction } from "@/lib/db/transaction";
import { notifyTeams, type NotificationType } from "@/lib/services/mail/inbox";
import { closePriorityWeek, recordClosureSeen } from "@/lib/services/challenges/priority";
import { openChallengeCase } from "@/lib/services/cases/case-open";
import { writeLater } from "@/lib/db/write-behind";

export type SlotInputDto = { at: Date; offWindowAgreed?: boolean };

/** C1, C2, C5, C6, C10: the challenger's captain issues a challenge with 4 proposed times. */
export async function issueChallenge(actor: Actor, input: { defenderId: string; slots: SlotInputDto[] }, now = clockNow()) {
  requireUser(actor);
  if (!actor.captainOf) throw new Forbidden("not_captain");
  const challengerId = actor.captainOf;
  requirePermission(actor, "team.captain", challengerId);
  return inTransaction(async (tx) => {
    // Issuing is serialised league-wide: positions, locks and the priority window are read and
    // written as one (the C2 partial unique indexes hold even if this lock were bypassed).
    await takeLadderLock(tx);
    const s = await loadLadderState(tx, now);
    const from = s.posOf.get(challengerId);
    const to = s.posOf.get(input.defenderId);
    if (from === undefined) throw new RuleViolation("not_ranked", "T2");
    if (to === undefined) throw new NotFound("not_found");
    const r = domainIssue(
      {
        challengerPosition: from,
        defenderPosition: to,
        slots: input.slots,
        ladder: s.view,
        priority: { decided: s.decided, topLocked: s.view.hasIncoming.has(1), closed: s.priority.closed },
      },
      now,
      s.settings,
    );
    if (!r.ok) throw violationError(r.violation);
    const ch = r.challenge;
    // The challenge, its 4 times and the league's "ladder locked" mark in one hand-written statement
    // (issue 11: issuing runs under the league-wide lock, so its cost is every other issuer's wait).
    const slotRows = ch.slots.map((sl) => Prisma.sql`(${newId()}::text, ${sl.at}::timestamp, ${sl.proposedBy}::text, ${sl.offWindowAgreed}::boolean)`);
    const [created] = await tx.$queryRaw<{ id: string; number: number; respondBy: Date; playBy: Date }[]>`
      WITH c AS (
        INSERT INTO "Challenge" (id, "challengerId", "defenderId", "challengerPosition", "defenderPosition", state, "issuedAt", "respondBy", "playBy", "nextDeadlineAt", "nextReminderAt", settings)
        VALUES (${newId()}, ${challengerId}, ${input.defenderId}, ${from}, ${to}, ${ch.state}::"ChallengeState", ${ch.issuedAt}, ${ch.respondBy}, ${ch.playBy}, ${ch.respondBy}, ${firstReminder(ch, now)}, ${JSON.stringify(snapshotOf(s.settings))}::jsonb)
        RETURNING id, number, "respondBy", "playBy"),
      s AS (
        INSERT INTO "Slot" (id, "challengeId", at, "proposedBy", "offWindowAgreed")
        SELECT v.id, c.id, v.at, v.by::"Side", v.off FROM c, (VALUES ${Prisma.join(slotRows)}) AS v(id, at, by, off)),
      -- the first challenge fixes the ladder's initial order (the admin can no longer set it)
      l AS (UPDATE "League" SET "ladderLockedAt" = ${now}, "updatedAt" = ${new Date()} WHERE id = 1 AND "ladderLockedAt" IS NULL)
      SELECT id, number, "respondBy", "playBy" FROM c`;
    if (s.priority.open && (from === 2 || from === 3) && to === 1) {
      await tx.priorityDecision.create({ data: { weekStart: s.weekStart, teamId: challengerId, decision: "challenge", at: now } });
    }
    // C10 (revision 2): position 1 is now locked, so the window closes, and stays closed this week.
    if (s.priority.open && to === 1) await closePriorityWeek(tx, s.weekStart, now, "top_locked");
    await recordClosureSeen(tx, s);
    await appendEvents(
      tx,
      r.events.map((e) => ({ ...e, at: now, actorId: actor.id, teamId: challengerId, otherTeamId: input.defenderId, challengeId: created.id })),
    );
    await notifyTeams(tx, [input.defenderId], "challenge_received", { number: created.number, hours: s.settings.responseHours });
    return created;
  });
}

/** S1: the settings in force at issue, kept with the challenge (the league's name and venue aside). */
function snapshotOf(settings: LeagueSettings): LeagueSettings {
  return Object.fromEntries(SETTING_NAMES.map((n) => [n, settings[n]])) as LeagueSettings;
}

type Decide = (row: ChallengeRow, actor: NonNullable<Actor>, tx: Tx) => Promise<Action> | Action;

/** The side the actor captains in this challenge, or 403. */
export function captainSide(row: ChallengeRow, actor: NonNullable<Actor>, only?: Side): Side {
  const side: Side | null = actor.captainOf === row.challengerId ? "challenger" : actor.captainOf === row.defenderId ? "defender" : null;
  if (!side || (only && side !== only)) throw new Forbidden(side ? "wrong_side" : "not_captain");
  return side;
}

/**
 * The league-wide lock, taken first in a transaction (before any row lock: the same order
 * everywhere, so no deadlock between an issue and a result). Issuing, passing priority, rulings
 * and rebuilds read or rewrite the whole ladder and take it exclusively: C1 is never judged
 * against positions another transaction is moving.
 */
export async function takeLadderLock(tx: Tx) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(7302)`;
}

/**
 * A transition that can swap two teams (a result, a concession, a due deadline) takes the same
 * lock in its shared form (issue 11): such transitions run side by side, each locking only its two
 * ladder rows (the L1 swap's FOR UPDATE, lib/services/challenges/challenge-store.ts; two lock-holding
 * challenges never share a team, C2), while anything that takes the lock exclusively waits for
 * them, and they for it. A rebuild inside one (L4) takes it exclusively on top.
 */
export async function takeSwapLock(tx: Tx) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock_shared(7302)`;
}

/** Applies a due deadline to one challenge in its own transaction (idempotent). Returns whether it did. */
export async function applyDueDeadline(challengeId: string, now = clockNow()): Promise<boolean> {
  return inTransaction(async (tx) => {
    await takeSwapLock(tx);
    // The row lock: a sweep and a late action applying the same deadline queue here, and the
    // second finds it applied (no spurious conflict).
    // (Loaded first: the row brings the league's settings with it, so getSettings costs nothing.)
    const row = await loadChallengeRow(tx, challengeId);
    return applyDueIn(tx, challengeId, now, await getSettings(tx), row);
  });
}

/**
 * Applies the due deadline of one challenge inside the caller's transaction (the sweep batches
 * several in one). Idempotent: the row lock and the version guard make a second attempt a no-op.
 */
export async function applyDueIn(
  tx: Tx,
  challengeId: string,
  now: Date,
  settings: LeagueSettings & { name?: string },
  loaded?: ChallengeRow,
): Promise<boolean> {
  // The caller holds the swap lock; the version guard in writeTransition refuses a stale row (the
  // sweep passes rows it loaded with the rest of its batch, unlocked: a batch that meets a
  // conflict is retried item by item, each with its row lock).
  const row = loaded ?? (await loadChallengeRow(tx, challengeId, false));
  const ch = toDomain(row);
  const [kind] = deadlinesDue(ch, now);
  if (!kind) return false;
  // S1: the challenge's own settings decide; the league's rate the outcome.
  const rules = challengeSettings(row);
  const r = transition(ch, { type: "deadline", kind }, now, rules);
  if (!r.ok) return false;
  await writeTransition({ tx, row, next: r.challenge, events: r.events, actorId: null, now, settings });
  // C8 (revision 2): both sides checked in and nobody reported: the referees decide.
  if (r.events.some((e) => e.type === "match_unreported")) await openChallengeCase(tx, row, null, "unreported", "C8", "", now, rules);
  return true;
}

/**
 * One challenge action in one transaction. `movesPositions`: the action can make an outcome take
 * effect (a result, a concession), so it takes the swap lock first (the shared form of issuing's);
 * the others (answers, check-ins, confirmations, claims) change no position and only lock their row.
 */
export async function act(
  actor: Actor,
  challengeId: string,
  decide: Decide,
  now: Date,
  after?: (tx: Tx, row: ChallengeRow) => Promise<void>,
  opts: { movesPositions?: boolean } = {},
) {
  requireUser(actor);
  const attempt = (checkDue: boolean) =>
    inTransaction(async (tx) => {
      if (opts.movesPositions) await takeSwapLock(tx);
      const row = await loadChallengeRow(tx, challengeId);
      // A deadline that has passed is applied first (in its own transaction, with the league-wide
      // lock it may need), so a late action meets the rule, not a stale state.
      if (checkDue && row.nextDeadlineAt && row.nextDeadlineAt <= now) throw new DeadlineFirst();
      const action = await decide(row, actor, tx);
      const settings = await getSettings(tx);
      const r = transition(toDomain(row), action, now, challengeSettings(row));
      if (!r.ok) throw violationError(r.violation);
      // The update goes with the events at the end (issue 11): nothing here reads the row again.
      await writeTransition({ tx, row, next: r.challenge, events: r.events, actorId: actor.id, now, settings, updateLater: true });
      if (after) await after(tx, row);
      return { id: row.id, state: r.challenge.state };
    });
  // Several deadlines may have passed (a check-in hour, then the result's): each is applied in turn.
  for (let applied = 0; ; applied++) {
    try {
      return await attempt(applied < 5);
    } catch (err) {
      if (!(err instanceof DeadlineFirst)) throw err;
      if (!(await applyDueDeadline(challengeId, now))) return attempt(false);
    }
  }
}

/** Raised inside act()'s transaction when the challenge's deadline is due: apply it, then retry. */
class DeadlineFirst extends Error {}

const notifyAfter = (type: NotificationType) => async (tx: Tx, row: ChallengeRow) =>
  notifyTeams(tx, [row.challengerId, row.defenderId], type, { number: row.number });

/** C5: the defender accepts one of the challenger's times. */
export const acceptSlot = (actor: Actor, id: string, slot: Date, now = clockNow()) =>
  act(actor, id, (row, a) => ({ type: "accept", by: captainSide(row, a, "defender"), slot }), now, notifyAfter("challenge_scheduled"));

/** C5: the defender counter-proposes 4 other times. */
export const counterPropose = (actor: Actor, id: string, slots: SlotInputDto[], now = clockNow()) =>
  act(actor, id, (row, a) => ({ type: "counter", by: captainSide(row, a, "defender"), slots }), now, notifyAfter("challenge_answered"));

/** C5/C9: the challenger picks one of the counter-proposed times. */
export const chooseSlot = (actor: Actor, id: string, slot: Date, now = clockNow()) =>
  act(actor, id, (row, a) => ({ type: "choose", by: captainSide(row, a, "challenger"), slot }), now, notifyAfter("challenge_scheduled"));

/** C4: the challenger withdraws before the defender's first response. */
export const withdrawChallenge = (actor: Actor, id: string, now = clockNow()) =>
  act(actor, id, (row, a) => ({ type: "withdraw", by: captainSide(row, a, "challenger") }), now);

/** C17: either captain concedes before a result is submitted; the other side wins as by forfeit. */
export const concedeChallenge = (actor: Actor, id: string, now = clockNow()) =>
  act(
    actor,
    id,
    (row, a) => ({ type: "concede", by: captainSide(row, a) }),
    now,
    async (tx, row) => {
      // A concession settles whatever claim was open on the match.
      await tx.case.updateMany({ where: { challengeId: row.id, state: "open" }, data: { state: "withdrawn", ruling: "conceded", ruledAt: now } });
      await notifyTeams(tx, [row.challengerId, row.defenderId], "challenge_conceded", { number: row.number });
    },
    { movesPositions: true },
  );

/** C16: either captain proposes one new start time for an agreed match. */
export const proposeReschedule = (actor: Actor, id: string, at: Date, now = clockNow()) =>
  act(actor, id, (row, a) => ({ type: "propose_reschedule", by: captainSide(row, a), at }), now, notifyAfter("reschedule_proposed"));

/** C16: the other captain accepts the proposed time (the check-in hour moves with it) or declines it. */
export const answerReschedule = (actor: Actor, id: string, accept: boolean, now = clockNow()) =>
  act(
    actor,
    id,
    (row, a) => ({ type: accept ? "accept_reschedule" : "decline_reschedule", by: captainSide(row, a) }),
    now,
    notifyAfter(accept ? "reschedule_accepted" : "reschedule_declined"),
  );

/** C11: any member of either team checks in for the team. */
export async function checkIn(actor: Actor, id: string, now = clockNow()) {
  return act(
    actor,
    id,
    (row, a) => {
      const side: Side | null = a.teamId === row.challengerId ? "challenger" : a.teamId === row.defenderId ? "defender" : null;
      if (!side) throw new Forbidden("not_team_member");
      return { type: "check_in", by: side };
    },
    now,
    async (tx, row) => {
      await writeLater(
        tx,
        Prisma.sql`INSERT INTO "CheckIn" (id, "challengeId", "teamId", "userId", at) VALUES (${newId()}, ${row.id}, ${actor!.teamId!}, ${actor!.id}, ${now})`,
      );
    },
  );
}
