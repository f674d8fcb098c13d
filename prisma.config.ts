// CLI-only configuration: migrations are authored with `prisma migrate dev` against a PGlite
// folder (STACK.md, "Prisma offline"). The app never runs through this adapter.
// Issue 13: the authoring adapter is configured only when `npm run db:migrate:author` asks for it
// (LADDER_PRISMA_AUTHOR=1), so `prisma -v` (run by @prisma/client's postinstall), `prisma generate`
// and `prisma validate` open no database and create no folder. This file is CLI configuration,
// not app code, so it reads its two variables here rather than through lib/env.ts.
import path from "node:path";
import fs from "node:fs";
import { defineConfig } from "prisma/config";

const authoring = process.env.LADDER_PRISMA_AUTHOR === "1";
const dir = path.resolve(process.env.LADDER_PRISMA_AUTHOR_DIR ?? path.join(".prisma-author", "pglite"));

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  ...(authoring
    ? {
        adapter: async () => {
          const { PGlite } = await import("@electric-sql/pglite");
          const { PrismaPGlite } = await import("pglite-prisma-adapter");
          fs.mkdirSync(path.dirname(dir), { recursive: true });
          // One folder per process, however often the CLI asks for the adapter (it asks twice).
          const g = globalThis as { __ladderAuthorDb?: InstanceType<typeof PGlite> };
          g.__ladderAuthorDb ??= new PGlite(dir);
          await g.__ladderAuthorDb.waitReady;
          // The CLI never disposes of the adapter, and PGlite's statement timers (emscripten's
          // setitimer → setTimeout) would keep the process alive after the command is done: from
          // here on timers do not hold the process open, so the command ends when its work does.
          const timeout = globalThis.setTimeout as typeof setTimeout & { unrefs?: true };
          if (!timeout.unrefs) {
            const unrefd = ((...args: Parameters<typeof timeout>) => timeout(...args).unref()) as typeof timeout & { unrefs?: true };
            unrefd.unrefs = true;
            globalThis.setTimeout = unrefd;
          }
          return new PrismaPGlite(g.__ladderAuthorDb) as never;
        },
      }
    : {
        // Not authoring: an adapter that never connects unless a command really needs a database
        // (prisma -v and validate only ask for the adapter's identity). A command that does need
        // one fails fast on the unused address instead of opening a folder.
        adapter: async () => {
          const { PrismaPg } = await import("@prisma/adapter-pg");
          return new PrismaPg({ connectionString: "postgresql://unused@127.0.0.1:1/unused", connectionTimeoutMillis: 1000 }) as never;
        },
      }),
});
