// The ladder's lock in its two forms (issue 11, decision 0008): issuing, priority passes, rulings
// and rebuilds take it exclusively; transitions that can swap two teams take it shared. S2
// (revision 4, decision 0022): each ladder has its own (the advisory key (7302, ladder)), so a
// write in one ladder never waits for another's; a season's close, which may move teams between
// ladders (S5), takes every ladder's.
import type { Tx } from "@/lib/db/client";
import { DEFAULT_LADDER } from "@/lib/services/league/seasons";

/** The advisory lock's first key; the second is the ladder's id. */
export const LADDER_LOCK = 7302;

/** Each ladder once, in ascending order: every transaction takes several in the same order (no deadlock). */
const ordered = (ladders: number[]) => [...new Set(ladders)].sort((a, b) => a - b);

/**
 * The ladders' lock, taken first in a transaction (before any row lock: the same order everywhere,
 * so no deadlock between an issue and a result). Issuing, passing priority, rulings and rebuilds
 * read or rewrite the whole ladder and take it exclusively: C1 is never judged against positions
 * another transaction is moving.
 */
export async function takeLadderLock(tx: Tx, ladders: number[]) {
  for (const l of ordered(ladders)) await tx.$executeRaw`SELECT pg_advisory_xact_lock(${LADDER_LOCK}::int, ${l}::int)`;
}

/**
 * A transition that can swap two teams (a result, a concession, a due deadline) takes the same
 * lock in its shared form (issue 11): such transitions run side by side, each locking only its two
 * ladder rows (the L1 swap's FOR UPDATE, lib/services/challenges/challenge-store.ts; two lock-holding
 * challenges never share a team, C2), while anything that takes the lock exclusively waits for
 * them, and they for it. A rebuild inside one (L4) takes it exclusively on top.
 */
export async function takeSwapLock(tx: Tx, ladders: number[]) {
  for (const l of ordered(ladders)) await tx.$executeRaw`SELECT pg_advisory_xact_lock_shared(${LADDER_LOCK}::int, ${l}::int)`;
}

/** S3, S5: a season's close may exchange teams between ladders joined by promotion: every ladder's lock. */
export async function takeEveryLadderLock(tx: Tx) {
  const ladders = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "League" ORDER BY id`;
  await takeLadderLock(
    tx,
    ladders.map((l) => l.id),
  );
}

/**
 * The swap lock of a challenge's ladder (fixed at its issue, so read before the lock); an unknown
 * challenge takes the default ladder's and is then not found by its caller's load.
 */
export async function takeSwapLockOf(tx: Tx, challengeId: string) {
  const [row] = await tx.$queryRaw<{ leagueId: number }[]>`SELECT "leagueId" FROM "Challenge" WHERE id = ${challengeId}`;
  await takeSwapLock(tx, [row?.leagueId ?? DEFAULT_LADDER]);
}
