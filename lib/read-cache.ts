// The read model's cache (issue 11): the league's hot reads (ladder, rating board, team pages,
// settings, the clock offset) are kept in process and answered with no database query at all.
// Every committed write clears it: in this process at once (inTransaction), and in every other app
// instance on the same PostgreSQL through LISTEN/NOTIFY (lib/db/notify.ts, sent inside the write's
// own transaction, so it is delivered exactly when the write commits). While an instance cannot
// listen (connection lost), it does not cache at all. The league's configuration (settings, clock
// offset) is the exception: kept until it changes itself (cachedConfig). Nothing that decides a
// rule reads from here: services re-read in their own transaction.

import { now as clockNow } from "@/lib/clock";

type Entry = { value: Promise<unknown>; expiresAt?: number };
type State = { cache: Map<string, Entry>; enabled: boolean; generation: number; config?: Map<string, Entry>; configGeneration?: number };
const g = globalThis as unknown as { __ladderReadCache?: State };
const state: State = (g.__ladderReadCache ??= { cache: new Map(), enabled: true, generation: 0 });
state.config ??= new Map();
state.configGeneration ??= 0;

/** The value of `key` in `entries`, loading it once; dropped when `generation()` moves while it loads. */
function remember<T>(
  entries: Map<string, Entry>,
  generation: () => number,
  key: string,
  load: () => Promise<T>,
  expiresAt?: (value: T) => number | undefined,
): Promise<T> {
  if (!state.enabled) return load();
  const hit = entries.get(key);
  if (hit && (hit.expiresAt === undefined || clockNow().getTime() < hit.expiresAt)) return hit.value as Promise<T>;
  const started = generation();
  const value = load();
  const entry: Entry = { value };
  entries.set(key, entry);
  value.then(
    (v) => {
      if (expiresAt) entry.expiresAt = expiresAt(v);
      // A write that committed while this was loading may not be in it: do not keep it.
      if (generation() !== started) entries.delete(key);
    },
    () => entries.delete(key),
  );
  return value;
}

/**
 * The cached value of `key`, loading it once. `expiresAt(value)` (league clock, ms) bounds a value
 * that changes with time alone (the C10 priority window closing), not only with writes.
 */
export function cached<T>(key: string, load: () => Promise<T>, expiresAt?: (value: T) => number | undefined): Promise<T> {
  return remember(state.cache, () => state.generation, key, load, expiresAt);
}

/**
 * The league's configuration (its settings row, the clock offset): kept across ordinary writes,
 * cleared only when the configuration itself changes (invalidateConfig, here and through NOTIFY).
 * Issue 11: every write used to drop it, so a busy league re-read it on nearly every request.
 */
export function cachedConfig<T>(key: string, load: () => Promise<T>): Promise<T> {
  return remember(state.config!, () => state.configGeneration!, key, load);
}

/** The configuration changed (settings, clock): drop it, and every read that was made with it. */
export function invalidateConfig() {
  state.configGeneration!++;
  state.config!.clear();
  invalidateReads();
}

/** Called after every committed write (and when another instance reports one). */
export function invalidateReads() {
  state.generation++;
  state.cache.clear();
}

/** The cross-instance channel is down (or up again): without it, nothing is cached. */
export function setCacheEnabled(enabled: boolean) {
  state.enabled = enabled;
  invalidateConfig();
}
