// Where the database is: DATABASE_URL (PostgreSQL) or the embedded PGlite folder.
import pg from "pg";
import { env } from "@/lib/env";
import { startEmbedded } from "@/lib/db/embedded";

export type DbKind = "postgresql" | "pglite";

/** A pg pool configuration for the configured database; starts PGlite when embedded. */
export async function poolConfig(): Promise<{ kind: DbKind; config: pg.PoolConfig }> {
  const e = env();
  if (e.DATABASE_URL) {
    return { kind: "postgresql", config: { connectionString: e.DATABASE_URL, max: 10 } };
  }
  const embedded = await startEmbedded(e.dataDir);
  // PGlite is one session: one connection, and every query queued through it.
  return { kind: "pglite", config: { ...embedded.target, max: 1, idleTimeoutMillis: 0 } };
}
