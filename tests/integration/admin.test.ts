// Issue 4 admin: captains and members (T1), the initial ranking by CSV (T2), settings validation.
import { beforeAll, expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { ladderNames, makeLeague, type League } from "./fixtures";
import { addMember, createTeamByEmails, getAdminDesk, setInitialLadderFromNames } from "@/lib/services/league/admin";
import { createLadder } from "@/lib/services/league/ladders";
import { seasonDesk } from "@/lib/services/league/season-admin";
import { registerTeam, listPendingTeams } from "@/lib/services/accounts/team-registration";
import { getLadder } from "@/lib/services/league/ladder-read";
import { hashPassword } from "@/lib/auth/password";
import { failure } from "./expect-failure";
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

  test("S2: the admin's teams, settings and seasons pages are one ladder's: its teams, its pending teams, its initial order, a team made in it, its season", async () => {
    const admin = await L.actor(L.admin);
    const prisma = await db();
    const at = new Date("2026-11-01T00:00:00Z");
    const { id: seniors } = await createLadder(admin, { slug: "seniors", name: { "zh-CN": "长青组", en: "Seniors" } }, at);
    const passwordHash = await hashPassword("password123");
    const user = async (email: string) => (await prisma.user.create({ data: { email, name: email, passwordHash }, select: { id: true } })).id;
    for (const e of ["s1@test", "s2@test", "s3@test", "s4@test", "s5@test"]) await user(e);
    // A team made on the seniors' page is the seniors' (at their bottom), not the default ladder's.
    const names = async (ladder: number) => (await getLadder(undefined, ladder)).rows.map((r) => r.team.name);
    const defaultBefore = await names(1);
    await createTeamByEmails(admin, { name: "Pine", captainEmail: "s1@test", memberEmails: ["s2@test"] }, at, seniors);
    await createTeamByEmails(admin, { name: "Cedar", captainEmail: "s3@test", memberEmails: ["s4@test"] }, at, seniors);
    expect(await names(1)).toEqual(defaultBefore);
    expect(await names(seniors)).toEqual(["Pine", "Cedar"]);
    // A member's registration in the seniors' ladder waits on the seniors' page only.
    await registerTeam(
      await L.actor(await user("s6@test")),
      { name: "Willow", memberEmails: ["s5@test"] },
      { origin: "http://test", now: at, ladder: seniors },
    );
    expect((await listPendingTeams(admin, seniors)).map((t) => t.name)).toEqual(["Willow"]);
    expect((await listPendingTeams(admin, 1)).map((t) => t.name)).toEqual([]);
    expect((await listPendingTeams(admin)).map((t) => t.name)).toEqual(["Willow"]);
    // The desk of a ladder: its settings row and its teams only; without one, every team.
    const desk = await getAdminDesk(admin, seniors);
    expect(desk.league.slug).toBe("seniors");
    expect(desk.league.ladderLockedAt).toBeNull();
    expect(desk.teams.map((t) => t.name).sort()).toEqual(["Cedar", "Pine", "Willow"]);
    expect((await getAdminDesk(admin, 1)).teams.map((t) => t.name)).toEqual(defaultBefore);
    expect((await getAdminDesk(admin)).teams).toHaveLength(defaultBefore.length + 3);
    // T2 of the seniors' ladder from its page; the default ladder's order is untouched.
    await setInitialLadderFromNames(admin, "Cedar\nPine", at, seniors);
    expect(await names(seniors)).toEqual(["Cedar", "Pine"]);
    expect(await names(1)).toEqual(defaultBefore);
    // Another ladder's teams in this ladder's order, or this ladder's in the default's: T2, nothing changed.
    const events = await prisma.event.count({ where: { type: "ladder_set" } });
    expect(await failure(setInitialLadderFromNames(admin, `Pine\nCedar\n${defaultBefore[0]}`, at, seniors))).toMatchObject({ status: 422, rule: "T2" });
    expect(await failure(setInitialLadderFromNames(admin, "Pine\nCedar", at))).toMatchObject({ status: 422, rule: "T2" });
    expect(await prisma.event.count({ where: { type: "ladder_set" } })).toBe(events);
    expect(await names(seniors)).toEqual(["Cedar", "Pine"]);
    expect(await names(1)).toEqual(defaultBefore);
    // The season page of a ladder: its own running season.
    const seasons = await seasonDesk(admin, seniors);
    expect([seasons.season?.leagueId, seasons.season?.number, seasons.season?.closedAt]).toEqual([seniors, 1, null]);
    expect((await seasonDesk(admin)).season?.leagueId).toBe(1);
    // A member on both ladders' pages: forbidden.
    expect((await failure(getAdminDesk(await L.actor(L.teams[0].captain), seniors))).status).toBe(403);
    expect((await failure(seasonDesk(await L.actor(L.teams[0].captain), seniors))).status).toBe(403);
  });
});
