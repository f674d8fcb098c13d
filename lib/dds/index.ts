// Issue 23: the double-dummy solver (DDS, libdds0) from the server's side. The solver runs in a
// child process (analyse.mjs; niced, so requests keep the CPU they need), one call for a batch
// of deals (CalcAllTablesPBN) and DealerPar for each deal's par. When the native library is
// missing the answer says so ({ unavailable }) and the hand record shows that the analysis is
// unavailable; nothing else depends on it.
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Direction, Vulnerability } from "@/lib/domain/bridge/boards";
import { ddFromResTable, type DdTable } from "@/lib/domain/bridge/double-dummy";

export type DdsDeal = { deal: string; dealer: Direction; vulnerable: Vulnerability };
export type DdsAnalysis = { dd: DdTable; parNs: number; parContracts: string };
export type DdsAnswer = { ok: true; results: DdsAnalysis[] } | { ok: false; unavailable: boolean; message: string };

const DEALER: Record<Direction, number> = { N: 0, E: 1, S: 2, W: 3 };
const VUL: Record<Vulnerability, number> = { None: 0, All: 1, NS: 2, EW: 3 };
const SCRIPT = () => path.join(process.cwd(), "lib/dds/analyse.mjs");

/** Analyses the deals (all of them, in the order given), or says why it could not. */
export async function analyseDeals(deals: DdsDeal[], opts: { timeoutMs?: number } = {}): Promise<DdsAnswer> {
  if (deals.length === 0) return { ok: true, results: [] };
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "dds-"));
  const out = path.join(dir, "out.json");
  try {
    const child = spawn(process.execPath, [SCRIPT(), out], { stdio: ["pipe", "ignore", "pipe"], env: process.env });
    try {
      if (child.pid) os.setPriority(child.pid, 19);
    } catch {
      // not allowed here: the analysis still runs, at normal priority
    }
    let stderr = "";
    child.stderr.on("data", (d) => (stderr = (stderr + d).slice(-2000)));
    child.stdin.end(JSON.stringify({ deals: deals.map((d) => ({ deal: d.deal, dealer: DEALER[d.dealer], vul: VUL[d.vulnerable] })) }));
    const timeout = setTimeout(() => child.kill("SIGKILL"), opts.timeoutMs ?? 120_000);
    await new Promise<void>((resolve) => child.on("close", () => resolve()));
    clearTimeout(timeout);
    let answer: { results?: { res: number[]; parScore: number; parContracts: string[] }[]; error?: string; message?: string };
    try {
      answer = JSON.parse(await fs.readFile(out, "utf8"));
    } catch {
      return { ok: false, unavailable: false, message: `the solver ended without an answer ${stderr.trim()}`.trim() };
    }
    if (!answer.results) return { ok: false, unavailable: answer.error === "unavailable", message: answer.message ?? answer.error ?? "unknown" };
    if (answer.results.length !== deals.length) return { ok: false, unavailable: false, message: "the solver answered for a different number of deals" };
    return { ok: true, results: answer.results.map((r) => ({ dd: ddFromResTable(r.res), parNs: r.parScore, parContracts: r.parContracts.join("; ") })) };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
