// Issue 11: rows that a transaction would otherwise write one statement at a time (events,
// notifications) are collected per transaction and written together, in the same transaction:
// at its end, or earlier when something is about to read them back (lib/db/write-behind.ts).
import type { Tx } from "@/lib/db/client";

export function deferredWrites<T>() {
  const pending = new WeakMap<object, T[]>();
  return {
    /** From now on, what is queued on `tx` is kept for `take`. */
    start(tx: Tx) {
      pending.set(tx, []);
    },
    /** What was queued on `tx` so far (collecting goes on). */
    take(tx: Tx): T[] {
      const items = pending.get(tx) ?? [];
      if (pending.has(tx)) pending.set(tx, []);
      return items;
    },
    stop(tx: Tx) {
      pending.delete(tx);
    },
    /** Queues the items when `tx` is being collected; false when the caller must write them now. */
    queue(tx: Tx, items: T[]): boolean {
      const p = pending.get(tx);
      if (!p) return false;
      p.push(...items);
      return true;
    },
  };
}
