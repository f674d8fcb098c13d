// npm run db:migrate:author -- <name>: writes prisma/migrations/<UTC stamp>_<name>/migration.sql
// with the difference between the migrations so far and prisma/schema.prisma (STACK.md, "Prisma
// offline"). Issue 13: this is the only command that gives the Prisma CLI a database (through
// LADDER_PRISMA_AUTHOR=1, see prisma.config.ts), and that database is a scratch PGlite folder.
//   1. the shipped migrations are applied to a fresh scratch folder (multi-statement SQL, as the
//      project's runner applies them; `prisma migrate dev` cannot replay hand-written SQL);
//   2. `prisma db pull --print` reads that folder back as a datamodel;
//   3. `prisma migrate diff` writes the SQL from it to the current schema.
// Hand-written SQL (partial indexes, triggers) is added to the file by hand, as before.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { PGlite } from "@electric-sql/pglite";
import { readMigrations } from "@/lib/db/migrate";

const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]+/gi, "_");
const dir = path.resolve(process.env.LADDER_PRISMA_AUTHOR_DIR ?? path.join(".prisma-author", "pglite"));
const env = { ...process.env, LADDER_PRISMA_AUTHOR: "1", LADDER_PRISMA_AUTHOR_DIR: dir };

function prisma(args: string[]): string {
  const r = spawnSync("npx", ["prisma", ...args], { env, encoding: "utf8", timeout: 120_000 });
  if (r.status !== 0) throw new Error(`prisma ${args.join(" ")} failed:\n${r.stderr}${r.stdout}`);
  return r.stdout;
}

async function main() {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const db = new PGlite(dir);
  for (const m of readMigrations()) await db.exec(m.sql);
  await db.close();

  const pulled = prisma(["db", "pull", "--print"]);
  const start = pulled.indexOf("generator client");
  if (start < 0) throw new Error(`prisma db pull printed no schema:\n${pulled}`);
  const from = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ladder-author-")), "migrated.prisma");
  fs.writeFileSync(from, pulled.slice(start));
  const sql = prisma(["migrate", "diff", "--from-schema-datamodel", from, "--to-schema-datamodel", "prisma/schema.prisma", "--script"]);
  if (!/^\s*(ALTER|CREATE|DROP|COMMENT)/im.test(sql)) {
    console.log("[migrate:author] prisma/schema.prisma matches the migrations: nothing to write");
    return;
  }
  if (!name) throw new Error("Name the migration: npm run db:migrate:author -- <name>");
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const out = path.join("prisma", "migrations", `${stamp}_${name}`, "migration.sql");
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, sql);
  console.log(`[migrate:author] wrote ${out}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
