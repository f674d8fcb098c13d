// Issue 25: is this error a failure of the database connection (the server shutting down or
// starting up, a refused, reset or timed-out connection, a pool that could not hand one out)
// rather than of the request? Those are 503 with Retry-After (the client may retry; the data is
// as it was), never 500. Looked for in the error and its causes, whichever layer raised it: pg,
// Prisma (P1001, P1017, P2024, P2028) or Prisma's driver adapter.

/** PostgreSQL SQL states: connection exceptions (class 08) and operator intervention (57P01–57P03). */
const SQL_STATES = new Set(["08000", "08001", "08003", "08004", "08006", "08007", "08P01", "57P01", "57P02", "57P03"]);
/** Prisma's codes for an unreachable server, a closed connection, a pool and a transaction timeout. */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2028"]);
/** The kinds Prisma's driver adapter maps a lost, refused or exhausted connection to (its
 * `DriverAdapterError` carries them as `cause.kind`, with no SQL state or errno left). */
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections", "TransactionAlreadyClosed"]);
/** Node's socket errors. */
const ERRNOS = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTCONN", "ECONNABORTED"]);
/** What pg and Prisma's adapter say when the socket went away (no code attached). */
const MESSAGES = [
  /connection terminated/i,
  /server closed the connection/i,
  /terminating connection due to/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /timeout exceeded when trying to connect/i,
  /can't reach database server/i,
  /connection (refused|reset)/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
];

type Shape = {
  code?: unknown;
  errno?: unknown;
  message?: unknown;
  cause?: unknown;
  originalCode?: unknown;
  kind?: unknown;
  meta?: { driverAdapterError?: { cause?: unknown } };
};

/** Whether `err` (or anything in its chain of causes) is a connection-class failure. */
export function isConnectionFailure(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== "object" || depth > 6) return false;
  const e = err as Shape;
  const codes = [e.code, e.originalCode, e.errno].map((c) => (c === undefined || c === null ? "" : String(c)));
  if (codes.some((c) => SQL_STATES.has(c) || PRISMA_CODES.has(c) || ERRNOS.has(c))) return true;
  if (typeof e.kind === "string" && ADAPTER_KINDS.has(e.kind)) return true;
  if (typeof e.message === "string" && MESSAGES.some((m) => m.test(e.message as string))) return true;
  return (
    isConnectionFailure(e.cause, depth + 1) ||
    isConnectionFailure(e.meta?.driverAdapterError?.cause, depth + 1) ||
    isConnectionFailure(e.meta?.driverAdapterError, depth + 1)
  );
}
