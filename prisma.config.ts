// CLI-only configuration: migrations are authored with `prisma migrate dev` against a PGlite
// folder (STACK.md, "Prisma offline"). The app never runs through this adapter.
import path from "node:path";
import fs from "node:fs";
import { defineConfig } from "prisma/config";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";

const dir = path.join(process.cwd(), ".prisma-author", "pglite");

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  adapter: async () => {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    return new PrismaPGlite(new PGlite(dir)) as never;
  },
});
