// npm run demo: migrate and seed (when empty) the embedded database, build, and serve at PORT.
// Each step is its own process: PGlite is one process per data folder.
import { spawnSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { startArgs } from "./lib/start-command";

const port = process.env.PORT ?? "3000";
const env = { ...process.env, LADDER_ALLOW_CLOCK_OVERRIDE: process.env.LADDER_ALLOW_CLOCK_OVERRIDE ?? "1", LADDER_DEMO: "1" };

function step(name: string, cmd: string, args: string[]) {
  console.log(`\n[demo] ${name}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  if (r.status !== 0) {
    console.error(`[demo] ${name} failed`);
    process.exit(r.status ?? 1);
  }
}

step("migrate and seed the demo league (when empty)", process.execPath, ["--import", "tsx", "prisma/seed.ts"]);
// Issue 13: a second run on the same checkout reuses the build unless a source changed since.
if (buildIsCurrent()) console.log("\n[demo] build: the production build is up to date; not rebuilding");
else step("build", "npm", ["run", "--silent", "build"]);
console.log(`\n[demo] serving on http://localhost:${port}  (demo accounts: see README; password bridge-demo-2026)`);
const server = spawn(process.execPath, startArgs(), { stdio: "inherit", env: { ...env, PORT: port } });
for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => server.kill(sig));
server.on("exit", (code) => process.exit(code ?? 0));

/** True when .next holds a production build newer than every source file that goes into it. */
function buildIsCurrent(): boolean {
  let built: number;
  try {
    built = fs.statSync(path.join(".next", "BUILD_ID")).mtimeMs;
  } catch {
    return false;
  }
  const newer = (p: string): boolean => {
    if (!fs.existsSync(p)) return false;
    const st = fs.statSync(p);
    if (!st.isDirectory()) return st.mtimeMs > built;
    return fs.readdirSync(p).some((f) => f !== "generated" && newer(path.join(p, f)));
  };
  const sources = ["app", "components", "lib", "public", "types", "proxy.ts", "instrumentation.ts", "next.config.js", "package-lock.json", "tsconfig.json"];
  return !sources.some(newer);
}
