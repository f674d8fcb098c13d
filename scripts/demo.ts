// npm run demo: migrate and seed (when empty) the embedded database, build, and serve at PORT.
// Each step is its own process: PGlite is one process per data folder.
import { spawnSync, spawn } from "node:child_process";

const port = process.env.PORT ?? "3000";
const env = { ...process.env, LADDER_ALLOW_CLOCK_OVERRIDE: process.env.LADDER_ALLOW_CLOCK_OVERRIDE ?? "1" };

function step(name: string, cmd: string, args: string[]) {
  console.log(`\n[demo] ${name}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env });
  if (r.status !== 0) {
    console.error(`[demo] ${name} failed`);
    process.exit(r.status ?? 1);
  }
}

step("migrate and seed the demo league (when empty)", process.execPath, ["--import", "tsx", "prisma/seed.ts"]);
step("build", "npx", ["next", "build"]);
console.log(`\n[demo] serving on http://localhost:${port}  (demo accounts: see README; password bridge-demo-2026)`);
const server = spawn("npx", ["next", "start", "-p", port], { stdio: "inherit", env });
for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => server.kill(sig));
server.on("exit", (code) => process.exit(code ?? 0));
