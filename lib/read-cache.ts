// A short-lived in-process cache for the league's hot reads (ladder, rating board): budgets.md
// asks for pages near the cost of a trivial route at 1,000 teams. Every committed write in this
// process clears it at once; other processes (PostgreSQL deployments with several instances)
// see a change within TTL_MS. Nothing that decides a rule reads from it: services re-read in
// their own transaction.
const TTL_MS = 2000;

type Entry = { at: number; value: Promise<unknown> };
const g = globalThis as unknown as { __ladderReadCache?: Map<string, Entry> };
const cache = (g.__ladderReadCache ??= new Map());

export function cached<T>(key: string, load: () => Promise<T>, nowMs = Date.now()): Promise<T> {
  const hit = cache.get(key);
  if (hit && nowMs - hit.at < TTL_MS) return hit.value as Promise<T>;
  const value = load();
  cache.set(key, { at: nowMs, value });
  value.catch(() => cache.delete(key));
  return value;
}

/** Called after every committed write. */
export function invalidateReads() {
  cache.clear();
}
