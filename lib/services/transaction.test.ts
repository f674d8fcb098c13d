// Issue 10: database errors a client can provoke map to 4xx/503, never a 500.
import { describe, expect, test } from "vitest";
import { mapDbError } from "./transaction";
import { Conflict, ServiceUnavailable } from "@/lib/errors";

describe("mapDbError", () => {
  test.each([
    ["P2028 (transaction could not start in time)", { code: "P2028" }, ServiceUnavailable, 503],
    ["P2024 (pool timeout)", { code: "P2024" }, ServiceUnavailable, 503],
    ["P2034 (write conflict)", { code: "P2034" }, Conflict, 409],
    ["P2002 on the C2 index", { code: "P2002", meta: { target: "Challenge_one_open_outgoing" } }, Conflict, 409],
    ["a deadlock reported by PostgreSQL", { code: "P2010", meta: { driverAdapterError: { cause: { originalCode: "40P01" } } } }, Conflict, 409],
  ])("%s", (_n, err, cls, status) => {
    const e = mapDbError(Object.assign(new Error("db"), err));
    expect(e).toBeInstanceOf(cls);
    expect((e as { status: number }).status).toBe(status);
  });
  test("a 503 carries Retry-After seconds", () => {
    expect((mapDbError(Object.assign(new Error("db"), { code: "P2028" })) as ServiceUnavailable).retryAfterSeconds).toBeGreaterThan(0);
  });
});
