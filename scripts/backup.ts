// npm run backup -- --out FILE: the whole league to FILE (gzipped JSON lines, lib/db/backup.ts),
// from DATABASE_URL or the embedded database (stop the server first: one process opens ./data).
import { dbHandle } from "@/lib/db/client";
import { backupTo } from "@/lib/db/backup";
import { runScript } from "./lib/run";

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  const out = arg("out") ?? `ladder-backup-${new Date().toISOString().replace(/[:.]/g, "-")}.jsonl.gz`;
  const { pool, kind } = await dbHandle();
  const client = await pool.connect();
  const t0 = performance.now();
  try {
    const r = await backupTo(client, out, kind);
    const rows = Object.values(r.tables).reduce((a, b) => a + b, 0);
    console.log(
      `[backup] ${kind} → ${out}: ${rows} rows in ${Object.keys(r.tables).length} tables, ${(r.bytes / 1024).toFixed(0)} kB, migration ${r.migration}, ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
  } finally {
    client.release();
  }
}

runScript(main);
