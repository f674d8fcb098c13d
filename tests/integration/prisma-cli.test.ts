// Issue 13: no Prisma CLI command opens a database unless it needs one. `prisma -v` runs in every
// `npm ci` (@prisma/client's postinstall); with an authoring folder present it used to open that
// PGlite folder and never end.
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { PGlite } from "@electric-sql/pglite";
import { beforeAll, describe, expect, it } from "vitest";

const authorDir = path.join(process.cwd(), ".prisma-author", "pglite");

function timed(args: string[], env: NodeJS.ProcessEnv = process.env) {
  const t0 = Date.now();
  const r = spawnSync("npx", ["prisma", ...args], { encoding: "utf8", timeout: 30_000, env });
  return { status: r.status, signal: r.signal, out: r.stdout + r.stderr, ms: Date.now() - t0 };
}

describe("the Prisma CLI in a checkout with an authoring folder (issue 13)", () => {
  beforeAll(async () => {
    if (!fs.existsSync(authorDir)) {
      fs.mkdirSync(path.dirname(authorDir), { recursive: true });
      const db = new PGlite(authorDir);
      await db.exec("CREATE TABLE IF NOT EXISTS probe (id int)");
      await db.close();
    }
  });

  it.each([["-v"], ["validate"]])("prisma %s exits at once and opens no database", (cmd) => {
    const r = timed([cmd]);
    expect(r.signal, r.out).toBeNull();
    expect(r.status, r.out).toBe(0);
    expect(r.ms).toBeLessThan(15_000);
  });

  it("the authoring adapter is configured only when asked for", () => {
    const r = timed(["-v"]);
    expect(r.out).toMatch(/Schema Engine Adapter\s*:\s*@prisma\/adapter-pg/);
    const scratch = fs.mkdtempSync("/tmp/ladder-author-test-");
    const asked = timed(["-v"], { ...process.env, LADDER_PRISMA_AUTHOR: "1", LADDER_PRISMA_AUTHOR_DIR: path.join(scratch, "pglite") });
    expect(asked.status, asked.out).toBe(0);
    expect(asked.out).toMatch(/Schema Engine Adapter\s*:\s*pglite-prisma-adapter|@prisma\/pglite|pglite/i);
    expect(asked.ms).toBeLessThan(20_000);
  });
});
