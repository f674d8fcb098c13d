// Issue 40 (S3, S4, S6) on both databases: a season's issue cut-off, its close (refused while
// anything of it is open, by the admin or by the sweep once its end has passed), its archive and
// honours, the next season (order, rating policy, T5's quota), verify against every archive, the
// permissions, and the races a close meets.
import { afterAll, beforeAll, expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { failure } from "./expect-failure";
import { h } from "./league-helpers";
import { ladderNames, makeLeague, type League } from "./fixtures";
import { freezeClock } from "@/lib/clock";
import { db } from "@/lib/db/client";
import { issueChallenge } from "@/lib/services/challenges/issue";
import { acceptSlot } from "@/lib/services/challenges/answer";
import { confirmResult, submitResult } from "@/lib/services/challenges/results";
import { closeEndedSeasons, closeSeason, startNextSeason, updateSeason } from "@/lib/services/league/season-admin";
import { getSeason, listLadders, listSeasons, teamSeasons } from "@/lib/services/league/season-read";
import { latestSeason } from "@/lib/services/league/seasons";
import { verifyLeague } from "@/lib/services/league/verify";
import { withdrawTeam } from "@/lib/services/teams/teams";
import { openReview } from "@/lib/services/cases/cases";
import { ruleCase } from "@/lib/services/cases/rulings";
import { decideReplacement, requestReplacement } from "@/lib/services/teams/replacements";
import type { Actor } from "@/lib/auth/permissions";

const kinds = await databaseKinds();
const H = 3_600_000;
/** Tuesday k weeks after 1 Dec 2026, 12:00 league time (Asia/Shanghai), and four evening slots that week. */
const tue = (k: number) => new Date(Date.UTC(2026, 11, 1, 4) + k * 7 * 24 * H);
/** Four evening slots (20:00 league time) after `from` (a noon, league time): Wed, Thu, Fri, Mon after a Tuesday. */
const slots = (from: Date, days = [1, 2, 3, 6]) => days.map((d) => ({ at: new Date(from.getTime() + d * 24 * H + 8 * H) }));
/** The same for a challenge issued late on a Sunday: Monday to Thursday evenings. */
const sundaySlots = (sundayLate: Date) => slots(new Date(sundayLate.getTime() - 11 * H), [1, 2, 3, 4]);

describeOnDatabases("seasons (S3, S4, S6)", kinds, () => {
  let L: League;
  const cap = (i: number) => L.actor(L.teams[i].captain);
  const admin = () => L.actor(L.admin);
  const lineup = (c: number, d: number) => ({ challenger: L.teams[c].members.slice(0, 4), defender: L.teams[d].members.slice(0, 4) });
  const proposed = new Map<string, { at: Date }[]>();
  const issue = async (c: number, d: number, at: Date, times = slots(at)) => {
    const { id } = await issueChallenge(await cap(c), { defenderId: L.teams[d].id, slots: times }, at);
    proposed.set(id, times);
    return id;
  };
  /** Answers, plays and confirms a challenge issued at `at`: the challenger wins when ci > di. */
  async function finish(id: string, c: number, d: number, at: Date, ci: number, di: number) {
    const start = proposed.get(id)![0].at;
    await acceptSlot(await cap(d), id, start, h(at, 1));
    await submitResult(await cap(c), id, { challengerImps: ci, defenderImps: di, lineup: lineup(c, d) }, h(start, 3));
    await confirmResult(await cap(d), id, h(start, 4));
    return h(start, 4);
  }
  let s1: string;

  beforeAll(async () => {
    // The league is made on 1 Nov 2026 (its first season starts that day, S6), whatever today is.
    freezeClock(new Date("2026-11-01T00:00:00Z"));
    L = await makeLeague(6);
    s1 = (await latestSeason(await db()))!.id;
  });
  afterAll(() => freezeClock(null));

  test("a new league runs its first season from its first day; a challenge belongs to it", async () => {
    const { ladders } = await listLadders();
    expect(ladders).toEqual([
      expect.objectContaining({
        slug: "main",
        currentSeason: expect.objectContaining({ id: s1, number: 1, name: "2026", startsOn: "2026-11-01", endsOn: null, state: "running" }),
      }),
    ]);
    const id = await issue(2, 1, tue(0)); // T3 challenges T2
    expect((await (await db()).challenge.findUniqueOrThrow({ where: { id } })).seasonId).toBe(s1);
    await finish(id, 2, 1, tue(0), 50, 30); // T1 T3 T2 T4 T5 T6
    const started = await (await db()).event.findMany({ where: { type: "season_started" } });
    expect(started.map((e) => (e.data as { seasonId: string }).seasonId)).toEqual([s1]);
  });

  test("S3: challenges from the start until the end day; one issued on the end day runs on; the admin's close names what is open", async () => {
    const a = await admin();
    expect(await updateSeason(a, s1, { name: "2026 秋季", endsOn: "2026-12-13" }, tue(1))).toEqual({ id: s1, name: "2026 秋季", endsOn: "2026-12-13" });
    // Sunday 13 Dec 23:00 league time: the end day, still open for issuing.
    const lastDay = new Date("2026-12-13T15:00:00Z");
    const open = await issue(3, 1, lastDay, sundaySlots(lastDay)); // Team 4 challenges Team 2 (position 3)
    // Monday 14 Dec 00:00 league time: the day after.
    const after = new Date("2026-12-13T16:00:00Z");
    expect(await failure(issueChallenge(await cap(5), { defenderId: L.teams[4].id, slots: slots(after) }, after))).toMatchObject({
      status: 409,
      code: "season_ended",
      rule: "S3",
      params: { endsOn: "2026-12-13" },
    });
    freezeClock(h(after, 1)); // the pages read the season's state on the league's day now
    expect((await getSeason(s1)).state).toBe("closing");
    const number = (await (await db()).challenge.findUniqueOrThrow({ where: { id: open } })).number;
    const refused = await failure(closeSeason(a, s1, h(after, 1)));
    expect(refused).toMatchObject({ status: 409, code: "season_open_items", rule: "S3", params: { challenges: `#${number}`, cases: "—" } });
    expect(refused.fields).toEqual({ challenges: [open], cases: [] });
    // S4: the next season waits for this one to close.
    expect(
      await failure(startNextSeason(a, { name: "2027 春季", startsOn: "2027-01-04", endsOn: "2027-03-28", ratingPolicy: "carry" }, h(after, 1))),
    ).toMatchObject({
      status: 409,
      code: "season_previous_open",
      rule: "S4",
    });
    // The sweep leaves it open while its last challenge runs, and nothing was written.
    expect(await closeEndedSeasons(h(after, 2))).toBe(0);
    expect((await latestSeason(await db()))!.closedAt).toBeNull();
    expect(await (await db()).event.count({ where: { type: "season_closed" } })).toBe(0);
    // The challenge issued on the last day is played to its end under its own rules …
    const done = await finish(open, 3, 1, lastDay, 40, 35); // T4 beats T2: T1 T3 T4 T2 T5 T6
    // … and then the sweep closes the season by itself.
    expect(await closeEndedSeasons(h(done, 1))).toBe(1);
    expect(await closeEndedSeasons(h(done, 2))).toBe(0);
  });

  test("S3: the archive freezes the final ladder, the board, each team's record and the honours; verify checks it (S6)", async () => {
    const s = await getSeason(s1);
    expect(s.state).toBe("closed");
    const names = (ids: string[]) => ids.map((id) => L.teams.find((t) => t.id === id)!.name);
    expect(names(s.final!.ladder.map((l) => l.teamId))).toEqual(["Team 1", "Team 3", "Team 4", "Team 2", "Team 5", "Team 6"]);
    expect(s.final!.honours.champion).toEqual({ id: L.teams[0].id, name: "Team 1" });
    // Team 2 lost twice, Team 3 and Team 4 won once each; the largest gain is a single win's.
    expect(s.final!.records.find((r) => r.teamId === L.teams[1].id)).toMatchObject({ played: 2, won: 0, lost: 2 });
    expect(s.final!.honours.mostPlayed).toEqual({ id: L.teams[1].id, name: "Team 2", played: 2 });
    expect([L.teams[2].id, L.teams[3].id]).toContain(s.final!.honours.mostGained!.id);
    expect(s.matches).toHaveLength(2);
    expect(s.matches.every((m) => m.state === "final" && m.challengerImps !== null)).toBe(true);
    expect(await teamSeasons(L.teams[3].id)).toEqual([
      { id: s1, name: "2026 秋季", position: 3, played: 1, won: 1, lost: 0, ratingGain: expect.any(Number), champion: false },
    ]);
    const closed = await (await db()).event.findFirstOrThrow({ where: { type: "season_closed" } });
    expect(closed).toMatchObject({ rule: "S3", actorId: null, teamId: L.teams[0].id });
    // Every member of the league is told, once.
    expect(await (await db()).notification.count({ where: { type: "season_closed" } })).toBe(30);
    const v = await verifyLeague();
    expect(v).toMatchObject({ differences: [], seasons: 1 });
    // A closed season is closed: no challenge, no second close, no change.
    expect(await failure(issueChallenge(await cap(5), { defenderId: L.teams[4].id, slots: slots(tue(3)) }, tue(3)))).toMatchObject({
      code: "season_closed",
      rule: "S3",
    });
    expect(await failure(closeSeason(await admin(), s1, tue(3)))).toMatchObject({ status: 409, code: "season_already_closed" });
    expect(await failure(updateSeason(await admin(), s1, { name: "renamed" }, tue(3)))).toMatchObject({ status: 409, code: "season_already_closed" });
  });

  test("S6: verify finds an archive that differs from the replay", async () => {
    const prisma = await db();
    const row = await prisma.season.findUniqueOrThrow({ where: { id: s1 } });
    const archive = row.archive as { ladder: { teamId: string }[] };
    const tampered = { ...archive, ladder: [...archive.ladder].reverse() };
    await prisma.season.update({ where: { id: s1 }, data: { archive: tampered } });
    expect((await verifyLeague()).differences.some((d) => d.startsWith("season 2026 秋季, final position 1"))).toBe(true);
    await prisma.season.update({ where: { id: s1 }, data: { archive: row.archive! } });
    expect((await verifyLeague()).differences).toEqual([]);
  });

  test("permissions: only an admin closes, starts or changes a season", async () => {
    const who: [string, () => Promise<Actor>, number][] = [
      ["anonymous", async () => null, 401],
      ["member", () => L.actor(L.teams[0].members[2]), 403],
      ["captain", () => cap(0), 403],
      ["referee", () => L.actor(L.referee), 403],
    ];
    for (const [, actor, status] of who) {
      expect((await failure(closeSeason(await actor(), s1, tue(3)))).status).toBe(status);
      expect((await failure(updateSeason(await actor(), s1, { name: "x" }, tue(3)))).status).toBe(status);
      expect(
        (await failure(startNextSeason(await actor(), { name: "x", startsOn: "2027-01-04", endsOn: "2027-03-28", ratingPolicy: "carry" }, tue(3)))).status,
      ).toBe(status);
    }
  });

  test("S4: the next season: final ladder less a withdrawn team, ratings regressed by half, counts kept; its start is awaited", async () => {
    const a = await admin();
    const prisma = await db();
    await withdrawTeam(a, L.teams[4].id, "the club dissolved", tue(3)); // Team 5 leaves (T7)
    const before = new Map((await prisma.teamRating.findMany()).map((r) => [r.teamId, r]));
    expect(await failure(startNextSeason(a, { name: "2027 春季", startsOn: "2026-12-13", endsOn: "2027-03-28", ratingPolicy: "carry" }, tue(3)))).toMatchObject(
      {
        status: 422,
        code: "season_overlaps",
      },
    );
    expect(
      await failure(
        startNextSeason(a, { name: "2027 春季", startsOn: "2027-01-04", endsOn: "2027-03-28", ratingPolicy: "carry", order: [L.teams[0].id] }, tue(3)),
      ),
    ).toMatchObject({ status: 422, code: "season_order", rule: "S4" });
    const next = await startNextSeason(
      a,
      { name: "2027 春季", startsOn: "2027-01-04", endsOn: "2027-03-28", ratingPolicy: "regress", regressFraction: 0.5 },
      tue(3),
    );
    expect(next.order.map((id) => L.teams.find((t) => t.id === id)!.name)).toEqual(["Team 1", "Team 3", "Team 4", "Team 2", "Team 6"]);
    for (const r of await prisma.teamRating.findMany()) {
      const b = before.get(r.teamId)!;
      expect(r.ratedMatches).toBe(b.ratedMatches);
      expect(r.rating).toBeCloseTo(b.ratedMatches ? 1600 + (b.rating - 1600) / 2 : b.rating, 9);
    }
    // Two admins at once: one next season only.
    expect(await failure(startNextSeason(a, { name: "again", startsOn: "2027-04-05", endsOn: "2027-06-27", ratingPolicy: "carry" }, tue(3)))).toMatchObject({
      code: "season_previous_open",
    });
    expect((await listSeasons("main")).seasons.map((s) => [s.name, s.state])).toEqual([
      ["2027 春季", "running"],
      ["2026 秋季", "closed"],
    ]);
    expect(await failure(listSeasons("women"))).toMatchObject({ status: 404 });
    // Before its start day, no challenge; from it, the new season's.
    expect(await failure(issueChallenge(await cap(5), { defenderId: L.teams[3].id, slots: slots(tue(4)) }, tue(4)))).toMatchObject({
      code: "season_not_started",
      params: { startsOn: "2027-01-04" },
    });
    const id = await issue(5, 3, tue(5)); // Tue 5 Jan 2027: Team 6 (5th) challenges Team 4 (3rd)
    expect((await prisma.challenge.findUniqueOrThrow({ where: { id } })).seasonId).toBe(next.id);
    await finish(id, 5, 3, tue(5), 33, 30);
    expect(await verifyLeague()).toMatchObject({ differences: [], seasons: 1 });
  });

  test("S4: T5's quota starts again with the season", async () => {
    const prisma = await db();
    const referee = await L.actor(L.referee);
    const team = L.teams[2];
    const free = async (n: number) =>
      (await prisma.user.create({ data: { email: `season-free${n}@test`, name: `Free ${n}`, passwordHash: "x" }, select: { id: true } })).id;
    // Two approved in the previous season (dated then) use that season's quota only.
    for (const [i, out] of [team.members[4], team.members[3]].entries()) {
      const r = await requestReplacement(await cap(2), team.id, { outUserId: out, inUserId: await free(i), reason: "last season" }, tue(2));
      await decideReplacement(referee, r.requestId, { approve: true, reason: "ok" }, tue(2));
    }
    const r = await requestReplacement(await cap(2), team.id, { outUserId: team.members[2], inUserId: await free(9), reason: "this season" }, tue(6));
    await decideReplacement(referee, r.requestId, { approve: true, reason: "ok" }, tue(6));
    expect(await prisma.replacementRequest.count({ where: { teamId: team.id, state: "approved" } })).toBe(3);
  });

  test("decision 0022: a referee's review of a closed season's match amends the running season; the archive stays, verify is clean; no rematch", async () => {
    const prisma = await db();
    const referee = await L.actor(L.referee);
    const archived = (await getSeason(s1)).final!;
    // Season 1's first match: Team 3 beat Team 2 (50 : 30), submitted by Team 3.
    const first = await prisma.challenge.findFirstOrThrow({ where: { seasonId: s1, challengerId: L.teams[2].id } });
    const ladderBefore = await ladderNames();
    const ratingBefore = await prisma.teamRating.findUniqueOrThrow({ where: { teamId: L.teams[2].id } });
    const at = tue(7);
    // M4: the referees find on verification that it was false: Team 2 won; no correction came first.
    const { caseId } = await openReview(referee, first.id, "the match room log shows board 5 scored the wrong way", at);
    const ruled = await ruleCase(
      referee,
      caseId,
      { kind: "replace", challengerImps: 30, defenderImps: 50, falseResult: true, reason: "board 5 corrected" },
      h(at, 1),
    );
    expect(ruled.falseResult).toBe("penalty");
    // L3 in the running season: Team 3 drops to its last position, everyone below moves up one.
    expect(await ladderNames()).toEqual([...ladderBefore.filter((n) => n !== "Team 3"), "Team 3"]);
    // E4: the match is rated the other way from its place in the history on.
    expect((await prisma.teamRating.findUniqueOrThrow({ where: { teamId: L.teams[2].id } })).rating).toBeLessThan(ratingBefore.rating);
    // S3, S6: the archive is the season as it closed, and verify finds it so.
    expect((await getSeason(s1)).final).toEqual(archived);
    expect(await verifyLeague()).toMatchObject({ differences: [], seasons: 1 });
    // The archive's match list shows the match as ruled, marked with the ruling's time; the others not.
    const listed = (await getSeason(s1)).matches;
    expect(listed.find((m) => m.id === first.id)).toMatchObject({ challengerImps: 30, defenderImps: 50, winner: "defender", ruledAfterClose: h(at, 1) });
    expect(listed.filter((m) => m.id !== first.id).every((m) => m.ruledAfterClose === null)).toBe(true);
    // No rematch of a closed season's match (it would reopen it): refused, nothing changed.
    const other = await prisma.challenge.findFirstOrThrow({ where: { seasonId: s1, challengerId: L.teams[3].id } });
    const review = await openReview(referee, other.id, "a second look", h(at, 2));
    const version = (await prisma.challenge.findUniqueOrThrow({ where: { id: other.id } })).version;
    expect(await failure(ruleCase(referee, review.caseId, { kind: "rematch", at: h(at, 30), reason: "replay it" }, h(at, 3)))).toMatchObject({
      status: 409,
      code: "rematch_season_closed",
      rule: "S3",
    });
    expect(await prisma.challenge.findUniqueOrThrow({ where: { id: other.id } })).toMatchObject({ state: "final", version });
    expect(await prisma.case.findUniqueOrThrow({ where: { id: review.caseId } })).toMatchObject({ state: "open" });
    await ruleCase(referee, review.caseId, { kind: "dismiss", reason: "nothing found" }, h(at, 4));
    expect((await verifyLeague()).differences).toEqual([]);
  });
});

describeOnDatabases("seasons: races (S3)", kinds, () => {
  let L: League;
  beforeAll(async () => {
    freezeClock(new Date("2026-11-01T00:00:00Z"));
    L = await makeLeague(4);
  });
  afterAll(() => freezeClock(null));

  test("a close and an issue at once: never a challenge left open in a closed season; two closes: one", async () => {
    const prisma = await db();
    const season = (await latestSeason(prisma))!;
    const admin = await L.actor(L.admin);
    const at = tue(0);
    const [issued, closed, again] = await Promise.allSettled([
      issueChallenge(await L.actor(L.teams[2].captain), { defenderId: L.teams[1].id, slots: slots(at) }, at),
      closeSeason(admin, season.id, at),
      closeSeason(admin, season.id, at),
    ]);
    const ok = [issued, closed, again].filter((r) => r.status === "fulfilled").length;
    expect(ok).toBeGreaterThanOrEqual(1);
    expect([closed, again].filter((r) => r.status === "fulfilled").length).toBeLessThanOrEqual(1);
    const row = (await latestSeason(prisma))!;
    const open = await prisma.challenge.count({ where: { seasonId: season.id, state: { not: "final" } } });
    // Either the season closed (and the issue was refused), or the challenge stands in an open season.
    if (row.closedAt) expect(open).toBe(0);
    else expect(open).toBe(1);
    expect(issued.status === "fulfilled").toBe(!row.closedAt);
    expect(await prisma.event.count({ where: { type: "season_closed" } })).toBe(row.closedAt ? 1 : 0);
  });
});
