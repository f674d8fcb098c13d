// npm run verify: rebuild the ladder and the rating board from the event log and compare.
import { verifyLeague } from "@/lib/services/league/verify";
import { runScript } from "./lib/run";

async function main() {
  const r = await verifyLeague();
  console.log(`[verify] replayed ${r.events} events (${r.ratedResults} rated results) in ${r.replayMs.toFixed(1)} ms`);
  if (r.differences.length) {
    console.log(`[verify] ${r.differences.length} difference(s):`);
    for (const d of r.differences) console.log(`  - ${d}`);
    process.exitCode = 1;
  } else console.log("[verify] no difference: stored ladder and ratings equal the replay");
}

runScript(main);
