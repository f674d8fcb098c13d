// npm run sweep: apply every passed deadline now, for an external scheduler (cron). Idempotent.
// On the embedded database it needs the app to be stopped (PGlite is one process per folder);
// the running app sweeps by itself every minute anyway.
import { loadClockOffset } from "@/lib/services/league/admin";
import { sweepDeadlines } from "@/lib/services/challenges/sweep";
import { runScript } from "./lib/run";

async function main() {
  await loadClockOffset();
  const r = await sweepDeadlines();
  console.log(`[sweep] ${r.applied} applied of ${r.due} due`);
}

runScript(main);
