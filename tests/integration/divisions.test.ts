// Issue 40, S5 (revision 4) on both databases: divisions. The admin sets the division below and n;
// nothing moves until the seasons of both divisions have closed; then the bottom n of the upper and
// the top n of the lower change places (a promoted team at the bottom of the upper, a relegated one
// at the top of the lower), once, with their ratings; the archives keep the ladders as they closed;
// the next seasons start from the exchanged orders; verify stays clean for both ladders.
import { beforeAll, expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { failure } from "./expect-failure";
import { h } from "./league-helpers";
import { makeLeague, type League, SLOTS, T } from "./fixtures";
import { db } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import { hashPassword } from "@/lib/auth/password";
import { createTeam } from "@/lib/services/league/admin";
import { createLadder } from "@/lib/services/league/ladders";
import { applyPromotions, setPromotion } from "@/lib/services/league/divisions";
import { getLadder } from "@/lib/services/league/ladder-read";
import { closeSeason, startNextSeason } from "@/lib/services/league/season-admin";
import { latestSeason } from "@/lib/services/league/seasons";
import { issueChallenge } from "@/lib/services/challenges/issue";
import { acceptSlot } from "@/lib/services/challenges/answer";
import { confirmResult, submitResult } from "@/lib/services/challenges/results";
import { verifyLeague } from "@/lib/services/league/verify";
import { PromotionSchema } from "@/lib/validations/seasons";

const kinds = await databaseKinds();
const MADE = new Date("2026-11-01T00:00:00Z");
type Team = { id: string; name: string; captain: string; members: string[] };

describeOnDatabases("S5: promotion and relegation between divisions", kinds, () => {
  let L: League;
  let B = 0;
  const lower: Team[] = [];
  const admin = () => L.actor(L.admin);
  const names = async (ladder: number) => (await getLadder(undefined, ladder)).rows.map((r) => r.team.name);
  /** c beats d in their ladder: issued at T, played at the first slot, confirmed. */
  const play = async (c: Team, d: Team) => {
    const { id } = await issueChallenge(await L.actor(c.captain), { defenderId: d.id, slots: SLOTS }, T);
    await acceptSlot(await L.actor(d.captain), id, SLOTS[0].at, h(T, 1));
    const lineup = { challenger: c.members.slice(0, 4), defender: d.members.slice(0, 4) };
    await submitResult(await L.actor(c.captain), id, { challengerImps: 45, defenderImps: 20, lineup }, h(SLOTS[0].at, 3));
    await confirmResult(await L.actor(d.captain), id, h(SLOTS[0].at, 4));
  };

  beforeAll(async () => {
    L = await makeLeague(4, MADE);
    const prisma = await db();
    B = (await createLadder(await admin(), { slug: "b", name: { "zh-CN": "乙级", en: "Division B" }, division: 2 }, MADE)).id;
    const passwordHash = await hashPassword("password123");
    for (let t = 0; t < 3; t++) {
      const members: string[] = [];
      for (let m = 0; m < 4; m++)
        members.push((await prisma.user.create({ data: { email: `b${t}m${m}@test`, name: `B${t} M${m}`, passwordHash }, select: { id: true } })).id);
      const { id } = await createTeam(await admin(), { name: `B${t + 1}`, captainId: members[0], memberIds: members, ladder: "b" }, MADE);
      lower.push({ id, name: `B${t + 1}`, captain: members[0], members });
    }
  });

  test("the setting: an admin's only; a ladder is never its own lower division; an unknown ladder is 404", async () => {
    expect((await failure(setPromotion(await L.actor(L.teams[0].captain), "main", { below: "b", teams: 1 }))).status).toBe(403);
    expect((await failure(setPromotion(null, "main", { below: "b", teams: 1 }))).status).toBe(401);
    const self = await failure(setPromotion(await admin(), "main", { below: "main", teams: 1 }));
    expect([self.code, self.rule]).toEqual(["promotion_self", "S5"]);
    expect((await failure(setPromotion(await admin(), "main", { below: "nowhere", teams: 1 }))).status).toBe(404);
    expect(PromotionSchema.safeParse({ below: "b", teams: -1 }).success).toBe(false);
    expect((await (await db()).league.findUniqueOrThrow({ where: { id: 1 } })).promotionTeams).toBe(0);
    expect(await setPromotion(await admin(), "main", { below: "b", teams: 1 })).toEqual({ ladder: "main", below: "b", teams: 1 });
  });

  test("nothing moves at the first close; at the second, one team each way, once, ratings with them; verify clean", async () => {
    const prisma = await db();
    await play(L.teams[3], L.teams[2]); // main: Team 1, Team 2, Team 4, Team 3
    await play(lower[2], lower[1]); // b: B1, B3, B2
    const team3 = await prisma.teamRating.findUniqueOrThrow({ where: { teamId: L.teams[2].id } });
    expect(team3.rating).toBeLessThan(1600);
    const closedMain = await closeSeason(await admin(), (await latestSeason(prisma, 1))!.id, h(T, 200));
    expect(closedMain.promotion).toBeUndefined();
    expect(await names(1)).toEqual(["Team 1", "Team 2", "Team 4", "Team 3"]);
    const closedB = await closeSeason(await admin(), (await latestSeason(prisma, B))!.id, h(T, 201));
    expect(closedB.promotion).toEqual([{ promoted: [lower[0].id], relegated: [L.teams[2].id] }]);
    expect(await names(1)).toEqual(["Team 1", "Team 2", "Team 4", "B1"]);
    expect(await names(B)).toEqual(["Team 3", "B3", "B2"]);
    expect((await prisma.team.findUniqueOrThrow({ where: { id: L.teams[2].id } })).leagueId).toBe(B);
    // S2: its members moved with it (their key is the team's ladder), and its captain now leads in B.
    expect(new Set((await prisma.teamMember.findMany({ where: { teamId: L.teams[2].id } })).map((m) => m.leagueId))).toEqual(new Set([B]));
    expect((await L.actor(L.teams[2].captain))!.teams).toEqual([{ teamId: L.teams[2].id, ladder: B, captain: true, lead: true }]);
    // S5: each moved team's members are told where it plays next and from which place, in their language.
    const told = await prisma.notification.findMany({
      where: { type: { in: ["team_promoted", "team_relegated"] } },
      select: { type: true, userId: true, data: true },
    });
    expect(new Set(told.filter((n) => n.type === "team_promoted").map((n) => n.userId))).toEqual(new Set(lower[0].members));
    expect(new Set(told.filter((n) => n.type === "team_relegated").map((n) => n.userId))).toEqual(new Set(L.teams[2].members));
    expect(told.find((n) => n.type === "team_promoted")!.data).toMatchObject({ teamId: lower[0].id, name: "B1", position: 4, ladder: { en: "" } });
    expect(told.find((n) => n.type === "team_relegated")!.data).toMatchObject({
      teamId: L.teams[2].id,
      name: "Team 3",
      position: 1,
      ladder: { "zh-CN": "乙级", en: "Division B" },
    });
    // Its rating travelled with it, unchanged.
    expect((await prisma.teamRating.findUniqueOrThrow({ where: { teamId: L.teams[2].id } })).rating).toBe(team3.rating);
    // The archives keep the ladders as they closed.
    expect((await latestSeason(prisma, 1))!.archive!.ladder.map((l) => l.name)).toEqual(["Team 1", "Team 2", "Team 4", "Team 3"]);
    // Once per pair of seasons: asking again moves nothing.
    expect(await inTransaction((tx) => applyPromotions(tx, B, h(T, 202)))).toEqual([]);
    const v = await verifyLeague();
    expect(v.differences).toEqual([]);
    expect(v.ladders).toBe(2);
  });

  test("the next seasons start from the exchanged orders (promoted at the bottom, relegated at the top); verify stays clean", async () => {
    const main = await startNextSeason(await admin(), { name: "2027 春季", startsOn: "2026-12-20", ratingPolicy: "carry" }, h(T, 300), 1);
    const b = await startNextSeason(await admin(), { name: "2027 春季", startsOn: "2026-12-20", ratingPolicy: "carry" }, h(T, 301), B);
    expect(main.order).toEqual([L.teams[0].id, L.teams[1].id, L.teams[3].id, lower[0].id]);
    expect(b.order).toEqual([L.teams[2].id, lower[2].id, lower[1].id]);
    // The relegated team plays on in its new ladder: it may challenge nobody above (it is first), B3 may challenge it.
    expect((await getLadder(undefined, B)).rows[1].mayChallenge).toEqual([1]);
    expect((await verifyLeague()).differences).toEqual([]);
  });
});
