// Migrating the configured database (scripts and tests; the app itself never migrates on a request).
import { dbHandle } from "@/lib/db/client";
import { migrate } from "@/lib/db/migrate";

/** Applies pending migrations on the configured database; returns the names applied. */
export async function migrateDatabase(): Promise<string[]> {
  const { pool } = await dbHandle();
  const client = await pool.connect();
  try {
    return await migrate(client);
  } finally {
    client.release();
  }
}
