// Issue 24: the JSON API's answers as zod schemas. Each route names its answer's schema
// (`route(fn, { answer })`): the compiler checks that what the handler returns, as JSON, fits it
// (lib/api/wire.ts), and /api/v1/openapi.json describes every operation's success with the same
// schema, which the e2e suite validates every answer against. Objects are closed (no property the
// schema does not name) unless they carry a stored document (event data, rulings' effects).
import { z } from "zod";

/** An instant as JSON: ISO 8601 in UTC (Date.toISOString). */
export const Instant = z.string().meta({ format: "date-time" });
export const Id = z.string();
export const Side = z.enum(["challenger", "defender"]);
export const TeamRef = z.object({ id: Id, name: z.string() });
export const UserRef = z.object({ id: Id, name: z.string() });

/** A stored JSON document (an event's data, a ruling's effects): an object of any shape. */
export const Document = z.record(z.string(), z.unknown());

/** lib/api/pagination.ts */
export const PageInfo = z.object({
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.union([z.number().int(), z.literal("all")]),
  next: z.string().nullable().describe("the cursor of the next page, null on the last"),
});

/** Answers of one flag, e.g. { signedOut: true }. */
export const flag = <K extends string>(key: K) => z.object({ [key]: z.boolean() } as Record<K, z.ZodBoolean>);

/** A challenge action's answer (lib/services/challenges/act.ts). */
export const ChallengeState = z.object({ id: Id, state: z.string() });

/** An action with nothing more to say. */
export const OkAnswer = flag("ok");
