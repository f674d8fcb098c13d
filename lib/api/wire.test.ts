// Issue 24: a route's answer is checked against the schema it names by the compiler. These cases
// are checked by `tsc` (npm test's typecheck): each @ts-expect-error fails the build if the check
// stops catching the mismatch below it; the test itself only makes sure the handlers are built.
import { expect, test } from "vitest";
import { z } from "zod";
import { route, type Ctx } from "@/lib/api/handler";
import { serializeOnce } from "@/lib/api/serialized";

const Answer = z.object({ id: z.string(), at: z.string(), state: z.enum(["open", "final"]) });

test("the compiler holds a route's answer to its schema", () => {
  const handlers = [
    // fits: a Date is sent as its ISO string
    route(async (_: Ctx) => ({ id: "c1", at: new Date(), state: "open" as const }), { answer: Answer }),
    // fits: a kept serialized answer is checked as what it was built from
    route(async (_: Ctx) => serializeOnce({}, "v", () => ({ id: "c1", at: "2026-12-01T00:00:00.000Z", state: "final" as const })), { answer: Answer }),
    // @ts-expect-error a number where the schema says string
    route(async (_: Ctx) => ({ id: 1, at: new Date(), state: "open" as const }), { answer: Answer }),
    // @ts-expect-error a property the schema requires is missing
    route(async (_: Ctx) => ({ id: "c1", state: "open" as const }), { answer: Answer }),
    // @ts-expect-error a state the schema does not name
    route(async (_: Ctx) => ({ id: "c1", at: new Date(), state: "closed" as const }), { answer: Answer }),
    // @ts-expect-error inside a kept serialized answer too
    route(async (_: Ctx) => serializeOnce({}, "v", () => ({ id: "c1", at: 5, state: "final" as const })), { answer: Answer }),
  ];
  expect(handlers.every((h) => typeof h === "function")).toBe(true);
});
