// Issue 40, S2 (revision 4) on both databases: a person is a registered member of at most one team
// per ladder, so the same person may play in the open ladder and in another; every captain's action
// is their team's in that ladder (a challenge's challenger is the team they lead in the defender's
// ladder), and a second team in one ladder is refused, changing nothing. Ladders joined as divisions
// (S5) count as one: a promotion never meets a person on both sides.
import { beforeAll, expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { failure } from "./expect-failure";
import { h } from "./league-helpers";
import { makeLeague, type League, SLOTS, T } from "./fixtures";
import { db } from "@/lib/db/client";
import { hashPassword } from "@/lib/auth/password";
import { addMember, createTeam, setInitialLadder, updateLeague } from "@/lib/services/league/admin";
import { createInvitation, revokeInvitation } from "@/lib/services/accounts/invitations";
import { rosterUnderT5 } from "@/lib/services/teams/roster-state";
import { getTeam } from "@/lib/services/teams/teams-read";
import { fileReplacement } from "@/lib/services/teams/replacements";
import { inTransaction } from "@/lib/db/transaction";
import { importRoster } from "@/lib/services/accounts/roster-import";
import { getLadder } from "@/lib/services/league/ladder-read";
import { createLadder } from "@/lib/services/league/ladders";
import { setPromotion } from "@/lib/services/league/divisions";
import { issueChallenge } from "@/lib/services/challenges/issue";
import { getMyTeamDesk } from "@/lib/services/accounts/me";
import { listCases } from "@/lib/services/cases/cases-read";

const kinds = await databaseKinds();
const MADE = new Date("2026-11-01T00:00:00Z");

describeOnDatabases("S2: one team per person per ladder", kinds, () => {
  let L: League;
  let MIXED = 0;
  const admin = () => L.actor(L.admin);
  const fresh: string[] = [];
  const mixed: { id: string; captain: string; members: string[] }[] = [];

  beforeAll(async () => {
    L = await makeLeague(4, MADE);
    const prisma = await db();
    MIXED = (await createLadder(await admin(), { slug: "mixed", name: { "zh-CN": "混合组", en: "Mixed" } }, MADE)).id;
    const passwordHash = await hashPassword("password123");
    for (let i = 0; i < 12; i++)
      fresh.push((await prisma.user.create({ data: { email: `x${i}@test`, name: `X${i}`, passwordHash }, select: { id: true } })).id);
    // M1: new people. M2: the captain of the open ladder's last team leads it, with a member of Team 2.
    const m1 = [fresh[0], fresh[1], fresh[2], fresh[3]];
    const m2 = [L.teams[3].captain, L.teams[1].members[1], fresh[4], fresh[5]];
    for (const members of [m1, m2]) {
      const { id } = await createTeam(await admin(), { name: `M${mixed.length + 1}`, captainId: members[0], memberIds: members, ladder: "mixed" }, MADE);
      mixed.push({ id, captain: members[0], members });
    }
  });

  test("a person on a team in each of two ladders has both, leads each, and challenges as the team of the defender's ladder", async () => {
    const both = (await L.actor(L.teams[3].captain))!;
    expect(both.teams).toEqual([
      { teamId: L.teams[3].id, ladder: 1, captain: true, lead: true },
      { teamId: mixed[1].id, ladder: MIXED, captain: true, lead: true },
    ]);
    const open = await issueChallenge(both, { defenderId: L.teams[2].id, slots: SLOTS }, T);
    // The mixed ladder plays in London time when this one is issued (S1: the challenge keeps it).
    await updateLeague(await admin(), { timeZone: "Europe/London" }, h(T, 1), MIXED);
    const evenings = SLOTS.map((s) => ({ at: new Date(s.at.getTime() + 8 * 3_600_000) })); // 20:00 there
    const other = await issueChallenge(both, { defenderId: mixed[0].id, slots: evenings }, h(T, 1));
    await updateLeague(await admin(), { timeZone: "Asia/Shanghai" }, h(T, 1), MIXED);
    const prisma = await db();
    const rows = await prisma.challenge.findMany({ where: { id: { in: [open.id, other.id] } }, select: { id: true, challengerId: true, leagueId: true } });
    expect(Object.fromEntries(rows.map((r) => [r.id, [r.challengerId, r.leagueId]]))).toEqual({
      [open.id]: [L.teams[3].id, 1],
      [other.id]: [mixed[1].id, MIXED],
    });
    // "My team": both teams' challenges, each with its own to-do.
    const desk = await getMyTeamDesk(both);
    expect(desk.open.map((c) => c.id).sort()).toEqual([open.id, other.id].sort());
    // Each in its own league time (S1, S2), the inbox in the first team's ladder's.
    expect(Object.fromEntries(desk.open.map((c) => [c.id, c.timeZone]))).toEqual({ [open.id]: "Asia/Shanghai", [other.id]: "Europe/London" });
    expect(desk.timeZone).toBe("Asia/Shanghai");
    // A plain member of Team 2 who is also in M2 has no captain's rights in either.
    const member = (await L.actor(L.teams[1].members[1]))!;
    expect(member.teams.map((t) => [t.teamId, t.captain])).toEqual([
      [L.teams[1].id, false],
      [mixed[1].id, false],
    ]);
    expect((await failure(issueChallenge(member, { defenderId: mixed[0].id, slots: SLOTS }, h(T, 2)))).code).toBe("not_captain");
  });

  test("a second team in the same ladder is refused (409 user_in_team, S2) and nothing changes", async () => {
    const prisma = await db();
    const [teams, members] = [await prisma.team.count(), await prisma.teamMember.count()];
    const twice = await failure(
      createTeam(await admin(), { name: "M3", captainId: fresh[6], memberIds: [fresh[6], fresh[0]], ladder: "mixed" }, MADE), // fresh[0] is on M1
    );
    expect([twice.status, twice.code, twice.rule]).toEqual([409, "user_in_team", "S2"]);
    const added = await failure(addMember(await admin(), mixed[0].id, { userId: L.teams[1].members[1], reason: "a second team?" }, MADE)); // on M2 already
    expect([added.status, added.code]).toEqual([409, "user_in_team"]);
    expect([await prisma.team.count(), await prisma.teamMember.count()]).toEqual([teams, members]);
    // Another ladder is another matter: a member of Team 1 joins M1.
    await addMember(await admin(), mixed[0].id, { userId: L.teams[0].members[4], reason: "joins the mixed ladder" }, MADE);
    expect((await L.actor(L.teams[0].members[4]))!.teams.map((t) => t.ladder)).toEqual([1, MIXED]);
  });

  test("a referee on a team in another ladder does not see that team's cases, and sees the rest (conflict of interest)", async () => {
    const prisma = await db();
    // On a team of the open ladder first (the one a page calls theirs), and on M1.
    await prisma.teamMember.create({ data: { userId: L.referee, teamId: L.teams[2].id, leagueId: 1, joinedAt: MADE } });
    await prisma.teamMember.create({ data: { userId: L.referee, teamId: mixed[0].id, leagueId: MIXED, joinedAt: MADE } });
    const kase = (teamId: string) =>
      prisma.case.create({ data: { kind: "replacement", teamId, openedById: L.admin, reason: "test", boards: [] }, select: { id: true } });
    const [theirs, others] = [await kase(mixed[0].id), await kase(mixed[1].id)];
    const seen = (await listCases(await L.actor(L.referee), "all")).map((c) => c.id);
    expect(seen).toContain(others.id);
    expect(seen).not.toContain(theirs.id);
  });

  test("a team reads its own ladder's T5 quota (S2, S4), not the default ladder's", async () => {
    await updateLeague(await admin(), { maxReplacements: 0 }, MADE, MIXED);
    expect((await getTeam(mixed[0].id)).replacements).toEqual({ used: 0, max: 0 });
    expect((await getTeam(L.teams[0].id)).replacements).toEqual({ used: 0, max: 2 });
    expect((await getTeam(mixed[0].id)).ladder).toBe(MIXED);
    // A request in the mixed ladder meets its quota of 0; one in the open ladder does not.
    const m1 = await L.actor(mixed[0].captain);
    const refused = await failure(
      inTransaction((tx) => fileReplacement(tx, m1!, mixed[0].id, { outUserId: mixed[0].members[1], inUserId: fresh[10], reason: "ill" }, MADE)),
    );
    expect(refused.rule).toBe("T5");
    const t1 = (await L.actor(L.teams[0].captain))!;
    await inTransaction((tx) => fileReplacement(tx, t1, L.teams[0].id, { outUserId: L.teams[0].members[1], inUserId: fresh[10], reason: "ill" }, MADE));
    await updateLeague(await admin(), { maxReplacements: 2 }, MADE, MIXED);
  });

  test("the bulk import into a ladder (S2): its teams join that ladder's bottom; a player of that ladder is refused, one of another ladder is not", async () => {
    const prisma = await db();
    const email = async (id: string) => (await prisma.user.findUniqueOrThrow({ where: { id } })).email;
    const file = async (member: string) =>
      new TextEncoder().encode(["team,email,name,role", `M9,new-m9@test,New,captain`, `M9,${await email(member)},Old,member`].join("\n"));
    // fresh[2] plays on M1 in this ladder: refused, nothing written.
    const teams = await prisma.team.count();
    const refused = await importRoster(await admin(), await file(fresh[2]), { dryRun: false, origin: "http://x", ladder: MIXED, invite: "later" });
    expect([refused.committed, refused.problems.map((p) => p.code)]).toEqual([false, ["import_already_in_team"]]);
    expect(await prisma.team.count()).toBe(teams);
    // A member of Team 3 (open ladder) may be imported into the mixed one.
    const done = await importRoster(await admin(), await file(L.teams[2].members[3]), { dryRun: false, origin: "http://x", ladder: MIXED, invite: "later" });
    expect([done.committed, done.problems]).toEqual([true, []]);
    const m9 = await prisma.team.findUniqueOrThrow({ where: { name: "M9" }, select: { id: true, leagueId: true } });
    expect(m9.leagueId).toBe(MIXED);
    expect((await getLadder(undefined, MIXED)).rows.at(-1)!.team.name).toBe("M9");
    expect((await getLadder(undefined, 1)).rows.map((r) => r.team.name)).not.toContain("M9");
    const imported = await prisma.event.findFirstOrThrow({ where: { type: "roster_imported" }, orderBy: { id: "desc" } });
    expect(imported.leagueId).toBe(MIXED);
  });

  test("divisions count as one: two ladders sharing a person are not joined, and a joined pair refuses a person of the other", async () => {
    const prisma = await db();
    const shared = await failure(setPromotion(await admin(), "main", { below: "mixed", teams: 1 }));
    expect([shared.status, shared.code, shared.rule]).toEqual([409, "promotion_shared_member", "S2"]);
    expect((await prisma.league.findUniqueOrThrow({ where: { id: 1 } })).promotionBelowId).toBeNull();
    // A third ladder of new people below the mixed one: joined; then a mixed player may not join it.
    await createLadder(await admin(), { slug: "c", name: { "zh-CN": "丙级", en: "Division C" } }, MADE);
    const c = await createTeam(await admin(), { name: "C1", captainId: fresh[8], memberIds: [fresh[8], fresh[9]], ladder: "c" }, MADE);
    await setPromotion(await admin(), "mixed", { below: "c", teams: 1 });
    const joined = await failure(addMember(await admin(), c.id, { userId: fresh[1], reason: "moves down" }, MADE)); // on M1
    expect([joined.status, joined.code, joined.rule]).toEqual([409, "user_in_team", "S2"]);
    // The open ladder is not joined to them: Team 1's members may still play in C.
    await addMember(await admin(), c.id, { userId: L.teams[0].members[3], reason: "plays in C too" }, MADE);
    expect(await prisma.teamMember.count({ where: { teamId: c.id } })).toBe(3);
  });

  test("T5's moment is the team's own ladder's (S2): its initial order decides invitations, revoking and the admin's additions, not the default ladder's", async () => {
    const prisma = await db();
    const t5 = (await createLadder(await admin(), { slug: "t5", name: { "zh-CN": "五组", en: "Ladder five" } }, MADE)).id;
    const x = await createTeam(await admin(), { name: "X1", captainId: fresh[10], memberIds: [fresh[10], fresh[11]], ladder: "t5" }, MADE);
    const captain = (await L.actor(fresh[10]))!;
    const invite = (email: string) => createInvitation(captain, { email, teamId: x.id }, { origin: "http://x" });
    const openSetAt = (await prisma.league.findUniqueOrThrow({ where: { id: 1 } })).ladderSetAt;
    expect(openSetAt).not.toBeNull(); // the open ladder is set; this one is not yet
    // Before its own initial order the team's roster changes freely (T1): the invited person is on it at once.
    expect(await rosterUnderT5(x.id)).toBe(false);
    const early = await invite("early-x1@test");
    const earlyUser = (await prisma.invitation.findUniqueOrThrow({ where: { id: early.id } })).userId;
    expect(await prisma.teamMember.count({ where: { teamId: x.id } })).toBe(3);
    expect((await addMember(await admin(), x.id, { userId: fresh[6] }, MADE)).override).toBe(false);
    // Its ladder is set by its own order: from then every path is T5's.
    await setInitialLadder(await admin(), [x.id], MADE, t5);
    expect(await rosterUnderT5(x.id)).toBe(true);
    expect(await failure(invite("late-x1@test"))).toMatchObject({ status: 422, code: "invitation_needs_replacement", rule: "T5" });
    expect(await failure(addMember(await admin(), x.id, { userId: fresh[7] }, MADE))).toMatchObject({ status: 422, code: "override_reason_required" });
    // The default ladder's state does not lend its moment: with the open ladder not set, this team
    // still changes only through T5, and revoking the early invitation keeps its registered member.
    await prisma.league.update({ where: { id: 1 }, data: { ladderSetAt: null } });
    try {
      expect(await failure(invite("later-x1@test"))).toMatchObject({ status: 422, code: "invitation_needs_replacement", rule: "T5" });
      await revokeInvitation(captain, early.id);
      expect(await prisma.teamMember.count({ where: { teamId: x.id, userId: earlyUser } })).toBe(1);
      expect(await prisma.teamMember.count({ where: { teamId: x.id } })).toBe(4);
    } finally {
      await prisma.league.update({ where: { id: 1 }, data: { ladderSetAt: openSetAt } });
    }
  });

  test("T5's moment in a ladder the admin never ordered is its first challenge (T2, decision 0025): from then its rosters change only through T5", async () => {
    const prisma = await db();
    // The mixed ladder had no initial order; its first challenge was issued at h(T, 1) (the first test).
    const mixedLadder = await prisma.league.findUniqueOrThrow({ where: { id: MIXED } });
    expect([mixedLadder.ladderLockedAt, mixedLadder.ladderSetAt]).toEqual([h(T, 1), h(T, 1)]);
    expect(await rosterUnderT5(mixed[0].id)).toBe(true);
    const captain = (await L.actor(mixed[0].captain))!;
    const members = await prisma.teamMember.count({ where: { teamId: mixed[0].id } });
    expect(await failure(createInvitation(captain, { email: "ringer@test", teamId: mixed[0].id }, { origin: "http://x" }))).toMatchObject({
      status: 422,
      code: "invitation_needs_replacement",
      rule: "T5",
    });
    expect(await prisma.teamMember.count({ where: { teamId: mixed[0].id } })).toBe(members);
    // The order can no longer be set either (T2), so no later act could start T5 for this ladder.
    expect(
      (
        await failure(
          setInitialLadder(
            await admin(),
            mixed.map((m) => m.id),
            h(T, 2),
            MIXED,
          ),
        )
      ).code,
    ).toBe("ladder_locked");
  });
});
