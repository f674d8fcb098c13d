// Issue 40, S2 (revision 4): the ladder key on the rows a ladder owns, held by the database. Every
// existing row is in the default ladder; positions are unique per ladder (two ladders each have a
// position 1, one ladder never two); a position is always in its team's own ladder (a composite
// foreign key), and moving a team (S5 at a season's close) moves its entry's key with it while its
// challenges stay in the ladder they were played in; a ladder with teams cannot be deleted; C10's
// weekly closure is per ladder.
import { beforeAll, expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { makeLeague, type League, SLOTS, T } from "./fixtures";
import { issueChallenge } from "@/lib/services/challenges/issue";
import { db } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import { closePriorityWeek } from "@/lib/services/challenges/priority";

const kinds = await databaseKinds();

describeOnDatabases("S2: the ladder key", kinds, () => {
  let L: League;
  beforeAll(async () => {
    L = await makeLeague(4);
    const prisma = await db();
    await prisma.league.create({ data: { id: 2, name: "女子组", slug: "women", settings: {} } });
  });

  test("today's rows are the default ladder's; a challenge is issued in its season's ladder", async () => {
    const prisma = await db();
    const { id } = await issueChallenge(await L.actor(L.teams[2].captain), { defenderId: L.teams[1].id, slots: SLOTS }, T);
    expect((await prisma.challenge.findUniqueOrThrow({ where: { id } })).leagueId).toBe(1);
    expect(await prisma.team.count({ where: { leagueId: { not: 1 } } })).toBe(0);
    expect(await prisma.ladderEntry.count({ where: { leagueId: { not: 1 } } })).toBe(0);
  });

  test("two ladders each have a position 1; one ladder never two (checked at commit)", async () => {
    const prisma = await db();
    const captain = await prisma.user.create({ data: { email: "w0@test", name: "W0", passwordHash: "" } });
    const team = await prisma.team.create({ data: { name: "Women 1", captainId: captain.id, leagueId: 2 } });
    await prisma.ladderEntry.create({ data: { teamId: team.id, leagueId: 2, position: 1 } });
    const firsts = await prisma.ladderEntry.findMany({ where: { position: 1 }, select: { leagueId: true } });
    expect(firsts.map((e) => e.leagueId).sort()).toEqual([1, 2]);
    // A second position 1 in the women's ladder is refused (the deferred constraint, at commit).
    const other = await prisma.user.create({ data: { email: "w1@test", name: "W1", passwordHash: "" } });
    const second = await prisma.team.create({ data: { name: "Women 2", captainId: other.id, leagueId: 2 } });
    await expect(prisma.$transaction([prisma.ladderEntry.create({ data: { teamId: second.id, leagueId: 2, position: 1 } })])).rejects.toThrow();
    expect(await prisma.ladderEntry.count({ where: { leagueId: 2 } })).toBe(1);
  });

  test("a position is always in its team's own ladder", async () => {
    const prisma = await db();
    const other = await prisma.user.create({ data: { email: "w2@test", name: "W2", passwordHash: "" } });
    const team = await prisma.team.create({ data: { name: "Women 3", captainId: other.id, leagueId: 2 } });
    // In the open ladder while the team is the women's: refused by the composite foreign key.
    await expect(prisma.ladderEntry.create({ data: { teamId: team.id, leagueId: 1, position: 99 } })).rejects.toThrow();
    await expect(prisma.$executeRaw`UPDATE "LadderEntry" SET "leagueId" = 2 WHERE "teamId" = ${L.teams[3].id}`).rejects.toThrow();
    expect(await prisma.ladderEntry.findUnique({ where: { teamId: team.id } })).toBeNull();
  });

  test("C10: each ladder's priority window closes for a week on its own", async () => {
    const prisma = await db();
    const monday = new Date("2026-11-29T16:00:00Z");
    await inTransaction((tx) => closePriorityWeek(tx, monday, monday, "top_locked_at_start"));
    await prisma.priorityWeek.create({ data: { leagueId: 2, weekStart: monday, closedAt: monday, cause: "decided" } });
    expect((await prisma.priorityWeek.findMany({ where: { weekStart: monday }, orderBy: { leagueId: "asc" } })).map((w) => [w.leagueId, w.cause])).toEqual([
      [1, "top_locked_at_start"],
      [2, "decided"],
    ]);
    // Once closed, a ladder's week stays closed with its first cause (C10).
    await inTransaction((tx) => closePriorityWeek(tx, monday, new Date(monday.getTime() + 3600_000), "top_locked"));
    expect((await prisma.priorityWeek.findUniqueOrThrow({ where: { leagueId_weekStart: { leagueId: 1, weekStart: monday } } })).cause).toBe(
      "top_locked_at_start",
    );
  });

  test("moving a team (S5) moves its entry's key; its challenges stay in the ladder they were played in; a ladder with teams is kept", async () => {
    const prisma = await db();
    const moved = L.teams[3];
    const played = await prisma.challenge.findFirstOrThrow({ where: { challengerId: L.teams[2].id } });
    // position 2 of the women's ladder, in one transaction with the move (the key follows the team)
    await prisma.$transaction([
      prisma.team.update({ where: { id: moved.id }, data: { leagueId: 2 } }),
      prisma.ladderEntry.update({ where: { teamId: moved.id }, data: { position: 2 } }),
    ]);
    expect(await prisma.ladderEntry.findUniqueOrThrow({ where: { teamId: moved.id } })).toMatchObject({ leagueId: 2, position: 2 });
    expect((await prisma.challenge.findUniqueOrThrow({ where: { id: played.id } })).leagueId).toBe(1);
    await expect(prisma.league.delete({ where: { id: 2 } })).rejects.toThrow();
    expect(await prisma.league.count()).toBe(2);
  });
});
