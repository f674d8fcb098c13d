// The PostgreSQL server of the tests (LADDER_TEST_PG_URL, an admin URL; CI starts one): whether it
// answers, admin statements, and fresh databases for a test (integration, e2e fuzz, two instances).
import pg from "pg";
import { createScratchDatabase, serverAnswers, type ScratchDatabase } from "@/scripts/lib/pg-database";

export const PG_ADMIN_URL = process.env.LADDER_TEST_PG_URL ?? "postgresql://ladder:ladder@127.0.0.1:5432/postgres";

let reachable: Promise<boolean> | undefined;
/** Whether the server answers (asked once per process). */
export function pgReachable(): Promise<boolean> {
  reachable ??= serverAnswers(PG_ADMIN_URL);
  return reachable;
}

export async function adminQuery(sql: string) {
  const c = new pg.Client({ connectionString: PG_ADMIN_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** A new empty database: its name and URL. */
export function createDatabase(prefix: string): Promise<ScratchDatabase> {
  return createScratchDatabase(PG_ADMIN_URL, prefix);
}
