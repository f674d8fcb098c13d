// The PostgreSQL server of the tests (LADDER_TEST_PG_URL, an admin URL; CI starts one): whether it
// answers, admin statements, and fresh databases for a test (integration, e2e fuzz, two instances).
import crypto from "node:crypto";
import pg from "pg";

export const PG_ADMIN_URL = process.env.LADDER_TEST_PG_URL ?? "postgresql://ladder:ladder@127.0.0.1:5432/postgres";

let reachable: Promise<boolean> | undefined;
/** Whether the server answers (asked once per process). */
export function pgReachable(): Promise<boolean> {
  reachable ??= (async () => {
    const c = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 });
    try {
      await c.connect();
      await c.end();
      return true;
    } catch {
      return false;
    }
  })();
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
export async function createDatabase(prefix: string): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(5).toString("hex")}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
