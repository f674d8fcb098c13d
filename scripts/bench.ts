// npm run bench: every line of budgets.md (revision 4) on this machine, on the embedded PGlite and
// on PostgreSQL (LADDER_BENCH_PG_URL, else LADDER_TEST_PG_URL, else the local test server), against
// the production build (run `npm run build` first). Pages are compared with a trivial page in the
// same layout (/about), API routes with a trivial route (/api/v1/health), in the same run. Ends
// with one JSON line: {"pglite": {…}, "postgresql": {…}, "host": {…}}. Here the order of the run; the measures
// live in scripts/bench/ (reads, writes, operator, memory, dds, verdicts; common: league and load).
import fs from "node:fs";
import os from "node:os";
import { serve } from "./lib/serve";
import { Api } from "./lib/api-client";
import { ADMIN, DURATION, type Figures, PG_ADMIN, benchLeagueEnv, pgDatabase } from "./bench/common";
import { cachedReadQueries, clientJs, reads } from "./bench/reads";
import { mutations, resetTiming } from "./bench/writes";
import { backupRestore, replay, sweep } from "./bench/operator";
import { demoMemory } from "./bench/memory";
import { ddsLatencyEffect, ddsTiming } from "./bench/dds";
import { verdicts } from "./bench/verdicts";
import { describeHost, probeHost } from "./lib/host-probe";
import { connectRobots, queuedDelivery, startSinks } from "./bench/notify";
import { seasonVerdicts, seasonsBench } from "./bench/seasons";

async function measure(kind: "pglite" | "postgresql", replays: Figures): Promise<Figures | null> {
  const db = kind === "postgresql" ? await pgDatabase() : null;
  if (kind === "postgresql" && !db) {
    console.log(`\n[postgresql] not reachable at ${PG_ADMIN}: skipped (set LADDER_BENCH_PG_URL)`);
    return null;
  }
  console.log(`\n[${kind}] 1,000 teams, 20,000 final challenges, 80,000 events; 10 connections, ${DURATION} s per route`);
  // Revision 4: e-mail and 3 chat robots connected to a local sink, so the writes are timed with delivery on.
  const sinks = await startSinks();
  const served = await serve({ prepare: ["scripts/bench-seed.ts"], env: { ...benchLeagueEnv(db), ...sinks.env } });
  try {
    // The reads at one fixed league time (a Wednesday noon, outside C10's priority window): what a
    // list holds depends on the hour of the week (inside the window a team's mayChallenge is short,
    // outside it up to a third of 1,000 positions), so the figures must not.
    const admin = await new Api(served.url).as(ADMIN.email, ADMIN.password);
    await admin.call("POST", "/admin/clock", { now: "2027-06-02T04:00:00Z" });
    // Issue 24: the resident set idle after start (one request answered, nothing loaded yet)
    const rssIdle = served.memoryMb().rss;
    const r = await reads(served.url, served.cpuMs);
    const queries = await cachedReadQueries(served.url);
    console.log(`  database queries per cached read (ladder, ratings, team pages and APIs): ${queries}`);
    const js = await clientJs(served.url);
    await connectRobots(served.url, sinks);
    const p95 = await mutations(served.url);
    const queued = await queuedDelivery(served.url, sinks);
    const reset = await resetTiming(served.url);
    const dds = kind === "pglite" ? await ddsLatencyEffect(served.url) : {};
    // and its peak under the bench's load (reads at 10 connections, writes, resets)
    const rssLoad = served.memoryMb().peak;
    const demo = await demoMemory(kind);
    console.log(
      `  server memory (resident set): bench league idle after start ${rssIdle.toFixed(0)} MB, peak under the bench load ${rssLoad.toFixed(0)} MB; demo league idle after start ${demo.toFixed(0)} MB`,
    );
    await served.stop({ keepData: true });
    const backup = await backupRestore(kind, db ? { DATABASE_URL: db.url } : { DATABASE_URL: "", LADDER_DATA_DIR: served.dataDir! });
    if (served.dataDir) fs.rmSync(served.dataDir, { recursive: true, force: true });
    const sweepDb = kind === "postgresql" ? await pgDatabase() : null;
    const dir = fs.mkdtempSync(`${os.tmpdir()}/ladder-sweep-`);
    const sweepMs = sweep(sweepDb ? { DATABASE_URL: sweepDb.url } : { DATABASE_URL: "", LADDER_DATA_DIR: dir });
    await sweepDb?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
    const ratio = (a: string, floor: "floorRoute" | "floorPage" | "floorPageRendered") => Number((r[a].mean / r[floor].mean).toFixed(2));
    return {
      ladderApiRatio: ratio("ladderApi", "floorRoute"),
      ladderApiAllRatio: ratio("ladderApiAll", "floorRoute"),
      ratingsApiRatio: ratio("ratingsApi", "floorRoute"),
      ratingsApiAllRatio: ratio("ratingsApiAll", "floorRoute"),
      ladderApiAllIdentityRatio: ratio("ladderApiAllIdentity", "floorRoute"),
      ladderApiAllRevalidatedRatio: ratio("ladderApiAllRevalidated", "floorRoute"),
      ratingsApiAllIdentityRatio: ratio("ratingsApiAllIdentity", "floorRoute"),
      ladderPageRatio: ratio("ladderPageRendered", "floorPageRendered"),
      ratingsPageRatio: ratio("ratingsPageRendered", "floorPageRendered"),
      teamPageRatio: ratio("teamPageRendered", "floorPageRendered"),
      // The same pages from the anonymous page cache, against the cached trivial page: bytes, not work.
      ladderPageCachedRatio: ratio("ladderPage", "floorPage"),
      ratingsPageCachedRatio: ratio("ratingsPage", "floorPage"),
      teamPageCachedRatio: ratio("teamPage", "floorPage"),
      ladderPagePerSecond: Math.round(r.ladderPage.rps),
      cachedReadQueries: queries,
      mutationP95Ms: Number(p95.toFixed(1)),
      ...queued,
      ...reset,
      ...dds,
      serverRssIdleMb: Math.round(rssIdle),
      serverRssLoadMb: Math.round(rssLoad),
      serverRssDemoIdleMb: Math.round(demo),
      ...backup,
      sweepMs,
      ...replays,
      clientJsKb: Number(js.toFixed(1)),
    };
  } finally {
    await served.stop();
    await sinks.stop();
    await db?.drop();
  }
}

// Both databases unless BENCH_DB names one (an A/B of one database's path; a full run measures both).
const KINDS = (["pglite", "postgresql"] as const).filter((k) => !process.env.BENCH_DB || process.env.BENCH_DB === k);

async function main() {
  if (process.env.BENCH_ONLY === "memory") {
    // the demo league's idle resident set alone, on both databases
    for (const kind of KINDS) console.log(`[${kind}] demo league idle after start: ${(await demoMemory(kind)).toFixed(0)} MB`);
    return;
  }
  if (process.env.BENCH_ONLY === "mutations") {
    // the mutation line alone, on the bench league of both databases (an A/B of a write path)
    for (const kind of KINDS) {
      const db = kind === "postgresql" ? await pgDatabase() : null;
      if (kind === "postgresql" && !db) continue;
      const served = await serve({ prepare: ["scripts/bench-seed.ts"], env: benchLeagueEnv(db) });
      try {
        console.log(`[${kind}]`);
        await mutations(served.url);
      } finally {
        await served.stop();
        await db?.drop();
      }
    }
    return;
  }
  if (process.env.BENCH_ONLY === "notify") {
    // budgets.md revision 4, notifications: the mutation p95 with delivery on, and 1,020 queued messages
    const out: Record<string, Figures> = {};
    for (const kind of KINDS) {
      const db = kind === "postgresql" ? await pgDatabase() : null;
      if (kind === "postgresql" && !db) continue;
      const sinks = await startSinks();
      const served = await serve({ prepare: ["scripts/bench-seed.ts"], env: { ...benchLeagueEnv(db), ...sinks.env } });
      try {
        console.log(`[${kind}] e-mail and 3 robots connected (a local sink)`);
        await connectRobots(served.url, sinks);
        const p95 = await mutations(served.url);
        const queued = await queuedDelivery(served.url, sinks);
        // The server's resident set with delivery on (on PostgreSQL its delivery thread included; budget ≤ 512 MB).
        const rss = served.memoryMb().rss;
        console.log(`  resident set after the deliveries: ${rss.toFixed(0)} MB`);
        out[kind] = { mutationP95Ms: Number(p95.toFixed(1)), ...queued, rssAfterDeliveryMb: Number(rss.toFixed(0)) };
      } finally {
        await served.stop();
        await sinks.stop();
        await db?.drop();
      }
    }
    console.log(JSON.stringify(out));
    return;
  }
  if (process.env.BENCH_ONLY === "seasons") {
    // budgets.md revision 4, seasons: 10 closed seasons of history, their close, start, verify and reads
    const out: Record<string, Figures> = {};
    for (const kind of KINDS) {
      const f = await seasonsBench(kind);
      if (f) out[kind] = f;
    }
    for (const [k, f] of Object.entries(out)) {
      console.log(`\n[${k}] budgets`);
      for (const [what, ok, fig] of seasonVerdicts(f)) console.log(`  ${ok ? "met    " : "NOT MET"}  ${what.padEnd(40)} ${fig}`);
    }
    console.log(JSON.stringify(out));
    return;
  }
  if (process.env.BENCH_ONLY === "dds") {
    // the hand-record lines alone, on the demo league (npm run bench with BENCH_ONLY=dds)
    const f = await ddsTiming();
    const served = await serve({ prepare: ["prisma/seed.ts"] });
    try {
      Object.assign(f, await ddsLatencyEffect(served.url));
    } finally {
      await served.stop();
    }
    console.log(JSON.stringify({ dds: f }));
    return;
  }
  // What this host charges for a system call and a page's first touch: the machine the figures
  // below come from (scripts/lib/host-probe.ts).
  const host = probeHost();
  console.log(describeHost(host));
  const replays = { ...replay(), ...(await ddsTiming()) };
  const out: Record<string, Figures> = {};
  for (const kind of KINDS) {
    const f = await measure(kind, replays);
    // Revision 4: the league with seasons of history (issue 40).
    if (f) out[kind] = { ...f, ...((await seasonsBench(kind)) ?? {}) };
  }
  for (const [k, f] of Object.entries(out)) verdicts(k, f);
  console.log(JSON.stringify({ ...out, host }));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
