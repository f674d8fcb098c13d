// Issue 25: a league's backup and its restore, one portable format for both databases: gzipped
// JSON lines, read and written through the PostgreSQL protocol the app always speaks, so a backup
// of the embedded database restores into a PostgreSQL server and back (a club that outgrows the
// embedded database moves with it). Named and versioned with the schema migration it belongs to:
// a restore migrates an empty database up to that migration, loads the rows (PostgreSQL itself
// turns each JSON row back into its row type: json_populate_recordset), resets the sequences, then
// applies the migrations the code has since.
//
//   {"format":"bridge-ladder-backup","version":1,"migration":"…","createdAt":"…","database":"pglite"}
//   {"table":"User","count":42}
//   {…one row as row_to_json…}
//   …
//   {"end":true,"tables":{"User":42,…}}
import fs from "node:fs";
import zlib from "node:zlib";
import readline from "node:readline";
import type pg from "pg";
import { migrate, readMigrations, type Migration } from "@/lib/db/migrate";

export const FORMAT = "bridge-ladder-backup";
export const VERSION = 1;
const MIGRATIONS_TABLE = "_ladder_migrations";
const BATCH = 1000;

type Header = { format: string; version: number; migration: string; createdAt: string; database: string };

/** Issue 35: the only shape a table's name in a backup may have (the schema's names are all of it). */
const TABLE_NAME = /^[A-Za-z][A-Za-z0-9_]{0,62}$/;
/** An identifier quoted for SQL ("" for a quote inside). */
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The public tables, parents before children (foreign keys), the migrations' own table aside. */
async function tablesInOrder(client: pg.ClientBase): Promise<string[]> {
  const tables = (
    await client.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> $1 ORDER BY 1`, [
      MIGRATIONS_TABLE,
    ])
  ).rows.map((r) => r.name);
  const deps = (
    await client.query<{ child: string; parent: string }>(
      `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent FROM pg_constraint c WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace`,
    )
  ).rows;
  const unq = (s: string) => s.replace(/^"|"$/g, "");
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const d of deps) if (unq(d.child) !== unq(d.parent)) parents.get(unq(d.child))?.add(unq(d.parent));
  const out: string[] = [];
  const visit = (t: string, path = new Set<string>()) => {
    if (out.includes(t) || path.has(t)) return;
    path.add(t);
    for (const p of parents.get(t) ?? []) visit(p, path);
    out.push(t);
  };
  for (const t of tables) visit(t);
  return out;
}

/** The last migration applied to this database. */
async function appliedMigration(client: pg.ClientBase): Promise<string> {
  const r = await client.query<{ name: string }>(`SELECT name FROM "${MIGRATIONS_TABLE}" ORDER BY name DESC LIMIT 1`);
  if (!r.rows[0]) throw new Error("the database has no migrations applied");
  return r.rows[0].name;
}

/** Writes the whole league to `file` (gzipped JSON lines) in one consistent snapshot. */
export async function backupTo(
  client: pg.ClientBase,
  file: string,
  database: string,
): Promise<{ tables: Record<string, number>; bytes: number; migration: string }> {
  const gz = zlib.createGzip({ level: 6 });
  // Issue 35: a backup holds every account's data: readable by its owner only.
  const out = fs.createWriteStream(file, { mode: 0o600 });
  out.once("open", () => fs.chmodSync(file, 0o600));
  gz.pipe(out);
  const line = (o: unknown) => new Promise<void>((resolve) => (gz.write(`${JSON.stringify(o)}\n`) ? resolve() : gz.once("drain", resolve)));
  const counts: Record<string, number> = {};
  // One REPEATABLE READ transaction: every table as of the same instant, writes going on meanwhile.
  await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
  try {
    const migration = await appliedMigration(client);
    await line({ format: FORMAT, version: VERSION, migration, createdAt: new Date().toISOString(), database } satisfies Header);
    for (const table of await tablesInOrder(client)) {
      const count = Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${ident(table)}`)).rows[0].n);
      await line({ table, count });
      await client.query(`DECLARE rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS j FROM ${ident(table)} t`);
      for (;;) {
        const r = await client.query<{ j: string }>(`FETCH ${BATCH} FROM rows`);
        for (const row of r.rows) await new Promise<void>((resolve) => (gz.write(`${row.j}\n`) ? resolve() : gz.once("drain", resolve)));
        if (r.rows.length < BATCH) break;
      }
      await client.query("CLOSE rows");
      counts[table] = count;
    }
    await line({ end: true, tables: counts });
    await client.query("COMMIT");
    await new Promise<void>((resolve, reject) => {
      out.on("finish", resolve).on("error", reject);
      gz.end();
    });
    return { tables: counts, bytes: fs.statSync(file).size, migration };
  } catch (err) {
    await client.query("ROLLBACK").catch(() => undefined);
    gz.destroy();
    out.destroy();
    throw err;
  }
}

/** Whether the database holds a league already (anything a restore would overwrite). */
export async function holdsData(client: pg.ClientBase): Promise<boolean> {
  const exists = (await client.query(`SELECT 1 FROM pg_tables WHERE schemaname = 'public' AND tablename = 'User'`)).rowCount === 1;
  if (!exists) return false;
  const r = await client.query(`SELECT (SELECT count(*) FROM "User") + (SELECT count(*) FROM "Team") + (SELECT count(*) FROM "Event") AS n`);
  return Number(r.rows[0].n) > 0;
}

/** Reads the whole file once: every table's rows counted against its marker, the end marker present. */
async function checkFile(file: string): Promise<void> {
  const lines = readline.createInterface({ input: fs.createReadStream(file).pipe(zlib.createGunzip()), crlfDelay: Infinity });
  let table: string | null = null;
  let expected = 0;
  let seen = 0;
  let ended = false;
  let first = true;
  for await (const text of lines) {
    if (first) {
      first = false;
      continue;
    }
    if (!text) continue;
    if (text.startsWith('{"table":') || text.startsWith('{"end":')) {
      const m = JSON.parse(text) as { table?: string; count?: number; end?: boolean };
      if (m.table !== undefined || m.end) {
        if (table && seen !== expected) throw new Error(`${table}: ${seen} rows read, ${expected} expected`);
        if (m.end) {
          ended = true;
          break;
        }
        // Issue 35: a table's name is a plain identifier, or the file is refused before anything is dropped.
        if (m.table !== undefined && !TABLE_NAME.test(m.table)) throw new Error(`not a table of this program: ${JSON.stringify(m.table).slice(0, 80)}`);
        [table, expected, seen] = [m.table!, m.count ?? 0, 0];
        continue;
      }
    }
    seen++;
  }
  if (!ended) throw new Error("the backup is cut short (no end marker)");
}

/**
 * Restores `file` into the database behind `client`. Refuses a database that holds a league unless
 * `force`; then the current league is first saved beside the file (`<file>.before-restore`), and
 * the file is read through once before anything is dropped (a damaged file changes nothing).
 * Returns the row counts and the migrations applied after.
 */
export async function restoreFrom(client: pg.ClientBase, file: string, opts: { force?: boolean; migrations?: Migration[]; database?: string } = {}) {
  const migrations = opts.migrations ?? readMigrations();
  const lines = readline.createInterface({ input: fs.createReadStream(file).pipe(zlib.createGunzip()), crlfDelay: Infinity });
  const it = lines[Symbol.asyncIterator]();
  const first = await it.next();
  const header = JSON.parse(String(first.value ?? "{}")) as Header;
  if (header.format !== FORMAT || header.version !== VERSION)
    throw new Error(`${file} is not a backup of this program (format ${header.format ?? "?"} ${header.version ?? ""})`);
  const upTo = migrations.findIndex((m) => m.name === header.migration);
  if (upTo < 0)
    throw new Error(
      `the backup belongs to migration ${header.migration}, which this version of the program does not have: use the program's version that made it (or a newer one)`,
    );
  const occupied = await holdsData(client);
  if (occupied && !opts.force) throw new Error("the database holds a league already: restore into an empty database, or pass --force to replace it");
  await checkFile(file);
  let savedAs: string | null = null;
  if (occupied) {
    savedAs = `${file}.before-restore`;
    await backupTo(client, savedAs, opts.database ?? "unknown");
  }
  // An empty schema, migrated to the backup's migration.
  await client.query("DROP SCHEMA public CASCADE");
  await client.query("CREATE SCHEMA public");
  await migrate(client, migrations.slice(0, upTo + 1));

  const loaded: Record<string, number> = {};
  const known = new Set(await tablesInOrder(client));
  await client.query("BEGIN");
  try {
    let table: string | null = null;
    let expected = 0;
    let batch: string[] = [];
    const flush = async () => {
      if (!table || !batch.length) return;
      await client.query(`INSERT INTO ${ident(table)} SELECT * FROM json_populate_recordset(NULL::${ident(table)}, $1::json)`, [`[${batch.join(",")}]`]);
      loaded[table] = (loaded[table] ?? 0) + batch.length;
      batch = [];
    };
    let ended: { tables: Record<string, number> } | null = null;
    for (let r = await it.next(); !r.done; r = await it.next()) {
      const text = String(r.value);
      if (!text) continue;
      if (text.startsWith('{"table":') || text.startsWith('{"end":')) {
        const marker = JSON.parse(text) as { table?: string; count?: number; end?: boolean; tables?: Record<string, number> };
        if (marker.table !== undefined || marker.end) {
          await flush();
          if (table && (loaded[table] ?? 0) !== expected) throw new Error(`${table}: ${loaded[table] ?? 0} rows read, ${expected} expected`);
          if (marker.end) {
            ended = { tables: marker.tables ?? {} };
            break;
          }
          // Issue 35: only the schema's own tables (as migrated to the backup's migration).
          if (!known.has(marker.table!)) throw new Error(`not a table of this program: ${JSON.stringify(marker.table).slice(0, 80)}`);
          table = marker.table!;
          expected = marker.count ?? 0;
          loaded[table] = 0;
          continue;
        }
      }
      batch.push(text);
      if (batch.length >= BATCH) await flush();
    }
    if (!ended) throw new Error("the backup is cut short (no end marker)");
    // Sequences (autoincrement ids, challenge and case numbers) continue after the restored rows.
    const seqs = await client.query<{ tbl: string; col: string; seq: string }>(
      `SELECT c.relname AS tbl, a.attname AS col, pg_get_serial_sequence(format('%I', c.relname), a.attname) AS seq
       FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid
       WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped AND pg_get_serial_sequence(format('%I', c.relname), a.attname) IS NOT NULL`,
    );
    for (const s of seqs.rows) await client.query(`SELECT setval($1, coalesce((SELECT max(${ident(s.col)}) FROM ${ident(s.tbl)}), 0) + 1, false)`, [s.seq]);
    await client.query("COMMIT");
  } catch (err) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw err;
  }
  const after = await migrate(client, migrations);
  return { header, tables: loaded, migratedAfter: after, savedAs };
}
