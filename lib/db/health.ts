// Issue 25: whether the database can be reached, as this process last saw it. A connection-class
// failure (lib/db/connection-errors.ts) marks it down at once, as does losing the LISTEN connection
// (PostgreSQL); a probe then tries `SELECT 1` every second and marks it up again when it answers.
// While it is down, GET /api/v1/health answers 503 (a load balancer takes the instance out), the
// API answers 503 with Retry-After, and pages answer a translated "temporarily unavailable" page
// with 503 (proxy.ts reads the flag on globalThis: the proxy runs in the same process).

type State = { down: boolean; since: number | null; probing: boolean; probe: (() => Promise<void>) | null };
const g = globalThis as unknown as { __ladderDbHealth?: State };
const state: State = (g.__ladderDbHealth ??= { down: false, since: null, probing: false, probe: null });

export const RETRY_AFTER_SECONDS = 5;

/** Whether the database is known to be unreachable now. */
export const databaseDown = () => state.down;

/** Since when it is down (ms since epoch), or null. */
export const databaseDownSince = () => state.since;

/** How the probe reaches the database (set by lib/db/client.ts when it opens the pool). */
export function setDatabaseProbe(probe: () => Promise<void>) {
  state.probe = probe;
}

/** A connection-class failure was seen: down until the probe gets an answer. */
export function noteDatabaseDown() {
  if (!state.down) {
    state.down = true;
    state.since = Date.now();
    console.warn("[db] the database cannot be reached; answering 503 until it is back");
  }
  if (state.probing || !state.probe) return;
  state.probing = true;
  const tick = async () => {
    try {
      await state.probe!();
      state.down = false;
      state.since = null;
      state.probing = false;
      console.warn("[db] the database answers again");
    } catch {
      setTimeout(() => void tick(), 1000).unref();
    }
  };
  setTimeout(() => void tick(), 250).unref();
}

/** A query succeeded on a fresh connection: it is up (no probe needed). */
export function noteDatabaseUp() {
  if (state.down && !state.probing) {
    state.down = false;
    state.since = null;
  }
}
