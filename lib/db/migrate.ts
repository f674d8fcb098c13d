// The project's migration runner (STACK.md): the SQL files under prisma/migrations are applied
// in order, one transaction each, recorded with a checksum, to PGlite and PostgreSQL alike.
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import type pg from "pg";

const TABLE = "_ladder_migrations";

export type Migration = { name: string; sql: string; checksum: string };

/** The migrations shipped in `dir`, ordered by name. */
export function readMigrations(dir = path.join(process.cwd(), "prisma", "migrations")): Migration[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: crypto.createHash("sha256").update(sql).digest("hex") };
    });
}

/**
 * Applies every pending migration; returns the names applied. Idempotent. Refuses to run when an
 * applied migration's file has changed since (checksum), since the schemas would then differ.
 */
export async function migrate(client: pg.ClientBase, migrations = readMigrations()): Promise<string[]> {
  await client.query(
    `CREATE TABLE IF NOT EXISTS "${TABLE}" (name text PRIMARY KEY, checksum text NOT NULL, "appliedAt" timestamp(3) NOT NULL DEFAULT CURRENT_TIMESTAMP)`,
  );
  // Two processes migrating at once (two app instances on PostgreSQL): one waits for the other.
  await client.query("BEGIN");
  await client.query(`LOCK TABLE "${TABLE}" IN EXCLUSIVE MODE`);
  const done = new Map<string, string>(
    (await client.query<{ name: string; checksum: string }>(`SELECT name, checksum FROM "${TABLE}"`)).rows.map((r) => [r.name, r.checksum]),
  );
  await client.query("COMMIT");
  const applied: string[] = [];
  for (const m of migrations) {
    const seen = done.get(m.name);
    if (seen) {
      if (seen !== m.checksum) throw new Error(`Migration ${m.name} was changed after it was applied`);
      continue;
    }
    await client.query("BEGIN");
    try {
      await client.query(`LOCK TABLE "${TABLE}" IN EXCLUSIVE MODE`);
      const again = await client.query(`SELECT 1 FROM "${TABLE}" WHERE name = $1`, [m.name]);
      if (again.rowCount === 0) {
        await client.query(m.sql);
        await client.query(`INSERT INTO "${TABLE}" (name, checksum) VALUES ($1, $2)`, [m.name, m.checksum]);
        applied.push(m.name);
      }
      await client.query("COMMIT");
    } catch (err) {
      await client.query("ROLLBACK");
      throw new Error(`Migration ${m.name} failed: ${(err as Error).message}`);
    }
  }
  return applied;
}
