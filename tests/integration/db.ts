// Integration tests run the real services on a real database: embedded PGlite, and a real
// PostgreSQL server (LADDER_TEST_PG_URL, an admin URL; CI starts one). Without a reachable server
// the PostgreSQL half is skipped with a message locally, and fails in CI.
import crypto from "node:crypto";
import { PG_ADMIN_URL, adminQuery, pgReachable } from "../pg-admin";
import { afterAll, beforeAll, describe } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { disconnect } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate-database";
import { stopEmbedded } from "@/lib/db/embedded";
import { freezeClock } from "@/lib/clock";
import { invalidateReads } from "@/lib/read-cache";

export type DbKind = "pglite" | "postgresql";

/** The databases to run on: always PGlite; PostgreSQL when reachable (required in CI). */
export async function databaseKinds(): Promise<DbKind[]> {
  if (await pgReachable()) return ["pglite", "postgresql"];
  if (process.env.CI) throw new Error(`CI: PostgreSQL is required for integration tests but ${PG_ADMIN_URL} is not reachable`);
  console.warn(`[integration] PostgreSQL not reachable at ${PG_ADMIN_URL}: running on PGlite only (set LADDER_TEST_PG_URL)`);
  return ["pglite"];
}

/** Points the app's database layer at a fresh, migrated database of that kind. */
export async function useFreshDatabase(kind: DbKind): Promise<{ url?: string; teardown: () => Promise<void> }> {
  await disconnect();
  const name = `ladder_t_${crypto.randomBytes(5).toString("hex")}`;
  if (kind === "postgresql") {
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    process.env.DATABASE_URL = url.toString();
  } else {
    delete process.env.DATABASE_URL;
    process.env.LADDER_DATA_DIR = `memory://${name}`;
  }
  resetEnvCache();
  invalidateReads();
  await migrateDatabase();
  return {
    url: process.env.DATABASE_URL,
    teardown: async () => {
      await disconnect();
      freezeClock(null);
      if (kind === "postgresql") await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      else await stopEmbedded(`memory://${name}`);
    },
  };
}

/** Runs the suite once per database kind, each on a fresh migrated database. */
export function describeOnDatabases(title: string, kinds: DbKind[], body: (kind: DbKind) => void) {
  for (const kind of kinds) {
    describe(`${title} [${kind}]`, () => {
      let teardown: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        teardown = (await useFreshDatabase(kind)).teardown;
      });
      afterAll(async () => {
        await teardown?.();
      });
      body(kind);
    });
  }
}
