// Issue 4 admin: captains and members (T1), the initial ranking by CSV (T2), settings validation.
import { beforeAll, expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { ladderNames, makeLeague, type League } from "./fixtures";
import { addMember, setInitialLadderFromNames } from "@/lib/services/league/admin";
import { setCaptain } from "@/lib/services/teams/teams";
import { db } from "@/lib/db/client";

const kinds = await databaseKinds();

describeOnDatabases("admin", kinds, () => {
  let L: League;
  beforeAll(async () => {
    L = await makeLeague(3);
  });

  test("the admin names another member captain; a non-member is refused (T1); others are forbidden", async () => {
    const admin = await L.actor(L.admin);
    await setCaptain(admin, L.teams[0].id, L.teams[0].members[2]);
    expect((await L.actor(L.teams[0].members[2]))?.captainOf).toBe(L.teams[0].id);
    expect((await L.actor(L.teams[0].members[0]))?.captainOf).toBeNull();
    await expect(setCaptain(admin, L.teams[0].id, L.teams[1].members[1])).rejects.toMatchObject({ status: 422, rule: "T1" });
    await expect(setCaptain(await L.actor(L.referee), L.teams[0].id, L.teams[0].members[3])).rejects.toMatchObject({ status: 403 });
  });

  test("adding a member: a user in no team joins; a user of another team is a conflict", async () => {
    const admin = await L.actor(L.admin);
    await addMember(admin, L.teams[1].id, { email: "outsider@test", reason: "left off the entry form by mistake" });
    expect((await L.actor(L.outsider))?.teamId).toBe(L.teams[1].id);
    await expect(addMember(admin, L.teams[1].id, { email: "t2m1@test", reason: "a second team by mistake" })).rejects.toMatchObject({
      status: 409,
      code: "user_in_team",
    });
  });

  test("the initial ranking by CSV of team names (T2): reorders before any challenge; unknown names are refused", async () => {
    const admin = await L.actor(L.admin);
    await setInitialLadderFromNames(admin, "Team 3\nTeam 1\nTeam 2\n");
    expect(await ladderNames()).toEqual(["Team 3", "Team 1", "Team 2"]);
    await expect(setInitialLadderFromNames(admin, "Team 3, Team 1, Team 9")).rejects.toMatchObject({ status: 422, rule: "T2" });
    await expect(setInitialLadderFromNames(admin, "Team 3, Team 1")).rejects.toMatchObject({ status: 422, rule: "T2" });
    const prisma = await db();
    expect(await prisma.event.count({ where: { type: "ladder_set" } })).toBe(2);
  });
});
