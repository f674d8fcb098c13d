// Serving the production build on a fresh embedded database, for e2e tests, the season script
// and the benchmark. The build must exist (`npm run build`).
import { startArgs } from "./start-command";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import net from "node:net";

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    p.stdout.on("data", (d) => (out += d));
    p.stderr.on("data", (d) => (out += d));
    p.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(" ")} exited ${code}\n${out}`))));
  });
}

export type Served = {
  url: string;
  dataDir?: string;
  stop: (opts?: { keepData?: boolean }) => Promise<void>;
  kill: (signal: NodeJS.Signals) => Promise<void>;
  log: () => string;
  cpuMs: () => number;
  memoryMb: () => { rss: number; peak: number };
};

/**
 * Starts the production server (`npm start`: server.mjs, startArgs) on a free port. `prepare` runs first with the same environment (a script that
 * migrates and seeds); without DATABASE_URL the data lives in a fresh temporary folder.
 */
export async function serve(opts: { prepare?: string[]; env?: Record<string, string>; dataDir?: string } = {}): Promise<Served> {
  if (!fs.existsSync(path.join(process.cwd(), ".next", "BUILD_ID"))) throw new Error("needs a production build: run `npm run build` first");
  // `dataDir`: serve an existing embedded database again (issue 25: a restart after a kill).
  const dataDir = opts.env?.DATABASE_URL ? undefined : (opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "ladder-serve-")));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: "",
    ...(dataDir ? { LADDER_DATA_DIR: dataDir } : {}),
    LADDER_ALLOW_CLOCK_OVERRIDE: "1",
    LADDER_DEMO: "1", // a throwaway league for tests, the season and the bench
    LADDER_SWEEP_INTERVAL_SECONDS: "0",
    // Issue 23: no double-dummy analysis unless asked for (the hand-record journey and the bench ask)
    LADDER_DDS: "off",
    NEXTAUTH_URL: url,
    NODE_ENV: "production",
    ...opts.env,
  };
  if (opts.prepare) await run(process.execPath, ["--import", "tsx", ...opts.prepare], env);
  // No -H: with a hostname, Next 16 rewrites proxy paths to another origin and loops.
  // LADDER_PROFILE_DIR: each instance writes a V8 CPU profile there when it stops (how docs/benchmarks.md
  // found where the soak's time goes).
  // server.mjs is `npm start` (its command, flags included: startArgs): Next's handler behind the small server that fixes the client address (issue 10).
  const server: ChildProcess = spawn(
    process.execPath,
    [...(process.env.LADDER_PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.LADDER_PROFILE_DIR}`] : []), ...startArgs()],
    { env: { ...env, PORT: String(port), HOSTNAME: "127.0.0.1" }, stdio: ["ignore", "pipe", "pipe"] },
  );
  let log = "";
  server.stdout?.on("data", (d) => (log += d));
  server.stderr?.on("data", (d) => (log += d));
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/v1/ladder`)).ok) break;
    } catch {}
    if (i > 120) {
      server.kill("SIGKILL");
      throw new Error(`server did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    // CPU time the instance has used so far (Linux /proc; the soak prints it per write).
    cpuMs: () => {
      try {
        const f = fs.readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1].split(" ");
        return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
      } catch {
        return NaN;
      }
    },
    // Issue 24: the instance's resident set now and its peak since start (Linux /proc: VmRSS, VmHWM).
    memoryMb: () => {
      try {
        const status = fs.readFileSync(`/proc/${server.pid}/status`, "utf8");
        const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
        return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
      } catch {
        return { rss: NaN, peak: NaN };
      }
    },
    dataDir,
    log: () => log,
    // Issue 25: the process killed as an operator or the kernel would (SIGKILL: no shutdown at all).
    kill: async (signal) => {
      const exited = new Promise((r) => server.once("exit", r));
      server.kill(signal);
      await exited;
    },
    stop: async (o = {}) => {
      const exited = new Promise((r) => server.once("exit", r));
      server.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (dataDir && !o.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
