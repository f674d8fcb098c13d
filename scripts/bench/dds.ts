// npm run bench: the hand records (issue 23) — double-dummy analysis of a 16-board match with DDS,
// and the ladder API's latency while it runs.
import fs from "node:fs";
import { analyseDeals, type DdsDeal } from "@/lib/dds";
import { DURATION, type Figures, cannon } from "./common";

/** Issue 23: the 16 deals of the match-file corpus (random deals, as a match's are). */
function corpusDeals(): DdsDeal[] {
  const rows = JSON.parse(fs.readFileSync("tests/fixtures/match-files/expected.json", "utf8")) as {
    deal: string;
    dealer: DdsDeal["dealer"];
    vulnerable: DdsDeal["vulnerable"];
  }[];
  return rows.map((r) => ({ deal: r.deal, dealer: r.dealer, vulnerable: r.vulnerable }));
}

/** Issue 23: double-dummy analysis of a 16-board match with DDS (median of 3 runs). */
export async function ddsTiming(): Promise<Figures> {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const a = await analyseDeals(corpusDeals());
    if (!a.ok) {
      console.log(`double-dummy analysis: unavailable (${a.message})`);
      return { ddsAnalysis16Ms: "unavailable" };
    }
    runs.push(performance.now() - t0);
  }
  const median = [...runs].sort((a, b) => a - b)[1];
  console.log(
    `double-dummy analysis of 16 boards with DDS, child process included (median of 3): ${median.toFixed(0)} ms [${runs.map((x) => x.toFixed(0)).join(", ")}]`,
  );
  return { ddsAnalysis16Ms: Math.round(median) };
}

/**
 * Issue 23: what the analysis running in the background does to requests: the ladder API's
 * latency with nothing else running, then while DDS analyses match after match (the server's
 * own queue runs the same child process, niced, off the request path).
 */
export async function ddsLatencyEffect(url: string): Promise<Figures> {
  const path = `${url}/api/v1/ladder`;
  const GZIP = { "accept-encoding": "gzip" };
  await cannon(path, 2, GZIP);
  const idle = await cannon(path, DURATION, GZIP);
  let stop = false;
  let matches = 0;
  const loop = (async () => {
    while (!stop) {
      const a = await analyseDeals(corpusDeals());
      if (!a.ok) return;
      matches++;
    }
  })();
  const busy = await cannon(path, DURATION, GZIP);
  stop = true;
  await loop;
  if (matches === 0) {
    console.log("  request latency during double-dummy analysis: DDS unavailable, not measured");
    return {};
  }
  console.log(
    `  ladder API while DDS analyses in the background (${matches} matches of 16 boards during the run): mean ${idle.latency.mean.toFixed(2)} → ${busy.latency.mean.toFixed(2)} ms, p99 ${idle.latency.p99} → ${busy.latency.p99} ms, ${idle.requests.average.toFixed(0)} → ${busy.requests.average.toFixed(0)} req/s`,
  );
  return {
    ddsIdleMeanMs: Number(idle.latency.mean.toFixed(2)),
    ddsBusyMeanMs: Number(busy.latency.mean.toFixed(2)),
    ddsIdleP99Ms: idle.latency.p99,
    ddsBusyP99Ms: busy.latency.p99,
  };
}
