// Issue 11 (decision 0010): the hand-written statements of a transaction go straight to the pg
// connection Prisma's transaction holds, instead of through Prisma's query pipeline (which compiles
// every raw statement in WebAssembly and interprets a plan for it: ~0.3 ms of CPU each, a fifth of
// an instance's CPU in the soak). Same connection, same transaction, same values in and out:
// parameters as Prisma's driver adapter sends them (dates in UTC), rows as `$queryRaw` returns
// them (timestamps as Dates read in UTC, int8 as BigInt, numeric as Decimal, JSON parsed).
// Prisma's model queries in the same transaction are unchanged.
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import pg from "pg";
import { Prisma } from "@/lib/db/generated/client";
import { countQuery } from "@/lib/db/query-count";
import { env } from "@/lib/env";

/** The connection of the transaction being run in this async context (set when Prisma takes it). */
type TxStore = { client?: pg.PoolClient };
// One per process (globalThis): the server bundles this module into several chunks, and the pool
// (made once, lib/db/client.ts) and the transaction must share it.
const txStore = ((globalThis as unknown as { __ladderTxStore?: AsyncLocalStorage<TxStore> }).__ladderTxStore ??= new AsyncLocalStorage<TxStore>());

/** A timestamp inside JSON a statement built (no zone: the columns hold UTC). */
export const jsonTimestamp = (s: string | null): Date | null => (s === null ? null : new Date(`${s}Z`));

const utcTimestamp = (s: string) => new Date(`${s.replace(" ", "T")}Z`);
const PARSERS: Record<number, (s: string) => unknown> = {
  20: (s) => BigInt(s), // int8
  1700: (s) => new Prisma.Decimal(s), // numeric
  1114: utcTimestamp, // timestamp (without time zone): stored in UTC (STACK.md)
  1184: (s) => new Date(s), // timestamptz
  1082: (s) => new Date(`${s}T00:00:00Z`), // date
};
const types = {
  getTypeParser: (oid: number, format?: string) => (format !== "binary" && PARSERS[oid]) || pg.types.getTypeParser(oid, format as "text"),
} as pg.CustomTypesConfig;

function param(v: unknown): unknown {
  if (v instanceof Date) return v.toISOString();
  if (typeof v === "bigint") return v.toString();
  if (Array.isArray(v)) return v.map(param);
  if (v instanceof Uint8Array && !Buffer.isBuffer(v)) return Buffer.from(v.buffer, v.byteOffset, v.byteLength);
  return v;
}

type Template = [TemplateStringsArray | Prisma.Sql, ...unknown[]];

function statement([first, ...values]: Template): Prisma.Sql {
  return first instanceof Prisma.Sql ? first : Prisma.sql(first as readonly string[], ...(values as Prisma.Sql[]));
}

/**
 * Prepared statements: the first use of a statement's text on a connection prepares it, later ones
 * only bind and execute (PostgreSQL parses and analyses it once per connection instead of every
 * time). Each one a connection keeps costs PostgreSQL memory, so only the statements of the hot
 * paths are worth it: a text with many parameters (a batch: the sweep's, a long VALUES list) runs
 * unprepared, and after MAX_NAMED distinct texts in a process so does every new one.
 */
const MAX_NAMED = 200;
const MAX_PARAMS = 250; // a result with its lineup, ratings, events and notifications stays under it
const names = ((globalThis as unknown as { __ladderStatementNames?: Map<string, string> }).__ladderStatementNames ??= new Map<string, string>());
function nameOf(text: string, params: number): string | undefined {
  if (env().LADDER_PREPARED_STATEMENTS === "0" || params > MAX_PARAMS) return undefined;
  const known = names.get(text);
  if (known || names.size >= MAX_NAMED) return known;
  const name = `ladder_${createHash("sha1").update(text).digest("base64url").slice(0, 20)}`;
  names.set(text, name);
  return name;
}

async function run(client: Pick<pg.Pool, "query">, template: Template) {
  const s = statement(template);
  countQuery(); // still counted as a query (LADDER_COUNT_QUERIES), like Prisma's
  return client.query({ name: nameOf(s.text, s.values.length), text: s.text, values: s.values.map(param), types });
}

/** `$queryRaw` and `$executeRaw` on a pg client (a transaction's connection or the pool). */
export function rawOn(client: Pick<pg.Pool, "query">) {
  return {
    $queryRaw: (async (...t: Template) => (await run(client, t)).rows) as Prisma.TransactionClient["$queryRaw"],
    $executeRaw: (async (...t: Template) => (await run(client, t)).rowCount ?? 0) as unknown as Prisma.TransactionClient["$executeRaw"],
  };
}

/**
 * Wraps the pool so the connection a transaction takes inside `inTxContext` is remembered (Prisma's
 * driver adapter takes it with `pool.connect()` when the transaction starts).
 */
export function rememberTransactionConnections(pool: pg.Pool): pg.Pool {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  (pool as unknown as { connect: (...a: unknown[]) => unknown }).connect = (...args: unknown[]) => {
    if (args.length) return (connect as (...a: unknown[]) => unknown)(...args); // the callback form, as pg does
    return connect().then((client) => {
      const store = txStore.getStore();
      if (store && !store.client) store.client = client;
      return client;
    });
  };
  return pool;
}

/** Runs `start` (which opens a Prisma transaction) with a slot for the connection it takes. */
export function inTxContext<T>(start: (connection: () => pg.PoolClient | undefined) => Promise<T>): Promise<T> {
  const store: TxStore = {};
  return txStore.run(store, () => start(() => store.client));
}

/**
 * The transaction client with its hand-written statements on the transaction's own connection.
 * Without a remembered connection (not expected) it is Prisma's client unchanged.
 */
export function withDirectRaw<T extends object>(tx: T, client: pg.PoolClient | undefined): T {
  if (!client) return tx;
  const raw = rawOn(client);
  return new Proxy(tx, {
    get(target, prop) {
      if (prop === "$queryRaw") return raw.$queryRaw;
      if (prop === "$executeRaw") return raw.$executeRaw;
      return Reflect.get(target, prop, target);
    },
  });
}
