import { describe, expect, test } from "vitest";
import pg from "pg";
import { isConnectionFailure } from "./connection-errors";

const sqlError = (code: string, message = "x") => Object.assign(new pg.DatabaseError(message, 0, "error"), { code });
// The shape of @prisma/driver-adapter-utils' DriverAdapterError: message = kind, cause = payload.
const adapterError = (payload: { kind: string; code?: string }) => Object.assign(new Error(payload.kind), { name: "DriverAdapterError", cause: payload });
const nodeError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, errno: -111 });

describe("issue 25: connection-class failures are told from the request's own errors", () => {
  test.each([
    ["57P01 admin shutdown", sqlError("57P01", "terminating connection due to administrator command"), true],
    ["57P02 crash shutdown", sqlError("57P02"), true],
    ["57P03 cannot connect now", sqlError("57P03", "the database system is starting up"), true],
    ...["08000", "08001", "08003", "08004", "08006", "08P01"].map((c) => [`${c} connection exception`, sqlError(c), true] as const),
    ["ECONNREFUSED", nodeError("ECONNREFUSED"), true],
    ["ECONNRESET", nodeError("ECONNRESET"), true],
    ["pg: Connection terminated unexpectedly", new Error("Connection terminated unexpectedly"), true],
    ["pg-pool: timeout", new Error("timeout exceeded when trying to connect"), true],
    ["Prisma P1001", Object.assign(new Error("Can't reach database server at 127.0.0.1:5432"), { code: "P1001" }), true],
    ["Prisma P1017", Object.assign(new Error("Server has closed the connection."), { code: "P1017" }), true],
    ["Prisma P2024 pool timeout", Object.assign(new Error("Timed out fetching a new connection"), { code: "P2024" }), true],
    ["Prisma P2028 transaction API", Object.assign(new Error("Transaction API error"), { code: "P2028" }), true],
    [
      "adapter: cause 57P01",
      Object.assign(new Error("DriverAdapterError"), { meta: { driverAdapterError: { cause: { originalCode: "57P01", kind: "postgres" } } } }),
      true,
    ],
    // What the CI run of stop 28 met: PostgreSQL stopped mid-request, the adapter's error carries
    // only its kind (new DriverAdapterError({ kind: "ConnectionClosed" }) from @prisma/adapter-pg).
    ...(["ConnectionClosed", "DatabaseNotReachable", "SocketTimeout", "TooManyConnections", "TransactionAlreadyClosed"] as const).map(
      (kind) => [`adapter kind ${kind}`, adapterError({ kind }), true] as const,
    ),
    [
      "adapter kind ConnectionClosed wrapped by Prisma",
      Object.assign(new Error("Invalid invocation"), { cause: adapterError({ kind: "ConnectionClosed" }) }),
      true,
    ],
    ["adapter kind UniqueConstraintViolation", adapterError({ kind: "UniqueConstraintViolation" }), false],
    ["adapter kind postgres 23505", adapterError({ kind: "postgres", code: "23505" }), false],
    ["nested cause", Object.assign(new Error("Invalid `prisma.user.findMany()` invocation"), { cause: new Error("Connection terminated unexpectedly") }), true],
    ["a unique violation", sqlError("23505", "duplicate key value"), false],
    ["a deadlock", sqlError("40P01"), false],
    ["a syntax error", sqlError("42601"), false],
    ["Prisma P2002", Object.assign(new Error("Unique constraint failed"), { code: "P2002" }), false],
    ["a TypeError", new TypeError("x is undefined"), false],
    ["not an error", "ECONNREFUSED", false],
  ] as const)("%s → %s", (_n, err, expected) => expect(isConnectionFailure(err)).toBe(expected));
});
