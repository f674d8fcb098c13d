// npm run bench: what the operator's scripts do — rebuilding from events (replay), backup and
// restore with verify, and the deadline sweep of 100 due among 10,000 open.
import fs from "node:fs";
import os from "node:os";
import { spawnSync } from "node:child_process";
import { replayHistory, type HistoryEvent } from "@/lib/domain/history";
import { SEED, pgDatabase } from "./common";

export function replay() {
  const teams = Array.from({ length: 1000 }, (_, i) => `t${i}`);
  const make = (n: number): HistoryEvent[] => {
    const evs: HistoryEvent[] = [{ type: "ladder_set", at: new Date(0), teamId: null, otherTeamId: null, challengeId: null, data: { order: teams } }];
    for (let i = 1; i < n; i++) {
      const d = i % 999;
      evs.push({
        type: "challenge_decided",
        at: new Date(i * 60_000),
        teamId: teams[d + 1],
        otherTeamId: teams[d],
        challengeId: `c${i}`,
        data: { winner: i % 3 ? "defender" : "challenger", rated: true },
      });
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
  // Pure CPU on a shared machine: three runs each, the median counts (all three are printed).
  const median = (n: number) => {
    const runs = [time(n), time(n), time(n)];
    return { runs, median: [...runs].sort((x, y) => x - y)[1] };
  };
  const ra = median(100_000);
  const rb = median(1_000_000);
  const [a, b] = [ra.median, rb.median];
  const list = (r: { runs: number[] }) => r.runs.map((x) => x.toFixed(0)).join(", ");
  console.log(
    `replay of ladder and ratings (median of 3): 100,000 events ${a.toFixed(0)} ms [${list(ra)}], 1,000,000 events ${b.toFixed(0)} ms [${list(rb)}] (×${(b / a).toFixed(1)} for ×10 events)`,
  );
  return { replay100kMs: Math.round(a), replay1mMs: Math.round(b) };
}

/**
 * Issue 25 (budgets.md revision 3): the bench league backed up and restored into an empty database
 * of the same kind with the operator's scripts, each timed; the restore ends with the replay check.
 */
export async function backupRestore(kind: "pglite" | "postgresql", env: Record<string, string>) {
  const dir = fs.mkdtempSync(`${os.tmpdir()}/ladder-bench-backup-`);
  const file = `${dir}/bench.jsonl.gz`;
  const run = (script: string, e: Record<string, string>, args: string[]) => {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, ["--import", "tsx", script, ...args], { env: { ...process.env, ...e }, encoding: "utf8" });
    if (r.status !== 0) throw new Error(`${script}: ${r.stdout}${r.stderr}`);
    return { s: (performance.now() - t0) / 1000, out: r.stdout };
  };
  const b = run("scripts/backup.ts", env, ["--out", file]);
  const target = kind === "postgresql" ? await pgDatabase() : null;
  const r = run("scripts/restore.ts", target ? { DATABASE_URL: target.url } : { DATABASE_URL: "", LADDER_DATA_DIR: `${dir}/restored` }, ["--in", file]);
  await target?.drop();
  const kb = fs.statSync(file).size / 1024;
  fs.rmSync(dir, { recursive: true, force: true });
  const clean = r.out.includes("verify: no difference");
  console.log(
    `  backup of the bench league: ${b.s.toFixed(1)} s, ${kb.toFixed(0)} kB; restore into an empty database + verify: ${r.s.toFixed(1)} s (${clean ? "verify clean" : "VERIFY FOUND DIFFERENCES"})`,
  );
  return { backupS: Number(b.s.toFixed(1)), restoreS: Number(r.s.toFixed(1)), backupKb: Math.round(kb), restoreVerifyClean: clean ? 1 : 0 };
}

export function sweep(env: Record<string, string>) {
  const r = spawnSync(process.execPath, ["--import", "tsx", "scripts/bench-seed.ts"], {
    env: { ...process.env, ...env, ...SEED, BENCH_OPEN: "10000", BENCH_DUE: "100", BENCH_SWEEP: "1" },
    encoding: "utf8",
  });
  const line = (r.stdout + r.stderr).split("\n").find((l) => l.startsWith("[bench-sweep-json]"));
  if (!line) throw new Error(`sweep bench failed:\n${r.stdout}\n${r.stderr}`);
  const x = JSON.parse(line.slice("[bench-sweep-json] ".length)) as { applied: number; ms: number; againMs: number };
  console.log(`  sweep: 10,000 open, 100 due: applied ${x.applied} in ${x.ms} ms; a second sweep (0 due) ${x.againMs} ms`);
  return x.ms;
}
