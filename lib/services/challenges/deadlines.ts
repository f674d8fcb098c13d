// Deadlines applied on time (C7, C8, C9, M2; D1): one challenge's due deadline in its own
// transaction, or inside the sweep's batch.
import type { Tx } from "@/lib/db/client";
import { now as clockNow } from "@/lib/clock";
import { deadlinesDue, transition } from "@/lib/domain/challenge/transition";
import type { LeagueSettings } from "@/lib/domain/settings";
import { getSettings } from "@/lib/services/league/league";
import { challengeSettings, loadChallengeRow, toDomain, type ChallengeRow } from "@/lib/services/challenges/challenge-load";
import { writeTransition } from "@/lib/services/challenges/challenge-store";
import { inTransaction } from "@/lib/db/transaction";
import { openChallengeCase } from "@/lib/services/cases/case-open";
import { takeSwapLockOf } from "@/lib/services/challenges/locks";

/** Applies a due deadline to one challenge in its own transaction (idempotent). Returns whether it did. */
export async function applyDueDeadline(challengeId: string, now = clockNow()): Promise<boolean> {
  return inTransaction(async (tx) => {
    await takeSwapLockOf(tx, challengeId);
    // The row lock: a sweep and a late action applying the same deadline queue here, and the
    // second finds it applied (no spurious conflict).
    // (Loaded first: the row brings the league's settings with it, so getSettings costs nothing.)
    const row = await loadChallengeRow(tx, challengeId);
    return applyDueIn(tx, challengeId, now, await getSettings(tx, row.leagueId), row);
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
