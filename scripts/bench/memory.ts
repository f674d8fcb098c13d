// npm run bench: the demo league server's resident set, idle after start (revision 3).
import { serve } from "../lib/serve";
import { pgDatabase } from "./common";

/** Issue 24: the resident set of a server with the demo league, idle after start (its first page answered). */
export async function demoMemory(kind: "pglite" | "postgresql"): Promise<number> {
  const db = kind === "postgresql" ? await pgDatabase() : null;
  const served = await serve({ prepare: ["prisma/seed.ts", ...(db ? ["--force-demo"] : [])], env: db ? { DATABASE_URL: db.url } : {} });
  try {
    await fetch(`${served.url}/`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 2000)); // settle: start-up work done, nothing requested
    return served.memoryMb().rss;
  } finally {
    await served.stop();
    await db?.drop();
  }
}
