// One challenge action in one transaction (issue 4): load, authorise, a due deadline first, the
// domain's transition with `now`, the write with its events. The use cases (answer.ts,
// reschedule.ts, withdraw.ts, concede.ts, check-in.ts, results.ts, cases) are each a `decide`.
import type { Tx } from "@/lib/db/client";
import { requireUser, type Actor, sideOf } from "@/lib/auth/permissions";
import { transition } from "@/lib/domain/challenge/transition";
import type { Action, Challenge, Side } from "@/lib/domain/challenge/types";
import { Forbidden, violationError } from "@/lib/errors";
import { getSettings } from "@/lib/services/league/league";
import { challengeSettings, loadChallengeRow, toDomain, type ChallengeRow } from "@/lib/services/challenges/challenge-load";
import { writeTransition } from "@/lib/services/challenges/challenge-store";
import { inTransaction } from "@/lib/db/transaction";
import { notifyTeams } from "@/lib/services/mail/inbox";
import { noticeSides, type NoticeType } from "@/lib/domain/notify/notice";
import { transitionFacts } from "@/lib/services/notify/facts";
import { applyDueDeadline } from "@/lib/services/challenges/deadlines";
import { takeSwapLockOf } from "@/lib/services/challenges/locks";

export type Decide = (row: ChallengeRow, actor: NonNullable<Actor>, tx: Tx) => Promise<Action> | Action;
/** What happened, for the work done after the transition in its transaction (a notice). */
export type Done = { next: Challenge; action: Action; actorId: string };

/** The side the actor captains in this challenge, or 403. */
export function captainSide(row: ChallengeRow, actor: NonNullable<Actor>, only?: Side): Side {
  const side: Side | null = sideOf(actor, row, "captain");
  if (!side || (only && side !== only)) throw new Forbidden(side ? "wrong_side" : "not_captain");
  return side;
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
  after?: (tx: Tx, row: ChallengeRow, done: Done) => Promise<void>,
  opts: { movesPositions?: boolean } = {},
) {
  requireUser(actor);
  const attempt = (checkDue: boolean) =>
    inTransaction(async (tx) => {
      // S2: the challenge's ladder's lock (its ladder is fixed at its issue, so it is read first).
      if (opts.movesPositions) await takeSwapLockOf(tx, challengeId);
      const row = await loadChallengeRow(tx, challengeId);
      // A deadline that has passed is applied first (in its own transaction, with the ladder
      // lock it may need), so a late action meets the rule, not a stale state.
      if (checkDue && row.nextDeadlineAt && row.nextDeadlineAt <= now) throw new DeadlineFirst();
      const action = await decide(row, actor, tx);
      const settings = await getSettings(tx, row.leagueId);
      const r = transition(toDomain(row), action, now, challengeSettings(row));
      if (!r.ok) throw violationError(r.violation);
      // The update goes with the events at the end (issue 11): nothing here reads the row again.
      await writeTransition({ tx, row, next: r.challenge, events: r.events, actorId: actor.id, now, settings, updateLater: true });
      if (after) await after(tx, row, { next: r.challenge, action, actorId: actor.id });
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

/** Issue 38: tells those the action concerns (lib/domain/notify/notice.ts), in its transaction. */
export const notifyAfter = (type: NoticeType) => async (tx: Tx, row: ChallengeRow, done: Done) => {
  const by = "by" in done.action ? done.action.by : null;
  const teams = noticeSides(type, by).map((side) => (side === "challenger" ? row.challengerId : row.defenderId));
  await notifyTeams(tx, teams, type, transitionFacts(row, done.next, by), done.actorId, row.leagueId);
};
