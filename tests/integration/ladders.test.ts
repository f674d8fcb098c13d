// Issue 40, S2 (revision 4) on both databases: several ladders as a feature. An admin makes a ladder
// (POST /api/v1/ladders: its address, names and first season); its teams, positions, challenges,
// rating board, reads and caches are its own; a challenge never crosses ladders; a result moves
// only its own ladder; withdrawing a team closes up only its ladder; verify checks each ladder
// against its own events. The reads are cached per ladder: a key that forgets the ladder fails here.
import { beforeAll, expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { failure } from "./expect-failure";
import { h } from "./league-helpers";
import { makeLeague, type League, SLOTS, T } from "./fixtures";
import { db } from "@/lib/db/client";
import { hashPassword } from "@/lib/auth/password";
import { createTeam } from "@/lib/services/league/admin";
import { createLadder, ladderBySlug } from "@/lib/services/league/ladders";
import { getLadder } from "@/lib/services/league/ladder-read";
import { getRatings } from "@/lib/services/league/ratings-read";
import { listLadders, listSeasons } from "@/lib/services/league/season-read";
import { issueChallenge } from "@/lib/services/challenges/issue";
import { shareText } from "@/lib/services/challenges/share";
import { acceptSlot } from "@/lib/services/challenges/answer";
import { confirmResult, submitResult } from "@/lib/services/challenges/results";
import { getChallenge, listChallenges, settingsOfChallenge } from "@/lib/services/challenges/challenges-read";
import { verifyLeague } from "@/lib/services/league/verify";
import { approveTeam, withdrawTeam } from "@/lib/services/teams/teams";
import { registerTeam } from "@/lib/services/accounts/team-registration";
import { CreateLadderSchema } from "@/lib/validations/seasons";
import { getSettings } from "@/lib/services/league/league";
import { updateLeague } from "@/lib/services/league/admin";
import { listEvents } from "@/lib/services/challenges/challenges-read";
import { timeZoneForDefender, timeZoneOfChallenge } from "@/lib/services/challenges/form-time";
import { slotsFromForm } from "@/lib/validations/slot-form";
import { decideReplacement, requestReplacement } from "@/lib/services/teams/replacements";
import { getCaseFile, listCases } from "@/lib/services/cases/cases-read";
import { ratingStake } from "@/lib/services/challenges/challenges-read";

const kinds = await databaseKinds();
const MADE = new Date("2026-11-01T00:00:00Z");

describeOnDatabases("S2: several ladders", kinds, () => {
  let L: League;
  const women: { id: string; name: string; captain: string; members: string[] }[] = [];
  const admin = () => L.actor(L.admin);
  const names = async (ladder: number) => (await getLadder(undefined, ladder)).rows.map((r) => r.team.name);

  beforeAll(async () => {
    L = await makeLeague(4, MADE);
    const prisma = await db();
    await createLadder(await admin(), CreateLadderSchema.parse({ slug: "Women", name: { "zh-CN": "女子组", en: "Women" } }), MADE);
    const passwordHash = await hashPassword("password123");
    for (let t = 0; t < 3; t++) {
      const members: string[] = [];
      for (let m = 0; m < 4; m++)
        members.push((await prisma.user.create({ data: { email: `w${t}m${m}@test`, name: `W${t} M${m}`, passwordHash }, select: { id: true } })).id);
      const name = `W${t + 1}`;
      const { id } = await createTeam(await admin(), { name, captainId: members[0], memberIds: members, ladder: "women" }, MADE);
      women.push({ id, name, captain: members[0], members });
    }
  });

  test("an admin makes a ladder with its names and first season; a taken or bad address, or a member, changes nothing", async () => {
    const prisma = await db();
    const { ladders } = await listLadders();
    expect(ladders.map((l) => [l.slug, l.name.en])).toEqual([
      ["main", ""],
      ["women", "Women"],
    ]);
    expect(ladders[1]).toMatchObject({ name: { "zh-CN": "女子组" }, currentSeason: { ladder: "women", startsOn: "2026-11-01", state: "running" } });
    expect((await listSeasons("women")).seasons).toHaveLength(1);
    // S6: the ladder and its first season are events of its own history.
    const events = await prisma.event.findMany({ where: { type: { in: ["ladder_created", "season_started"] } }, orderBy: { id: "asc" } });
    expect(events.map((e) => [e.type, e.leagueId])).toEqual([
      ["season_started", 1],
      ["season_started", 2],
      ["ladder_created", 2],
    ]);
    const before = await prisma.league.count();
    expect((await failure(createLadder(await admin(), { slug: "women", name: { "zh-CN": "又一个" } }))).code).toBe("ladder_exists");
    expect((await failure(createLadder(await L.actor(L.teams[0].captain), { slug: "seniors", name: { "zh-CN": "长青组" } }))).status).toBe(403);
    expect((await failure(createLadder(null, { slug: "seniors", name: { "zh-CN": "长青组" } }))).status).toBe(401);
    expect(CreateLadderSchema.safeParse({ slug: "9lives", name: { "zh-CN": "x" } }).success).toBe(false);
    expect(CreateLadderSchema.safeParse({ slug: "open", name: { "zh-CN": "x" }, settings: { ratingK: -1 } }).success).toBe(false);
    expect(await prisma.league.count()).toBe(before);
  });

  test("each ladder reads its own teams, board and challenges; each read is cached under its own ladder", async () => {
    const w = (await ladderBySlug("women")).id;
    // Read the default first (cached), then the women's: a cache key without the ladder answers the first for both.
    expect(await names(1)).toEqual(["Team 1", "Team 2", "Team 3", "Team 4"]);
    expect(await names(w)).toEqual(["W1", "W2", "W3"]);
    expect(await names(1)).toEqual(["Team 1", "Team 2", "Team 3", "Team 4"]);
    expect((await getRatings(1)).entries.map((e) => e.team.name).sort()).toEqual(["Team 1", "Team 2", "Team 3", "Team 4"]);
    expect((await getRatings(w)).entries.map((e) => e.team.name).sort()).toEqual(["W1", "W2", "W3"]);
    // C1 is judged within the ladder: W3 may challenge W1 and W2, nothing of the open ladder.
    expect((await getLadder(undefined, w)).rows[2].mayChallenge).toEqual([1, 2]);
  });

  test("a challenge is issued in its challenger's ladder and season, never across; its result moves only that ladder", async () => {
    const prisma = await db();
    const w = (await ladderBySlug("women")).id;
    const wCap = (i: number) => L.actor(women[i].captain);
    // Across ladders: refused, named by S2, nothing written.
    const across = await failure(issueChallenge(await wCap(2), { defenderId: L.teams[0].id, slots: SLOTS }, T));
    expect([across.code, across.rule]).toEqual(["ladder_other", "S2"]);
    expect(await prisma.challenge.count()).toBe(0);
    // Two matches at once, one in each ladder (C2's locks are per team, so per ladder).
    const { id } = await issueChallenge(await wCap(2), { defenderId: women[1].id, slots: SLOTS }, T);
    const open = await issueChallenge(await L.actor(L.teams[3].captain), { defenderId: L.teams[2].id, slots: SLOTS }, T);
    const season = await prisma.season.findFirstOrThrow({ where: { leagueId: w } });
    expect(await prisma.challenge.findUniqueOrThrow({ where: { id } })).toMatchObject({ leagueId: w, seasonId: season.id });
    expect((await prisma.challenge.findUniqueOrThrow({ where: { id: open.id } })).leagueId).toBe(1);
    expect((await listChallenges({ ladder: w })).map((c) => c.id)).toEqual([id]);
    expect((await listChallenges({})).map((c) => c.id)).toEqual([open.id]);
    // The women's ladder shows its lock; the default's shows its own only.
    expect((await getLadder(undefined, w)).rows.filter((r) => r.outgoing || r.incoming).map((r) => r.team.name)).toEqual(["W2", "W3"]);
    expect((await getLadder(undefined, 1)).rows.filter((r) => r.outgoing || r.incoming).map((r) => r.team.name)).toEqual(["Team 3", "Team 4"]);
    // The match is played; the challenger wins (L1): W3 and W2 swap, the open ladder does not move.
    await acceptSlot(await wCap(1), id, SLOTS[0].at, h(T, 1));
    const lineup = { challenger: women[2].members.slice(0, 4), defender: women[1].members.slice(0, 4) };
    await submitResult(await wCap(2), id, { challengerImps: 50, defenderImps: 30, lineup }, h(SLOTS[0].at, 3));
    await confirmResult(await wCap(1), id, h(SLOTS[0].at, 4));
    expect(await names(w)).toEqual(["W1", "W3", "W2"]);
    expect(await names(1)).toEqual(["Team 1", "Team 2", "Team 3", "Team 4"]);
    // Every event of the match is the women's ladder's history; the board moved there only.
    const evs = await prisma.event.findMany({ where: { challengeId: id }, select: { leagueId: true } });
    expect(evs.length).toBeGreaterThan(3);
    expect(new Set(evs.map((e) => e.leagueId))).toEqual(new Set([w]));
    expect((await getRatings(w)).entries[0].team.name).toBe("W3");
    expect(new Set((await getRatings(1)).entries.map((e) => e.rating))).toEqual(new Set([1600]));
  });

  test("a challenge's page and share text name its own ladder and venue, never the default ladder's (S2)", async () => {
    const w = (await ladderBySlug("women")).id;
    const [match] = await listChallenges({ ladder: w });
    const [open] = await listChallenges({ ladder: 1 });
    expect((await shareText(match.id, "zh-CN", h(T, 90))).split("\n")[0]).toBe(`【女子组】挑战 #${match.number}`);
    expect((await shareText(match.id, "en", h(T, 90))).split("\n")[0]).toBe(`[Women] Challenge #${match.number}`);
    await updateLeague(await admin(), { venue: "女子组专用房间" }, h(T, 90), w);
    expect(await settingsOfChallenge(await getChallenge(match.id))).toMatchObject({ venue: "女子组专用房间", name: "女子组", timeZone: "Asia/Shanghai" });
    expect((await settingsOfChallenge(await getChallenge(open.id))).venue).toBe((await getSettings(await db(), 1)).venue); // the open ladder's own
  });

  test("each ladder's settings and event log are its own", async () => {
    const w = (await ladderBySlug("women")).id;
    const prisma = await db();
    // Read both first (cached), then change the women's: the default ladder keeps its own.
    expect((await getSettings(prisma, 1)).ratingK).toBe(32);
    expect((await getSettings(prisma, w)).ratingK).toBe(32);
    expect((await updateLeague(await admin(), { ratingK: 24 }, h(T, 100), w)).ratingK).toBe(24);
    expect((await getSettings(prisma, w)).ratingK).toBe(24);
    expect((await getSettings(prisma, 1)).ratingK).toBe(32);
    expect((await failure(updateLeague(await L.actor(women[0].captain), { ratingK: 16 }, h(T, 100), w))).status).toBe(403);
    const womens = (await listEvents({ ladder: w })).map((e) => e.type);
    expect(womens).toContain("ladder_created");
    expect(womens).toContain("league_updated");
    const defaults = (await listEvents({})).map((e) => e.type);
    expect(defaults).not.toContain("ladder_created");
    expect(defaults).not.toContain("league_updated");
  });

  test("the rating at stake shown before a challenge is issued is its ladder's (S2, E5): K 24 in the women's ladder, 32 in the open one", async () => {
    const w = (await ladderBySlug("women")).id;
    expect((await getSettings(await db(), w)).ratingK).toBe(24); // changed in the test above
    expect((await ratingStake(women[0].id, women[2].id)).k).toBe(24);
    expect((await ratingStake(L.teams[3].id, L.teams[2].id)).k).toBe(32);
  });

  test("a form's league time is its ladder's (S2): the new-challenge form's the defender's ladder's zone, a challenge's forms the challenge's own, never the default ladder's", async () => {
    const w = (await ladderBySlug("women")).id;
    const [match] = await listChallenges({ ladder: w }); // issued above, when both ladders kept Shanghai's time
    await updateLeague(await admin(), { timeZone: "Europe/London" }, h(T, 101), w);
    await updateLeague(await admin(), { timeZone: "Europe/Berlin" }, h(T, 101), 1);
    try {
      expect(await timeZoneForDefender(women[0].id)).toBe("Europe/London");
      expect(await timeZoneForDefender(L.teams[0].id)).toBe("Europe/Berlin");
      expect(await timeZoneForDefender("no-such-team")).toBe("Europe/Berlin"); // the service then answers 404 as before
      // A challenge's page shows its times in its own settings' zone (E5: fixed when it was issued).
      expect(await timeZoneOfChallenge(match.id)).toBe("Asia/Shanghai");
      // What a captain types on the new-challenge page is read in the zone the page showed: an
      // evening in London in December is the same hour in UTC, not Berlin's or Shanghai's.
      const form = new FormData();
      form.set("custom0", "2026-12-08T19:30");
      form.set("agreed0", "on");
      expect(slotsFromForm(form, await timeZoneForDefender(women[1].id))[0].at.toISOString()).toBe("2026-12-08T19:30:00.000Z");
      // A case's page shows its times in its own zone: a team's case (T5) its ladder's (a match's, the match's settings).
      const { requestId, caseId } = await requestReplacement(
        await L.actor(women[0].captain),
        women[0].id,
        { outUserId: women[0].members[3], inUserId: L.outsider, reason: "moved away" },
        h(T, 101),
      );
      expect((await getCaseFile(await L.actor(L.referee), caseId)).settings.timeZone).toBe("Europe/London");
      // The referee's desk lists it in the same zone (each case its own, never the default ladder's).
      expect((await listCases(await L.actor(L.referee), "all")).find((c) => c.id === caseId)?.timeZone).toBe("Europe/London");
      await decideReplacement(await L.actor(L.referee), requestId, { approve: false, reason: "not needed after all" }, h(T, 101));
    } finally {
      await updateLeague(await admin(), { timeZone: "Asia/Shanghai" }, h(T, 102), w);
      await updateLeague(await admin(), { timeZone: "Asia/Shanghai" }, h(T, 102), 1);
    }
  });

  test("a team registered in the women's ladder is approved at the bottom of that ladder", async () => {
    const prisma = await db();
    const w = (await ladderBySlug("women")).id;
    const founder = await prisma.user.create({ data: { email: "founder.w@test", name: "Founder", passwordHash: "x" }, select: { id: true } });
    const { id: teamId } = await registerTeam(
      await L.actor(founder.id),
      { name: "W New", memberEmails: ["w.new.2@test"] },
      { origin: "http://localhost", now: h(T, 150), ladder: w },
    );
    expect(await prisma.team.findUniqueOrThrow({ where: { id: teamId } })).toMatchObject({ leagueId: w, status: "pending" });
    // S2: the admins' notice of it names the ladder the team asks to join, in each reader's language.
    const told = await prisma.emailOutbox.findMany({ where: { kind: "notification", subject: { contains: "W New" } }, select: { to: true, body: true } });
    expect(told.length).toBeGreaterThan(0);
    const ladder = await ladderBySlug("women");
    for (const m of told) {
      const { locale } = await prisma.user.findUniqueOrThrow({ where: { email: m.to }, select: { locale: true } });
      expect(m.body).toContain(locale === "en" ? `in the ladder ${ladder.name.en}` : `已报名 ${ladder.name["zh-CN"]}`);
    }
    const before = (await names(w)).length;
    const approved = await approveTeam(await admin(), teamId, h(T, 151));
    expect(approved.position).toBe(before + 1);
    expect((await names(w)).at(-1)).toBe("W New");
    expect(await names(1)).toEqual(["Team 1", "Team 2", "Team 3", "Team 4"]);
  });

  test("withdrawing a team closes up its own ladder only", async () => {
    const w = (await ladderBySlug("women")).id;
    await withdrawTeam(await admin(), women[0].id, "the team disbanded", h(T, 200));
    expect(await names(w)).toEqual(["W3", "W2", "W New"]);
    expect(await names(1)).toEqual(["Team 1", "Team 2", "Team 3", "Team 4"]);
  });

  test("verify checks each ladder against its own events and names the ladder of a difference", async () => {
    const prisma = await db();
    const clean = await verifyLeague();
    expect(clean.differences).toEqual([]);
    expect(clean.ladders).toBe(2);
    // A position written behind the log's back, in the women's ladder only.
    const w = (await ladderBySlug("women")).id;
    await prisma.$transaction(async (tx) => {
      await tx.$executeRaw`UPDATE "LadderEntry" SET position = 3 - position WHERE "leagueId" = ${w} AND position IN (1, 2)`;
    });
    const found = await verifyLeague();
    expect(found.differences.length).toBeGreaterThan(0);
    expect(found.differences.every((d) => d.startsWith("women: "))).toBe(true);
  });
});
