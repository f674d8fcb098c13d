// npm run bench: the figures of budgets.md on this machine (run `npm run build` first). Each page
// and read route is measured against a trivial dynamic route of the same app in the same run.
import { spawnSync } from "node:child_process";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { serve } from "./lib/serve";
import { Api } from "./lib/api-client";
import { replayHistory, type HistoryEvent } from "@/lib/domain/history";

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);

function cannon(url: string): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon({ url, connections: 10, duration: DURATION }, (err, r) => (err ? reject(err) : resolve(r))));
}

async function reads(served: { url: string }) {
  const teamId = "t500";
  const routes: [string, string][] = [
    ["trivial dynamic route (floor)", "/api/v1/health"],
    ["GET /api/v1/ladder", "/api/v1/ladder"],
    ["ladder page", "/"],
    ["GET /api/v1/ratings", "/api/v1/ratings"],
    ["rating board page", "/ratings"],
    ["team page", `/teams/${teamId}`],
  ];
  const out: { name: string; rps: number; mean: number; p97: number }[] = [];
  for (const [name, path] of routes) {
    await cannon(`${served.url}${path}`); // warm-up run, discarded
    const r = await cannon(`${served.url}${path}`);
    if (r.non2xx) throw new Error(`${path}: ${r.non2xx} non-2xx answers`);
    out.push({ name, rps: r.requests.average, mean: r.latency.mean, p97: r.latency.p97_5 });
  }
  const floor = out[0].mean;
  console.log("\nRead routes (10 connections, %d s each, after a warm-up run)", DURATION);
  console.log("route                              req/s    mean ms  p97.5 ms  × floor");
  for (const o of out) console.log(`${o.name.padEnd(34)} ${o.rps.toFixed(0).padStart(6)}  ${o.mean.toFixed(1).padStart(8)}  ${String(o.p97).padStart(8)}  ${(o.mean / floor).toFixed(2).padStart(6)}`);
}

/**
 * Client JavaScript on the first load of the ladder page, gzip. Issue 11: scripts marked
 * `nomodule` (Next's legacy polyfills) are listed but not counted: browsers that run modules never
 * download them. The biggest chunks are printed so that a regression is visible.
 */
async function clientJs(url: string) {
  const html = await (await fetch(`${url}/`)).text();
  const tags = [...html.matchAll(/<script\b([^>]*)\bsrc="([^"]+)"([^>]*)>/g)].map((m) => ({ src: m[2], nomodule: /nomodule/i.test(m[1] + m[3]) }));
  const chunks: { src: string; kb: number; nomodule: boolean }[] = [];
  for (const t of tags) chunks.push({ ...t, kb: zlib.gzipSync(Buffer.from(await (await fetch(new URL(t.src, url))).arrayBuffer())).length / 1024 });
  const counted = chunks.filter((c) => !c.nomodule);
  const kb = counted.reduce((a, c) => a + c.kb, 0);
  const all = chunks.reduce((a, c) => a + c.kb, 0);
  console.log(`\nClient JavaScript on first load of the ladder page: ${counted.length} scripts, ${kb.toFixed(1)} kB gzip (${all.toFixed(1)} kB with the nomodule polyfills that modern browsers skip)`);
  for (const c of [...chunks].sort((a, b) => b.kb - a.kb).slice(0, 5)) console.log(`  ${c.kb.toFixed(1).padStart(6)} kB  ${c.src.split("/").pop()}${c.nomodule ? "  (nomodule, not counted)" : ""}`);
  return kb;
}

async function mutations(served: { url: string }) {
  const admin = await new Api(served.url).as("admin@bench.club", "bench-admin-1");
  await admin.call("POST", "/admin/clock", { now: "2027-06-01T04:00:00Z" }); // a Tuesday noon, league time
  const ids: string[] = [];
  for (let i = 0; i < 4; i++) ids.push((await admin.call("POST", "/users", { email: `m${i}@bench.club`, name: `M${i}`, password: "bench-pass-1" })).body.id);
  // T2: teams approved later join at the bottom, so Bench B sits just below Bench A and may challenge it.
  const defender = (await admin.call("POST", "/teams", { name: "Bench A", captainId: ids[0], memberIds: [ids[0], ids[1]] })).body as { id: string };
  await admin.call("POST", "/teams", { name: "Bench B", captainId: ids[2], memberIds: [ids[2], ids[3]] });
  const challengerCap = await admin.as("m2@bench.club", "bench-pass-1");
  const slots = ["2027-06-02T12:00:00Z", "2027-06-03T12:00:00Z", "2027-06-04T12:00:00Z", "2027-06-07T12:00:00Z"];
  const times: number[] = [];
  for (let i = 0; i < 100; i++) {
    let t = performance.now();
    const r = await challengerCap.call("POST", "/challenges", { defenderId: defender.id, slots });
    times.push(performance.now() - t);
    if (r.status !== 201) throw new Error(`issue: ${r.status} ${JSON.stringify(r.body)}`);
    t = performance.now();
    const w = await challengerCap.call("POST", `/challenges/${r.body.id}/withdraw`);
    times.push(performance.now() - t);
    if (w.status !== 200) throw new Error(`withdraw: ${w.status}`);
  }
  times.sort((x, y) => x - y);
  console.log(`\nMutating API calls (issue + withdraw, 200 calls, sequential): p50 ${times[100].toFixed(1)} ms, p95 ${times[190].toFixed(1)} ms, max ${times[199].toFixed(1)} ms`);
}

function replay() {
  const teams = Array.from({ length: 1000 }, (_, i) => `t${i}`);
  const make = (n: number): HistoryEvent[] => {
    const evs: HistoryEvent[] = [{ type: "ladder_set", at: new Date(0), teamId: null, otherTeamId: null, challengeId: null, data: { order: teams } }];
    for (let i = 1; i < n; i++) {
      const d = i % 999;
      evs.push({ type: "challenge_decided", at: new Date(i * 60_000), teamId: teams[d + 1], otherTeamId: teams[d], challengeId: `c${i}`, data: { winner: i % 3 ? "defender" : "challenger", rated: true } });
    }
    return evs;
  };
  const time = (n: number) => {
    const evs = make(n);
    const t0 = performance.now();
    replayHistory(evs, teams, { k: 32, establishedAfter: 28, start: 1600 });
    return performance.now() - t0;
  };
  time(20_000); // warm-up
  const a = time(50_000);
  const b = time(100_000);
  console.log(`\nReplay of ladder and ratings: 50,000 events ${a.toFixed(0)} ms, 100,000 events ${b.toFixed(0)} ms (×${(b / a).toFixed(2)} for ×2 events)`);
}

async function main() {
  replay();
  const served = await serve({ prepare: ["scripts/bench-seed.ts"], env: { BENCH_TEAMS: "1000", BENCH_FINAL: "20000", LADDER_ADMIN_EMAIL: "admin@bench.club", LADDER_ADMIN_PASSWORD: "bench-admin-1" } });
  try {
    await reads(served);
    await clientJs(served.url);
    await mutations(served);
  } finally {
    await served.stop();
  }
  const os = await import("node:os");
  const dir = (await import("node:fs")).mkdtempSync(`${os.tmpdir()}/ladder-sweep-`);
  const sweep = spawnSync(process.execPath, ["--import", "tsx", "scripts/bench-seed.ts"], {
    env: { ...process.env, DATABASE_URL: "", LADDER_DATA_DIR: dir, BENCH_TEAMS: "1000", BENCH_FINAL: "20000", BENCH_OPEN: "10000", BENCH_DUE: "100", BENCH_SWEEP: "1" },
    encoding: "utf8",
  });
  console.log(`\n${(sweep.stdout + sweep.stderr).trim().split("\n").filter((l) => l.startsWith("[bench")).join("\n")}`);
  (await import("node:fs")).rmSync(dir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
