// The embedded database: PGlite (PostgreSQL in WASM) with its data in a folder, served
// in-process on a Unix socket so that the app speaks the same protocol (through
// @prisma/adapter-pg and pg) as to a real PostgreSQL server (STACK.md).
import fs from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";
import net from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export type PgTarget = { host: string; port: number; user: string; database: string; password?: string };

const SOCKET_NAME = ".s.PGSQL.5432";

type Embedded = { db: PGlite; server: PGLiteSocketServer; target: PgTarget };
const g = globalThis as unknown as { __ladderEmbedded?: Map<string, Promise<Embedded>> };

function socketAnswers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.createConnection(socketPath);
    s.once("connect", () => {
      s.destroy();
      resolve(true);
    });
    s.once("error", () => resolve(false));
  });
}

/**
 * Starts (once per process and folder) PGlite on `dataDir` and its socket server;
 * `dataDir` may be "memory://" for a throwaway database (tests).
 */
export function startEmbedded(dataDir: string, socketDir?: string): Promise<Embedded> {
  g.__ladderEmbedded ??= new Map();
  const key = `${dataDir}|${socketDir ?? ""}`;
  let started = g.__ladderEmbedded.get(key);
  if (!started) {
    started = open(dataDir, socketDir);
    g.__ladderEmbedded.set(key, started);
    started.catch(() => g.__ladderEmbedded?.delete(key));
  }
  return started;
}

/**
 * Issue 35: the data folder holds the league's files and the database's socket (which asks no
 * password): the folder is 0700 and nothing under it is open to others (PGlite writes its files
 * 0666). Fixed at every start, before the database opens and after it has written its files.
 */
export function lockDown(dir: string) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const walk = (p: string) => {
    const st = fs.lstatSync(p);
    if (st.isSymbolicLink()) return;
    if (st.isDirectory()) {
      if ((st.mode & 0o777) !== 0o700) fs.chmodSync(p, 0o700);
      for (const e of fs.readdirSync(p)) walk(path.join(p, e));
    } else if (st.isFile() && (st.mode & 0o077) !== 0) fs.chmodSync(p, st.mode & 0o700);
  };
  walk(dir);
}

async function open(dataDir: string, socketDir?: string): Promise<Embedded> {
  const inMemory = dataDir.startsWith("memory://");
  const sockDir = socketDir ?? (inMemory ? fs.mkdtempSync("/tmp/ladder-pg-") : dataDir);
  if (!inMemory) lockDown(dataDir);
  fs.mkdirSync(sockDir, { recursive: true, mode: 0o700 });
  const socketPath = path.join(sockDir, SOCKET_NAME);
  if (fs.existsSync(socketPath)) {
    if (await socketAnswers(socketPath)) {
      throw new Error(
        `The embedded database in ${dataDir} is already served by another process (${socketPath}). ` +
          "PGlite is one process per data folder: stop that process, or use DATABASE_URL.",
      );
    }
    fs.rmSync(socketPath); // stale socket of a process that died
  }
  // Issue 24: PostgreSQL's default shared_buffers (128 MB) is most of the embedded server's resident
  // set; a club's league is a few MB, and 16 MB keeps it cached (docs/benchmarks.md).
  const options = { postgresqlconf: [`shared_buffers=${env().LADDER_PGLITE_SHARED_BUFFERS}`] };
  const db = inMemory ? new PGlite(options) : new PGlite(path.join(dataDir, "pglite"), options);
  await db.waitReady;
  if (!inMemory) lockDown(dataDir);
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 1 });
  await server.start();
  return { db, server, target: { host: sockDir, port: 5432, user: "postgres", database: "postgres" } };
}

/** Stops an embedded database started by this process (tests, CLI scripts). */
export async function stopEmbedded(dataDir: string, socketDir?: string) {
  const key = `${dataDir}|${socketDir ?? ""}`;
  const started = g.__ladderEmbedded?.get(key);
  if (!started) return;
  g.__ladderEmbedded?.delete(key);
  const e = await started;
  await e.server.stop();
  await e.db.close();
}
