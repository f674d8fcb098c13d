// npm run restore -- --in FILE [--force]: a backup (npm run backup) into DATABASE_URL or the
// embedded database (stop the server first). Refuses a database that holds a league unless
// --force. Then the league is checked as `npm run verify` does.
import { dbHandle } from "@/lib/db/client";
import { restoreFrom } from "@/lib/db/backup";
import { verifyLeague } from "@/lib/services/league/verify";
import { runScript } from "./lib/run";

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  const file = arg("in");
  if (!file) throw new Error("name the backup: npm run restore -- --in FILE [--force]");
  const { pool, kind } = await dbHandle();
  const client = await pool.connect();
  const t0 = performance.now();
  try {
    const r = await restoreFrom(client, file, { force: process.argv.includes("--force"), database: kind });
    if (r.savedAs) console.log(`[restore] the league it replaced was saved first to ${r.savedAs}`);
    const rows = Object.values(r.tables).reduce((a, b) => a + b, 0);
    console.log(
      `[restore] ${file} → ${kind}: ${rows} rows in ${Object.keys(r.tables).length} tables (made ${r.header.createdAt} on ${r.header.database}, migration ${r.header.migration}${r.migratedAfter.length ? `; then applied ${r.migratedAfter.join(", ")}` : ""}), ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  } finally {
    client.release();
  }
  const v = await verifyLeague();
  if (v.differences.length) {
    console.log(`[restore] verify: ${v.differences.length} difference(s):`);
    for (const d of v.differences) console.log(`  - ${d}`);
    process.exitCode = 1;
  } else console.log(`[restore] verify: no difference (${v.events} events replayed)`);
}

runScript(main);
