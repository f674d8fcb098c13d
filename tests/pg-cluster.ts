// A throwaway PostgreSQL server of the fault tests (issue 25): its own data folder and port, so
// that stopping it under load touches nothing else (the shared test server keeps running). Made
// with the machine's PostgreSQL binaries (CI installs them), run as the postgres user when root.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "@/scripts/lib/serve";

/** The binaries folder of the newest installed PostgreSQL, or null. */
export function pgBin(): string | null {
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return null;
  const v = fs
    .readdirSync(root)
    .filter((d) => fs.existsSync(path.join(root, d, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a))[0];
  return v ? path.join(root, v, "bin") : null;
}

export type Cluster = { url: string; stop: (mode?: "fast" | "immediate") => void; start: () => void; destroy: () => void };

export async function startCluster(): Promise<Cluster> {
  const bin = pgBin();
  if (!bin) throw new Error("the fault tests need PostgreSQL's server binaries under /usr/lib/postgresql (apt-get install postgresql; .ci/run installs it)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ladder-pgfault-"));
  const data = path.join(dir, "data");
  const port = await freePort();
  const root = process.getuid?.() === 0;
  if (root) execFileSync("chown", ["-R", "postgres:postgres", dir]);
  const as = (cmd: string, args: string[]) =>
    root ? spawnSync("runuser", ["-u", "postgres", "--", cmd, ...args], { encoding: "utf8" }) : spawnSync(cmd, args, { encoding: "utf8" });
  const must = (r: ReturnType<typeof spawnSync>, what: string) => {
    if (r.status !== 0) throw new Error(`${what} failed: ${r.stderr}${r.stdout}`);
  };
  must(as(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-instructions"]), "initdb");
  const ctl = (args: string[]) => as(path.join(bin, "pg_ctl"), ["-D", data, "-l", path.join(dir, "log"), "-w", "-t", "30", ...args]);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  must(ctl(["-o", opts, "start"]), "pg_ctl start");
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop: (mode = "immediate") => must(ctl(["-m", mode, "stop"]), "pg_ctl stop"),
    start: () => must(ctl(["-o", opts, "start"]), "pg_ctl start"),
    destroy: () => {
      ctl(["-m", "immediate", "stop"]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
