// The league's lock in its two forms (issue 11, decision 0008): issuing, priority passes, rulings
// and rebuilds take it exclusively; transitions that can swap two teams take it shared.
import type { Tx } from "@/lib/db/client";

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
