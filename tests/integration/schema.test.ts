// Issue 2: the same migrations produce the same schema on PGlite and on PostgreSQL; the runner is
// idempotent and refuses an edited migration.
import { expect, test } from "vitest";
import { databaseKinds, useFreshDatabase, type DbKind } from "./db";
import { dbHandle } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate-database";
import { migrate, readMigrations } from "@/lib/db/migrate";

const kinds = await databaseKinds();

async function describeSchema() {
  const { pool } = await dbHandle();
  const q = async (sql: string) => (await pool.query(sql)).rows.map((r) => Object.values(r).join("|")).sort();
  return {
    columns: await q(
      `SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns WHERE table_schema = 'public' ORDER BY 1, 2`,
    ),
    indexes: await q(`SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'`),
    constraints: await q(
      `SELECT conrelid::regclass::text, conname, pg_get_constraintdef(oid), condeferrable::text, condeferred::text FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND contype <> 'n'`,
    ),
    triggers: await q(`SELECT event_object_table, trigger_name, event_manipulation FROM information_schema.triggers WHERE trigger_schema = 'public'`),
    enums: await q(`SELECT t.typname, e.enumlabel FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid`),
  };
}

// Not-null constraints are compared through the columns: PGlite (PostgreSQL 18) also lists them in pg_constraint.
test(`the migrations give the same schema on ${kinds.join(" and ")}`, async () => {
  const schemas: Record<string, Awaited<ReturnType<typeof describeSchema>>> = {};
  for (const kind of kinds as DbKind[]) {
    const db = await useFreshDatabase(kind);
    expect(await migrateDatabase()).toEqual([]); // idempotent: a second run applies nothing
    schemas[kind] = await describeSchema();
    expect(schemas[kind].columns.length).toBeGreaterThan(100);
    expect(schemas[kind].indexes.some((i) => i.includes("Challenge_one_open_outgoing"))).toBe(true);
    // C10: the challenges against position 1 without reading the whole history (issue 24, twelfth session)
    expect(
      schemas[kind].indexes.some((i) => i.includes('"Challenge_against_top" ON public."Challenge" USING btree ("issuedAt") WHERE ("defenderPosition" = 1)')),
    ).toBe(true);
    // S2 (revision 4): positions unique per ladder, still deferred (a swap moves two rows)
    expect(
      schemas[kind].constraints.some((c) => c.includes('LadderEntry_leagueId_position_key|UNIQUE ("leagueId", "position")') && c.endsWith("true|true")),
    ).toBe(true);
    await db.teardown();
  }
  if (kinds.length === 2) expect(schemas.pglite).toEqual(schemas.postgresql);
});

test("an applied migration that was edited afterwards is refused", async () => {
  const db = await useFreshDatabase("pglite");
  const { pool } = await dbHandle();
  const client = await pool.connect();
  try {
    const edited = readMigrations().map((m, i) => (i === 0 ? { ...m, checksum: "edited" } : m));
    await expect(migrate(client, edited)).rejects.toThrow(/changed after it was applied/);
  } finally {
    client.release();
    await db.teardown();
  }
});
