// Issue 11: the process's count of database queries (Prisma query events, LADDER_COUNT_QUERIES=1).
import { env } from "@/lib/env";

const counter = ((globalThis as unknown as { __ladderQueries?: { n: number } }).__ladderQueries ??= { n: 0 });

export function countQuery() {
  counter.n++;
}

export function queryCountIfEnabled(): number | null {
  return env().LADDER_COUNT_QUERIES === "1" ? counter.n : null;
}
