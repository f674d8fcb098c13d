// budgets.md revision 4, "several ladders and seasons" (issue 40): 10 ladders × 100 teams, each with
// 10 closed seasons of history and a running one (scripts/bench-seasons-seed.ts: ≈ 200,000 events),
// its closes, next starts and whole-site verify timed on the database; then its reads served, on a
// ladder other than the default: an archived season of it (API page, full API, page rendered), the
// seasons list, that ladder's API and page, the default ladder's, and a team page of it (its record
// by season), against the trivial floors of the same run, and the queries of each once cached.
import fs from "node:fs";
import os from "node:os";
import { spawnSync } from "node:child_process";
import { serve } from "../lib/serve";
import { RENDER, cannon, pgDatabase, type Figures } from "./common";

const GZIP = { "accept-encoding": "gzip" };
/** Rounds of each read against its floor, and their length (seconds); every route is first warmed for WARM_SECONDS. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 4);
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 3);

const median = (sorted: number[]) => (sorted.length % 2 ? sorted[sorted.length >> 1] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2);

export async function seasonsBench(kind: "pglite" | "postgresql"): Promise<Figures | null> {
  const db = kind === "postgresql" ? await pgDatabase() : null;
  if (kind === "postgresql" && !db) return null;
  const dir = db ? undefined : fs.mkdtempSync(`${os.tmpdir()}/ladder-bench-seasons-`);
  const env: Record<string, string> = db ? { DATABASE_URL: db.url } : { DATABASE_URL: "", LADDER_DATA_DIR: dir! };
  try {
    console.log(`\n[${kind}] seasons: 10 ladders × 100 teams, each with 10 closed seasons of 500 challenges and a running one (≈ 200,000 events)`);
    const t0 = performance.now();
    const r = spawnSync(process.execPath, ["--import", "tsx", "scripts/bench-seasons-seed.ts"], { env: { ...process.env, ...env }, encoding: "utf8" });
    const line = (r.stdout + r.stderr).split("\n").find((l) => l.startsWith("[bench-seasons-json]"));
    if (!line) throw new Error(`seasons seed failed:\n${r.stdout}\n${r.stderr}`);
    const seeded = JSON.parse(line.slice("[bench-seasons-json] ".length)) as Figures & { archived: string; ladder: string; team: string };
    console.log(
      `  seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s: ${seeded.events} events, ${seeded.seasons} seasons; closing a season ≤ ${seeded.seasonCloseMaxMs} ms, starting the next ≤ ${seeded.seasonStartMaxMs} ms (regress: every rating written), whole-site verify ${seeded.siteVerifyMs} ms (${seeded.verifyDifferences} differences)`,
    );
    const served = await serve({ ...(dir ? { dataDir: dir } : {}), env: { ...env, LADDER_COUNT_QUERIES: "1", LADDER_TRUSTED_PROXY_HOPS: "1" } });
    try {
      const archived = `/seasons/${seeded.archived}`;
      const routes: [string, string, Record<string, string>][] = [
        ["seasonApi", `/api/v1${archived}`, GZIP],
        ["seasonApiAll", `/api/v1${archived}?limit=all`, GZIP],
        ["seasonPageRendered", archived, RENDER],
        ["seasonsPageRendered", "/seasons", RENDER],
        ["ladderApi", `/api/v1/ladders/${seeded.ladder}/ladder`, GZIP],
        ["ladderPageRendered", `/ladders/${seeded.ladder}`, RENDER],
        ["defaultLadderApi", "/api/v1/ladder", GZIP],
        ["defaultLadderPageRendered", "/", RENDER],
        ["teamPageRendered", `/teams/${seeded.team}`, RENDER],
      ];
      // A server just started is still compiling its hot paths (one route's CPU per answer fell from
      // 18 to 7.5 ms over its first minute here, session 52): every route is warmed first, then each
      // is measured in ROUNDS rounds right after its own floor (the trivial route or page, measured
      // again: on a shared machine the floors drift over a run), and its ratio is the rounds'
      // median, printed with the lowest and highest. The server's own CPU per answer (from /proc)
      // is printed beside: the load generator shares the two cores and reads every byte.
      const time = async (path: string, headers: Record<string, string>, seconds?: number) => {
        const c0 = served.cpuMs();
        const x = await cannon(`${served.url}${path}`, seconds, headers);
        if (x.non2xx) throw new Error(`${path}: ${x.non2xx} answers not 2xx`);
        return { mean: x.latency.mean, rps: x.requests.average, cpu: (served.cpuMs() - c0) / Math.max(1, x.requests.total) };
      };
      for (const [, path, headers] of [["", "/about", RENDER], ["", "/api/v1/health", GZIP], ...routes] as const) await time(path, headers, WARM_SECONDS);
      const m: Record<string, number> = {};
      console.log(`  route                       req/s   mean ms   its floor ms   × floor (lowest–highest of ${ROUNDS})   server CPU × floor`);
      for (const [name, path, headers] of routes) {
        const page = name.endsWith("PageRendered");
        const rounds: { x: Awaited<ReturnType<typeof time>>; floor: Awaited<ReturnType<typeof time>> }[] = [];
        for (let i = 0; i < ROUNDS; i++) {
          const floor = await time(page ? "/about" : "/api/v1/health", page ? RENDER : GZIP, ROUND_SECONDS);
          rounds.push({ floor, x: await time(path, headers, ROUND_SECONDS) });
        }
        const ratios = rounds.map((r) => r.x.mean / r.floor.mean).sort((a, b) => a - b);
        const cpu = rounds.map((r) => r.x.cpu / r.floor.cpu).sort((a, b) => a - b);
        const mid = rounds.slice().sort((a, b) => a.x.mean / a.floor.mean - b.x.mean / b.floor.mean)[(ROUNDS - 1) >> 1];
        m[name] = median(ratios);
        console.log(
          `  ${name.padEnd(26)} ${mid.x.rps.toFixed(0).padStart(6)}  ${mid.x.mean.toFixed(2).padStart(8)}  ${mid.floor.mean.toFixed(2).padStart(12)}  ${m[name].toFixed(2).padStart(7)} (${ratios[0].toFixed(2)}–${ratios[ratios.length - 1].toFixed(2)})${" ".repeat(16)}${median(cpu).toFixed(2).padStart(6)}`,
        );
      }
      const count = async () => ((await (await fetch(`${served.url}/api/v1/health`)).json()) as { queries: number }).queries;
      const cachedPaths = [
        archived,
        `/api/v1${archived}`,
        "/seasons",
        `/api/v1/ladders/${seeded.ladder}/seasons`,
        "/api/v1/ladders",
        `/api/v1/ladders/${seeded.ladder}/ladder`,
        `/ladders/${seeded.ladder}`,
        `/teams/${seeded.team}`,
        "/",
      ];
      for (const p of cachedPaths) await fetch(`${served.url}${p}`);
      const q0 = await count();
      for (let i = 0; i < 5; i++) for (const p of cachedPaths) await fetch(`${served.url}${p}`);
      const queries = ((await count()) - q0) / (5 * cachedPaths.length);
      console.log(`  database queries per cached read (an archived season, the seasons, the ladder, a team): ${queries}`);
      const ratio = (a: string) => Number(m[a].toFixed(2));
      return {
        seasonEvents: seeded.events,
        seasonCloseMaxMs: seeded.seasonCloseMaxMs,
        seasonStartMaxMs: seeded.seasonStartMaxMs,
        siteVerifyMs: seeded.siteVerifyMs,
        siteVerifyDifferences: seeded.verifyDifferences,
        seasonApiRatio: ratio("seasonApi"),
        seasonApiAllRatio: ratio("seasonApiAll"),
        seasonPageRatio: ratio("seasonPageRendered"),
        seasonsPageRatio: ratio("seasonsPageRendered"),
        seasonLadderApiRatio: ratio("ladderApi"),
        seasonLadderPageRatio: ratio("ladderPageRendered"),
        seasonDefaultLadderApiRatio: ratio("defaultLadderApi"),
        seasonDefaultLadderPageRatio: ratio("defaultLadderPageRendered"),
        seasonTeamPageRatio: ratio("teamPageRendered"),
        seasonCachedReadQueries: queries,
      };
    } finally {
      await served.stop();
    }
  } finally {
    await db?.drop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The revision-4 lines of seasons (one verdict each). */
export function seasonVerdicts(f: Figures): [string, boolean, string][] {
  if (f.seasonEvents === undefined) return [];
  return [
    [
      "seasons: close ≤ 5 s, next start ≤ 5 s",
      Number(f.seasonCloseMaxMs) <= 5000 && Number(f.seasonStartMaxMs) <= 5000,
      `${f.seasonCloseMaxMs} / ${f.seasonStartMaxMs} ms`,
    ],
    [
      "seasons: whole-site verify ≤ 10 s, clean",
      Number(f.siteVerifyMs) <= 10000 && Number(f.siteVerifyDifferences) === 0,
      `${f.siteVerifyMs} ms, ${f.seasonEvents} events`,
    ],
    [
      "seasons: reads ≤ 2× (full archive ≤ 5×)",
      [
        f.seasonApiRatio,
        f.seasonPageRatio,
        f.seasonsPageRatio,
        f.seasonLadderApiRatio,
        f.seasonLadderPageRatio,
        f.seasonDefaultLadderApiRatio ?? 0,
        f.seasonDefaultLadderPageRatio ?? 0,
        f.seasonTeamPageRatio,
      ].every((x) => Number(x) <= 2) && Number(f.seasonApiAllRatio) <= 5,
      `archived season API ${f.seasonApiRatio} (all ${f.seasonApiAllRatio}), page ${f.seasonPageRatio}; seasons page ${f.seasonsPageRatio}; a ladder's API ${f.seasonLadderApiRatio}, page ${f.seasonLadderPageRatio}; the default's ${f.seasonDefaultLadderApiRatio}, ${f.seasonDefaultLadderPageRatio}; team page ${f.seasonTeamPageRatio}`,
    ],
    ["seasons: cached reads 0 queries", Number(f.seasonCachedReadQueries) === 0, `${f.seasonCachedReadQueries}`],
  ];
}
