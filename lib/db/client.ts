// The one Prisma client of the process, on PGlite (embedded) or PostgreSQL, always through
// @prisma/adapter-pg (STACK.md: errors are mapped, a unique violation is P2002).
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/db/generated/client";
import { poolConfig, type DbKind } from "@/lib/db/connection";
import { stopEmbedded } from "@/lib/db/embedded";
import { env } from "@/lib/env";
import { listenForChanges, stopListening } from "@/lib/db/notify";
import { countQuery } from "@/lib/db/query-count";
import { rawOn, rememberTransactionConnections } from "@/lib/db/raw";
import { isConnectionFailure } from "@/lib/db/connection-errors";
import { noteDatabaseDown, setDatabaseProbe } from "@/lib/db/health";

export type Db = PrismaClient;
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

type Handle = { prisma: PrismaClient; pool: pg.Pool; kind: DbKind };
const g = globalThis as unknown as { __ladderDb?: Promise<Handle> };

/**
 * pg-pool ends a connection after any failed query. A statement the server refused (a unique
 * violation, a bad value) leaves the session usable, and on PGlite's one-connection socket the
 * reconnect raced the old socket's close: the next one or two queries failed with EPIPE (a 500).
 * Autocommit queries keep their connection unless the connection itself failed.
 */
function keepSessionOnSqlErrors(pool: pg.Pool) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>; // not a transaction's (lib/db/raw.ts)
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    if (args.some((a) => typeof a === "function")) return query(...args); // callback form: as pg does
    return (async () => {
      const client = await connect();
      let broken: Error | undefined;
      try {
        return await client.query(args[0] as string, args[1] as unknown[]);
      } catch (err) {
        const sqlError = err instanceof pg.DatabaseError && err.severity !== "FATAL" && err.severity !== "PANIC";
        if (!sqlError) broken = err as Error;
        if (isConnectionFailure(err)) noteDatabaseDown();
        throw err;
      } finally {
        client.release(broken);
      }
    })();
  };
  return pool;
}

/**
 * Issue 25: a connection the pool could not open (the server down, starting up, refusing) marks the
 * database down (lib/db/health.ts); the probe then watches for its return.
 */
const WATCHED = Symbol("ladder.errorListener");

function watchConnects(pool: pg.Pool) {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  (pool as unknown as { connect: () => Promise<pg.PoolClient> }).connect = async () => {
    try {
      const client = await connect();
      // A checked-out client has no listener of the pool's: the server going away between two
      // statements of a transaction would be an uncaught exception. It marks the database down.
      if (!(client as unknown as Record<symbol, boolean>)[WATCHED]) {
        (client as unknown as Record<symbol, boolean>)[WATCHED] = true;
        client.on("error", (err) => {
          if (isConnectionFailure(err)) noteDatabaseDown();
        });
      }
      return client;
    } catch (err) {
      if (isConnectionFailure(err)) noteDatabaseDown();
      throw err;
    }
  };
  return pool;
}

async function connect(): Promise<Handle> {
  const { kind, config } = await poolConfig();
  const pool = rememberTransactionConnections(keepSessionOnSqlErrors(watchConnects(new pg.Pool(config))));
  pool.on("error", (err) => {
    console.error("[db] idle client error", err.message);
    if (isConnectionFailure(err)) noteDatabaseDown();
  });
  setDatabaseProbe(async () => {
    await pool.query("SELECT 1");
  });
  const prisma = new PrismaClient({
    adapter: new PrismaPg(pool),
    ...(env().LADDER_COUNT_QUERIES === "1" ? { log: [{ emit: "event" as const, level: "query" as const }] } : {}),
  });
  // Issue 11: the benchmark counts the queries each request makes (Prisma query events).
  if (env().LADDER_COUNT_QUERIES === "1") (prisma as unknown as { $on: (e: "query", f: () => void) => void }).$on("query", countQuery);
  // Issue 11: other instances' writes clear this instance's read cache (PostgreSQL only).
  if (kind === "postgresql") await listenForChanges(config);
  return { prisma, pool, kind };
}

/** The process's database handle, opened on first use. */
export function dbHandle(): Promise<Handle> {
  g.__ladderDb ??= connect().catch((err) => {
    g.__ladderDb = undefined;
    throw err;
  });
  return g.__ladderDb;
}

/** The Prisma client. */
export async function db(): Promise<PrismaClient> {
  return (await dbHandle()).prisma;
}

/**
 * Hand-written statements outside a transaction straight on the pool (decision 0010): for the one
 * statement every request starts with (the actor behind a session or token).
 */
export async function dbRaw() {
  return rawOn((await dbHandle()).pool);
}

/** Closes the process's database handle (scripts and tests). */
export async function disconnect() {
  const h = g.__ladderDb;
  g.__ladderDb = undefined;
  if (!h) return;
  const { prisma, pool, kind } = await h;
  await stopListening();
  await prisma.$disconnect();
  await pool.end().catch(() => undefined);
  if (kind === "pglite") await stopEmbedded(env().dataDir);
}
