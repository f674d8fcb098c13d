// Issue 38: work that must start only once a transaction has committed (delivering the mail and
// chat messages it queued): registered inside the transaction, run after its commit, dropped when
// it rolls back. Outside a transaction the work starts at once.
import type { Tx } from "@/lib/db/client";

const hooks = new WeakMap<object, Set<() => void>>();

/** Runs `fn` after `tx` commits (once per transaction however often it is registered). */
export function afterCommit(tx: Tx, fn: () => void) {
  const pending = hooks.get(tx);
  if (pending) pending.add(fn);
  else setImmediate(fn);
}

/** Starts collecting for `tx`; the returned function runs what was registered (after the commit). */
export function collectAfterCommit(tx: object): () => void {
  const pending = new Set<() => void>();
  hooks.set(tx, pending);
  return () => {
    hooks.delete(tx);
    for (const fn of pending) setImmediate(fn);
  };
}
