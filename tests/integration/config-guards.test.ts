// Issue 10, point 12: the clock override cannot run in production by accident, and the demo seed
// (accounts with a published password) refuses a real database unless told otherwise.
import { spawnSync } from "node:child_process";
import { afterEach, describe, expect, test } from "vitest";
import { env, resetEnvCache } from "@/lib/env";

const saved = { ...process.env };
afterEach(() => {
  for (const k of ["NODE_ENV", "LADDER_ALLOW_CLOCK_OVERRIDE", "LADDER_DEMO"]) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  resetEnvCache();
});

describe("configuration guards (issue 10)", () => {
  test.each([
    ["production, override, no demo flag", "production", "1", undefined, true],
    ["production, override, LADDER_DEMO=1", "production", "1", "1", false],
    ["production, no override", "production", "0", undefined, false],
    ["development, override", "development", "1", undefined, false],
  ])("%s → refuses: %s", (_n, nodeEnv, override, demo, refuses) => {
    Object.assign(process.env, { NODE_ENV: nodeEnv, LADDER_ALLOW_CLOCK_OVERRIDE: override });
    if (demo) process.env.LADDER_DEMO = demo;
    else delete process.env.LADDER_DEMO;
    resetEnvCache();
    if (refuses) expect(() => env()).toThrow(/LADDER_DEMO=1/);
    else expect(env().clockOverrideAllowed).toBe(override === "1");
  });

  test("the demo seed refuses a DATABASE_URL without --force-demo, before connecting", () => {
    const r = spawnSync(process.execPath, ["--import", "tsx", "prisma/seed.ts"], {
      encoding: "utf8",
      timeout: 60_000,
      env: { ...process.env, DATABASE_URL: "postgresql://nobody@127.0.0.1:1/none" },
    });
    expect(r.status).not.toBe(0);
    expect(r.stderr + r.stdout).toContain("--force-demo");
    expect(r.stderr + r.stdout).not.toMatch(/ECONNREFUSED/);
  });
});
