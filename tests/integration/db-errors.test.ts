// A statement the database refuses is a clear error, never a broken connection or a 500: on both
// databases, for Prisma's queries and for the hand-written statements of the hot paths (issue 11).
import { beforeAll, expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { makeLeague, type League, SLOTS, T } from "./fixtures";
import { issueChallenge } from "@/lib/services/challenges/issue";
import { db } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import { AppError } from "@/lib/errors";

const kinds = await databaseKinds();

describeOnDatabases("database errors", kinds, () => {
  let L: League;
  beforeAll(async () => {
    L = await makeLeague(4);
  });

  test("after a refused statement outside a transaction the next queries work (PGlite's one connection used to break: EPIPE)", async () => {
    const prisma = await db();
    for (let round = 0; round < 3; round++) {
      await expect(
        prisma.$executeRaw`INSERT INTO "Team" (id, name, "captainId", "createdAt") VALUES ('dup', ${L.teams[0].name}, 'nobody', now())`,
      ).rejects.toMatchObject({ code: "P2010" });
      expect(await prisma.$queryRaw`SELECT 1 AS one`).toEqual([{ one: 1 }]);
      await expect(prisma.team.create({ data: { name: L.teams[0].name, captainId: "nobody" } })).rejects.toMatchObject({ code: "P2002" });
      expect(await prisma.team.count()).toBe(4);
    }
  });

  test("a unique violation in a hand-written statement is the rule's 409 (C2), like Prisma's P2002", async () => {
    const cap = await L.actor(L.teams[3].captain);
    const { id } = await issueChallenge(cap, { defenderId: L.teams[2].id, slots: SLOTS }, T);
    // A second lock-holding challenge of the same challenger, written past the service's checks:
    // the partial unique index refuses it, and the refusal names the rule.
    const err = await inTransaction(async (tx) => {
      await tx.$executeRaw`INSERT INTO "Challenge" (id, "challengerId", "defenderId", "challengerPosition", "defenderPosition", state, "issuedAt", "respondBy", "playBy")
        SELECT 'second', "challengerId", "defenderId", 4, 3, state, "issuedAt", "respondBy", "playBy" FROM "Challenge" WHERE id = ${id}`;
    }).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 409, code: "challenger_locked", rule: "C2" });
    expect(await (await db()).challenge.count()).toBe(1);
  });
});
