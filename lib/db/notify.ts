// Issue 11: several app instances on one PostgreSQL. A write announces itself with NOTIFY inside its
// own transaction (delivered when it commits, never for a rolled-back one); each instance LISTENs on
// a dedicated connection and clears its read cache. On the embedded PGlite there is one process.
import pg from "pg";
import crypto from "node:crypto";
import type { Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { invalidateConfig, invalidateReads, setCacheEnabled } from "@/lib/read-cache";
import { isConnectionFailure } from "@/lib/db/connection-errors";
import { noteDatabaseDown } from "@/lib/db/health";

export const CHANNEL = "ladder_reads";
export const INSTANCE_ID = crypto.randomBytes(6).toString("hex");

type Listener = { client: pg.Client | null; stopped: boolean };
const g = globalThis as unknown as { __ladderListener?: Listener };

const announced = new WeakSet<object>();

/** Announces a committed change to the other instances (call inside the write's transaction). */
export async function announceChange(tx: Tx | { $executeRaw: Tx["$executeRaw"] }) {
  if (announced.has(tx)) return;
  await tx.$executeRaw`SELECT pg_notify(${CHANNEL}, ${INSTANCE_ID})`;
}

/** Announces a change of the league's configuration (settings, clock): other instances drop it too. */
export async function announceConfigChange(tx: Tx) {
  await tx.$executeRaw`SELECT pg_notify(${CHANNEL}, ${`${INSTANCE_ID}:config`})`;
}

/**
 * The announcement as the last step of a statement the transaction runs anyway (the event log's
 * insert, issue 11: one round trip fewer per write); announceChange then has nothing left to do.
 */
export function announceWith(tx: object): Prisma.Sql {
  announced.add(tx);
  return Prisma.sql`SELECT pg_notify(${CHANNEL}, ${INSTANCE_ID})`;
}

/** Starts listening (once per process) on PostgreSQL; until it listens, reads are not cached. */
export async function listenForChanges(config: pg.PoolConfig) {
  if (g.__ladderListener && !g.__ladderListener.stopped) return;
  const state: Listener = (g.__ladderListener = { client: null, stopped: false });
  setCacheEnabled(false);
  const connect = async (attempt = 0): Promise<void> => {
    if (state.stopped) return;
    const client = new pg.Client({ ...config, application_name: `ladder-listen-${INSTANCE_ID}` } as pg.ClientConfig);
    client.on("notification", (n) => {
      const [from, kind] = (n.payload ?? "").split(":");
      if (n.channel !== CHANNEL || from === INSTANCE_ID) return;
      if (kind === "config") invalidateConfig();
      else invalidateReads();
    });
    const lost = (err?: Error) => {
      if (state.client !== client) return;
      state.client = null;
      setCacheEnabled(false);
      // Issue 25: the LISTEN connection is the first to notice the server going away.
      if (isConnectionFailure(err ?? new Error("Connection terminated unexpectedly"))) noteDatabaseDown();
      if (!state.stopped) setTimeout(() => void connect(attempt + 1), Math.min(5000, 200 * 2 ** attempt)).unref();
    };
    client.on("error", lost);
    client.on("end", lost);
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      state.client = client;
      setCacheEnabled(true);
    } catch {
      await client.end().catch(() => undefined);
      if (!state.stopped) setTimeout(() => void connect(attempt + 1), Math.min(5000, 200 * 2 ** attempt)).unref();
    }
  };
  await connect();
}

/** Whether this instance listens now (PostgreSQL; issue 25: it reconnects after a restart). */
export const listening = () => !!g.__ladderListener?.client;

/** Stops listening (scripts and tests that switch databases). */
export async function stopListening() {
  const s = g.__ladderListener;
  if (!s) return;
  s.stopped = true;
  const c = s.client;
  s.client = null;
  g.__ladderListener = undefined;
  setCacheEnabled(true);
  await c?.end().catch(() => undefined);
}
