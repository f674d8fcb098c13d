// Issue 10: database errors a client can provoke map to 4xx/503, never a 500.
import { describe, expect, test } from "vitest";
import pg from "pg";
import { mapDbError } from "./transaction";
import { Conflict, ServiceUnavailable } from "@/lib/errors";

describe("mapDbError", () => {
  test.each([
    ["P2028 (transaction could not start in time)", { code: "P2028" }, ServiceUnavailable, 503],
    ["P2024 (pool timeout)", { code: "P2024" }, ServiceUnavailable, 503],
    ["P2034 (write conflict)", { code: "P2034" }, Conflict, 409],
    ["P2002 on the C2 index", { code: "P2002", meta: { target: "Challenge_one_open_outgoing" } }, Conflict, 409],
    ["a deadlock reported by PostgreSQL", { code: "P2010", meta: { driverAdapterError: { cause: { originalCode: "40P01" } } } }, Conflict, 409],
    ["a hand-written statement's connection refused (pg)", { code: "ECONNREFUSED" }, ServiceUnavailable, 503],
    ["a hand-written statement's connection dropped (pg)", { message: "Connection terminated unexpectedly" }, ServiceUnavailable, 503],
  ])("%s", (_n, err, cls, status) => {
    const e = mapDbError(Object.assign(new Error("db"), err));
    expect(e).toBeInstanceOf(cls);
    expect((e as { status: number }).status).toBe(status);
  });
  test("pg's own errors from hand-written statements: a unique violation is the rule's 409, a deadlock a 409", () => {
    const unique = Object.assign(new pg.DatabaseError('duplicate key value violates unique constraint "Challenge_one_open_incoming"', 100, "error"), {
      code: "23505",
      constraint: "Challenge_one_open_incoming",
    });
    expect(mapDbError(unique)).toMatchObject({ status: 409, code: "defender_locked", rule: "C2" });
    expect(mapDbError(Object.assign(new pg.DatabaseError("deadlock detected", 100, "error"), { code: "40P01" }))).toBeInstanceOf(Conflict);
  });
  test("a 503 carries Retry-After seconds", () => {
    expect((mapDbError(Object.assign(new Error("db"), { code: "P2028" })) as ServiceUnavailable).retryAfterSeconds).toBeGreaterThan(0);
  });
});
