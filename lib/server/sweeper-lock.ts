// Issue 11: with several app instances on one PostgreSQL, the in-process sweep runs on one at a
// time. Each instance keeps a dedicated connection and tries for a session advisory lock; the one
// that holds it sweeps until its connection ends (the lock is then free for another). On the
// embedded PGlite there is one process, which always sweeps.
import pg from "pg";
import { poolConfig } from "@/lib/db/connection";

const SWEEPER_LOCK = 7303;
type State = { client: pg.Client | null; holds: boolean };
const g = globalThis as unknown as { __ladderSweeper?: State };
const state: State = (g.__ladderSweeper ??= { client: null, holds: false });

/** Whether this instance is the league's sweeper now (tries to become it). */
export async function isSweeper(): Promise<boolean> {
  const { kind, config } = await poolConfig();
  if (kind === "pglite") return true;
  if (state.holds && state.client) return true;
  try {
    if (!state.client) {
      const client = new pg.Client({ ...config, application_name: "ladder-sweeper" } as pg.ClientConfig);
      const lost = () => {
        if (state.client === client) {
          state.client = null;
          state.holds = false;
        }
      };
      client.on("error", lost);
      client.on("end", lost);
      await client.connect();
      state.client = client;
    }
    const r = await state.client.query<{ ok: boolean }>("SELECT pg_try_advisory_lock($1) AS ok", [SWEEPER_LOCK]);
    state.holds = r.rows[0]?.ok === true;
  } catch {
    state.holds = false;
  }
  return state.holds;
}

/** Whether this instance held the sweeper lock at its last try (health endpoint). */
export const holdsSweeperLock = () => state.holds;
