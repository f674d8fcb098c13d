// Issue 10: a fuzz test driven by GET /api/v1/openapi.json. Every write operation × anonymous, a
// captain and the admin × hostile bodies and ids (fast-check): never a 5xx, and for every 4xx no
// new event in the log. On the embedded PGlite and, when reachable, on PostgreSQL.
import fc from "fast-check";
import { createDatabase, pgReachable } from "../pg-admin";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { serve, type Served } from "@/scripts/lib/serve";
import { Api } from "@/scripts/lib/api-client";

const kinds: ("pglite" | "postgresql")[] = (await pgReachable()) ? ["pglite", "postgresql"] : ["pglite"];
if (process.env.CI && kinds.length === 1) throw new Error("CI: PostgreSQL is required for the fuzz test");

type Op = { method: string; path: string };

// Hostile values: ids that are not ids, JSON that is not what a route expects.
const hostileIds = fc.constantFrom("%00", "..%2F..", "x".repeat(200), "null", "0", "-1", "%E2%80%AE", "a b", "<script>", "cmx00000000000000000000000");
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    null,
    [],
    {},
    "",
    0,
    -1,
    1e308,
    true,
    "\u0000",
    { slots: ["not a date", 5, null] },
    { slot: "2026-13-45T99:99:99Z" },
    { challengerImps: -5, defenderImps: 1e9, lineup: { challenger: [], defender: [1, 2] } },
    { kind: "rematch", at: "yesterday", reason: "x" },
    { defenderId: { $ne: null }, slots: [] },
    { email: "a@b", password: "x".repeat(100_000) },
  ),
  fc.dictionary(
    fc.constantFrom("slot", "slots", "reason", "kind", "winner", "at", "defenderId", "email", "password", "order", "disabled", "boards", "name"),
    fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.constant(null), fc.array(fc.string(), { maxLength: 5 })),
  ),
);

for (const kind of kinds) {
  describe(`API fuzz [${kind}]`, () => {
    let app: Served;
    let drop: (() => Promise<void>) | undefined;
    let actors: Record<string, Api>;
    let ops: Op[];
    let realIds: string[];

    beforeAll(async () => {
      let env: Record<string, string> = {};
      let prepare = ["prisma/seed.ts"];
      if (kind === "postgresql") {
        const created = await createDatabase("ladder_fuzz");
        drop = created.drop;
        env = { DATABASE_URL: created.url };
        prepare = ["prisma/seed.ts", "--force-demo"];
      }
      app = await serve({ prepare, env });
      const api = new Api(app.url);
      actors = { anonymous: api, captain: await api.as("captain5@demo.club"), admin: await api.as("admin@demo.club") };
      const doc = (await api.call("GET", "/openapi.json")).body as { paths: Record<string, Record<string, unknown>> };
      ops = Object.entries(doc.paths).flatMap(([p, methods]) =>
        Object.keys(methods)
          .filter((m) => m !== "get")
          .map((m) => ({ method: m.toUpperCase(), path: p })),
      );
      const ladder = (await api.call("GET", "/ladder")).body.entries as { team: { id: string } }[];
      const challenges = (await api.call("GET", "/challenges")).body.challenges as { id: string }[];
      realIds = [...ladder.slice(0, 3).map((e) => e.team.id), ...challenges.slice(0, 3).map((c) => c.id)];
    }, 600_000);
    afterAll(async () => {
      await app?.stop();
      await drop?.();
    });

    const newest = async () => ((await actors.admin.call("GET", "/events?order=desc&limit=1")).body.events as { id: string }[])[0]?.id ?? "0";

    async function probe(op: Op, who: string, id: string, body: unknown) {
      const path = op.path.replace(/\{\w+\}/g, id);
      const before = await newest();
      const raw = body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body);
      const r = await fetch(`${app.url}/api/v1${path}`, {
        method: op.method,
        headers: {
          "content-type": "application/json",
          "accept-language": "en",
          ...(actors[who].token ? { authorization: `Bearer ${actors[who].token}` } : {}),
        },
        body: raw,
      });
      const text = await r.text();
      expect(r.status, `${op.method} ${path} as ${who} with ${raw?.slice(0, 200)} → ${text.slice(0, 300)}`).toBeLessThan(500);
      if (r.status >= 400) {
        expect(await newest(), `${op.method} ${path} as ${who}: a ${r.status} wrote an event`).toBe(before);
        expect(JSON.parse(text).error.code).toMatch(/\w/);
      }
    }

    test("every write operation × every actor × fixed hostile inputs", async () => {
      expect(ops.length).toBeGreaterThan(30);
      for (const op of ops) {
        for (const who of Object.keys(actors)) {
          await probe(op, who, "%00", {});
          await probe(op, who, realIds[0] ?? "x", "{not json");
          await probe(op, who, realIds[3] ?? "x", { slots: ["2020-01-01T00:00:00Z"], reason: "\u0000".repeat(3), kind: "award", winner: "nobody" });
        }
      }
    });

    test("random operations, actors, ids and bodies (fast-check)", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.nat(),
          fc.constantFrom("anonymous", "captain", "admin"),
          fc.oneof(hostileIds, fc.constantFrom(...(realIds.length ? realIds : ["x"]))),
          hostileJson,
          async (i, who, id, body) => {
            await probe(ops[i % ops.length], who, id, body);
          },
        ),
        { numRuns: 250 },
      );
    });
  });
}
