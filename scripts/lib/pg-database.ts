// A throwaway PostgreSQL database on a server reached through an admin URL (tests, bench, soak).
import crypto from "node:crypto";
import pg from "pg";

export type ScratchDatabase = { name: string; url: string; drop: () => Promise<void> };

async function adminQuery(adminUrl: string, sql: string) {
  const c = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** Whether the server behind `adminUrl` answers. */
export async function serverAnswers(adminUrl: string): Promise<boolean> {
  return adminQuery(adminUrl, "SELECT 1").then(
    () => true,
    () => false,
  );
}

/** Creates an empty database named `<prefix>_<random>`; `drop()` removes it. */
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${crypto.randomBytes(5).toString("hex")}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
