// npm run bench's shared parts: the bench league's size, admin and server environment, the load
// generator (autocannon, 10 connections), and a scratch PostgreSQL database.
import autocannon from "autocannon";
import { createScratchDatabase, serverAnswers, type ScratchDatabase } from "../lib/pg-database";

export const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

export const PG_ADMIN = process.env.LADDER_BENCH_PG_URL ?? process.env.LADDER_TEST_PG_URL ?? "postgresql://ladder:ladder@127.0.0.1:5432/postgres";

export const SEED = { BENCH_TEAMS: "1000", BENCH_FINAL: "20000" };

export const ADMIN = { email: "admin@bench.club", password: "bench-admin-1" };

/** The bench league's server: its size, its admin, the query counter, one trusted proxy hop; on `db` or else PGlite. */
export function benchLeagueEnv(db: ScratchDatabase | null): Record<string, string> {
  return {
    ...SEED,
    LADDER_TRUSTED_PROXY_HOPS: "1",
    LADDER_COUNT_QUERIES: "1",
    LADDER_ADMIN_EMAIL: ADMIN.email,
    LADDER_ADMIN_PASSWORD: ADMIN.password,
    ...(db ? { DATABASE_URL: db.url } : {}),
  };
}

export type Figures = Record<string, number | string>;

export function cannon(url: string, duration = DURATION, headers: Record<string, string> = {}): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon({ url, connections: 10, duration, headers }, (err, r) => (err ? reject(err) : resolve(r))));
}

/** Asks server.mjs for a rendered page, not the anonymous page cache's copy (a hard reload). */
export const RENDER = { "cache-control": "no-cache" };

export async function pgDatabase(): Promise<ScratchDatabase | null> {
  return (await serverAnswers(PG_ADMIN)) ? createScratchDatabase(PG_ADMIN, "ladder_bench") : null;
}
