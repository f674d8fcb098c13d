// Issue 11: rows that a batch (the sweep) would otherwise write one statement at a time are
// collected per transaction and written together at the end of it, in the same transaction.
import type { Tx } from "@/lib/db/client";

export function deferredWrites<T>(flush: (tx: Tx, items: T[]) => Promise<void>) {
  const pending = new WeakMap<object, T[]>();
  return {
    /** Runs `fn`; what is queued on `tx` meanwhile is flushed once at its end (nothing if it throws). */
    async around<R>(tx: Tx, fn: () => Promise<R>): Promise<R> {
      const items: T[] = [];
      pending.set(tx, items);
      try {
        const r = await fn();
        pending.delete(tx); // the flush itself writes directly
        if (items.length) await flush(tx, items);
        return r;
      } finally {
        pending.delete(tx);
      }
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
