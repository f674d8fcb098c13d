// Issue 5 on a real database: rulings and their effects on the ladder and the rating board,
// including a ruling three matches back (rebuilt from the events, checked by hand), the M4/L3
// penalty, conflicts of interest, claims with the C12 presumption, and the T5 quota.
import { beforeAll, expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { ladderNames, makeLeague, type League } from "./fixtures";
import { acceptSlot } from "@/lib/services/challenges/answer";
import { checkIn } from "@/lib/services/challenges/check-in";
import { issueChallenge } from "@/lib/services/challenges/issue";
import { appealResult, confirmResult, requestCorrection, submitResult } from "@/lib/services/challenges/results";
import { addStatement, openClaim, openReview } from "@/lib/services/cases/cases";
import { ruleCase } from "@/lib/services/cases/rulings";
import { decideReplacement, requestReplacement } from "@/lib/services/teams/replacements";
import { getCaseFile } from "@/lib/services/cases/cases-read";
import { verifyLeague } from "@/lib/services/league/verify";
import { getRatings } from "@/lib/services/league/ratings-read";
import { rateMatch } from "@/lib/domain/rating/elo";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";

const kinds = await databaseKinds();
const H = 3_600_000;
const WEEK = 7 * 24 * H;
// Week k: issue Tuesday 12:00 league time; slots Wed–Fri and Mon evenings.
const tue = (k: number) => new Date(Date.UTC(2026, 11, 1, 4) + k * WEEK);
const slots = (k: number) => [1, 2, 3, 6].map((d) => ({ at: new Date(tue(k).getTime() + d * 24 * H + 8 * H) }));

describeOnDatabases("referee cases", kinds, () => {
  let L: League;
  const cap = (i: number) => L.actor(L.teams[i].captain);
  const lineup = (c: number, d: number) => ({ challenger: L.teams[c].members.slice(0, 4), defender: L.teams[d].members.slice(0, 4) });

  /** Plays a challenge in week k: team c challenges team d; the result is confirmed. */
  async function play(k: number, c: number, d: number, ci: number, di: number, confirm = true) {
    const { id } = await issueChallenge(await cap(c), { defenderId: L.teams[d].id, slots: slots(k) }, tue(k));
    const start = slots(k)[0].at;
    await acceptSlot(await cap(d), id, start, new Date(tue(k).getTime() + H));
    await submitResult(await cap(c), id, { challengerImps: ci, defenderImps: di, lineup: lineup(c, d) }, new Date(start.getTime() + 3 * H));
    if (confirm) await confirmResult(await cap(d), id, new Date(start.getTime() + 4 * H));
    return id;
  }

  beforeAll(async () => {
    L = await makeLeague(6);
  });

  test("overturning a result three matches back rebuilds ladder and ratings as computed by hand (L4, rating.md)", async () => {
    await play(0, 2, 1, 50, 30); // m1: T3 beats T2 → T1 T3 T2 T4 T5 T6
    await play(1, 3, 1, 44, 40); // m2: T4 (pos 4) beats T2 (pos 3) → T1 T3 T4 T2 T5 T6
    await play(2, 5, 4, 20, 31); // m3: T6 loses to T5 → unchanged
    await play(3, 1, 3, 10, 12); // m4: T2 (pos 4) loses to T4 (pos 3) → unchanged
    expect(await ladderNames()).toEqual(["Team 1", "Team 3", "Team 4", "Team 2", "Team 5", "Team 6"]);
  });

  test("the referee overturns m1 (three matches back): positions and ratings recomputed, later matches as played", async () => {
    const prisma = await db();
    const m1 = (await prisma.challenge.findFirstOrThrow({ where: { number: { gt: 0 } }, orderBy: { number: "asc" } })).id;
    const { caseId } = await openReview(await L.actor(L.referee), m1, "the hand records show board 12 was scored the wrong way");
    const r = await ruleCase(
      await L.actor(L.referee),
      caseId,
      { kind: "replace", reason: "corrected from the hand records", challengerImps: 30, defenderImps: 41 },
      new Date(tue(4)),
    );
    // By hand: m1 T2 holds → T1 T2 T3 T4 T5 T6; m2 T4 beats T2 (now pos 2): swap → T1 T4 T3 T2 T5 T6;
    // m3 unchanged; m4 T2 (pos 4) loses to T4 → unchanged.
    expect(await ladderNames()).toEqual(["Team 1", "Team 4", "Team 3", "Team 2", "Team 5", "Team 6"]);
    const R = new Map([1, 2, 3, 4, 5, 6].map((i) => [i, { rating: 1600, ratedMatches: 0 }]));
    const game = (w: number, l: number) => {
      const n = rateMatch(R.get(w)!, R.get(l)!, "a");
      R.set(w, { rating: n.a, ratedMatches: R.get(w)!.ratedMatches + 1 });
      R.set(l, { rating: n.b, ratedMatches: R.get(l)!.ratedMatches + 1 });
    };
    game(2, 3); // m1 revised: T2 wins
    game(4, 2); // m2
    game(5, 6); // m3
    game(4, 2); // m4: defender T4 wins 12:10
    const board = await getRatings();
    for (let i = 1; i <= 6; i++) expect(board.entries.find((e) => e.team.name === `Team ${i}`)!.rating).toBeCloseTo(R.get(i)!.rating, 9);
    expect(r.effects?.moved.length).toBeGreaterThan(0);
    expect((await verifyLeague()).differences).toEqual([]);
    const events = await prisma.event.findMany({ where: { challengeId: m1 }, orderBy: { id: "asc" } });
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(["outcome_revised", "case_ruled"]));
  });

  test("M4/L3: a false result found by the referees drops the submitting team to last; a prior correction request spares it", async () => {
    const prisma = await db();
    // Team 6 (pos 6) challenges Team 5 (pos 5); Team 6 submits a wrong result; Team 5 appeals.
    const { id } = await issueChallenge(await cap(5), { defenderId: L.teams[4].id, slots: slots(5) }, tue(5));
    await acceptSlot(await cap(4), id, slots(5)[0].at, new Date(tue(5).getTime() + H));
    await submitResult(await cap(5), id, { challengerImps: 60, defenderImps: 10, lineup: lineup(5, 4) }, new Date(slots(5)[0].at.getTime() + 3 * H));
    await appealResult(await cap(4), id, "they reported 60:10, it was 10:60", new Date(slots(5)[0].at.getTime() + 4 * H));
    const caseId = (await prisma.case.findFirstOrThrow({ where: { challengeId: id, kind: "appeal" } })).id;
    await addStatement(await cap(4), caseId, "Our scoresheet is attached.");
    await ruleCase(
      await L.actor(L.referee),
      caseId,
      { kind: "replace", reason: "verified with the server's records", challengerImps: 10, defenderImps: 60, falseResult: true },
      new Date(slots(5)[0].at.getTime() + 30 * H),
    );
    const names = await ladderNames();
    expect(names.at(-1)).toBe("Team 6");
    expect(await prisma.event.count({ where: { type: "penalty_drop", rule: "L3" } })).toBe(1);
    expect((await verifyLeague()).differences).toEqual([]);

    // Same situation, but the submitter asked for a correction first: no penalty.
    const before = await ladderNames();
    const c6 = L.teams.findIndex((t) => t.name === before[3]);
    const c5 = L.teams.findIndex((t) => t.name === before[2]);
    const { id: id2 } = await issueChallenge(await cap(c6), { defenderId: L.teams[c5].id, slots: slots(6) }, tue(6));
    await acceptSlot(await cap(c5), id2, slots(6)[0].at, new Date(tue(6).getTime() + H));
    await submitResult(await cap(c6), id2, { challengerImps: 33, defenderImps: 30, lineup: lineup(c6, c5) }, new Date(slots(6)[0].at.getTime() + 3 * H));
    await requestCorrection(
      await cap(c6),
      id2,
      { reason: "we swapped the totals", challengerImps: 30, defenderImps: 33 },
      new Date(slots(6)[0].at.getTime() + 3.5 * H),
    );
    const corr = (await prisma.case.findFirstOrThrow({ where: { challengeId: id2, kind: "correction" } })).id;
    await ruleCase(
      await L.actor(L.referee),
      corr,
      { kind: "replace", reason: "corrected as requested", challengerImps: 30, defenderImps: 33, falseResult: true },
      new Date(slots(6)[0].at.getTime() + 20 * H),
    );
    expect(await prisma.event.count({ where: { type: "penalty_drop" } })).toBe(1);
    expect(await ladderNames()).toEqual(before);
  });

  test("a referee who is a member of a team involved cannot rule; a ruled case is closed", async () => {
    const prisma = await db();
    const ruled = await prisma.case.findFirstOrThrow({ where: { state: "ruled", challengeId: { not: null } } });
    await expect(ruleCase(await L.actor(L.referee), ruled.id, { kind: "uphold", reason: "again" })).rejects.toMatchObject({ status: 409 });
    // Make a member of Team 1 a referee; a case on a Team 1 match is a conflict of interest.
    await prisma.user.update({ where: { id: L.teams[0].members[3] }, data: { role: "referee" } });
    const m = await prisma.challenge.findFirstOrThrow({ where: { OR: [{ challengerId: L.teams[0].id }, { defenderId: L.teams[0].id }] } }).catch(() => null);
    const target = m ?? (await prisma.challenge.findFirstOrThrow());
    const { caseId } = await openReview(await L.actor(L.referee), target.id, "routine check");
    const conflicted = await L.actor(L.teams[0].members[3]);
    if (m) await expect(ruleCase(conflicted, caseId, { kind: "uphold", reason: "fine" })).rejects.toMatchObject({ status: 403, code: "conflict_of_interest" });
    await expect(ruleCase(await cap(1), caseId, { kind: "uphold", reason: "fine" })).rejects.toMatchObject({ status: 403 });
    await ruleCase(await L.actor(L.referee), caseId, { kind: "uphold", reason: "the result stands" });
  });

  test("C12: a lateness claim holds the match; the case file pre-computes the check-in presumption; award is unrated", async () => {
    const prisma = await db();
    const names = await ladderNames();
    const c = L.teams.findIndex((t) => t.name === names[5]);
    const d = L.teams.findIndex((t) => t.name === names[4]);
    const { id } = await issueChallenge(await cap(c), { defenderId: L.teams[d].id, slots: slots(8) }, tue(8));
    const start = slots(8)[0].at;
    await acceptSlot(await cap(d), id, start, new Date(tue(8).getTime() + H));
    await checkIn(await L.actor(L.teams[d].members[2]), id, new Date(start.getTime() - 10 * 60_000));
    const { caseId } = await openClaim(await cap(d), id, { kind: "lateness", reason: "they were not there at 20:15" }, new Date(start.getTime() + 20 * 60_000));
    expect((await prisma.challenge.findUniqueOrThrow({ where: { id } })).state).toBe("disputed");
    const file = await getCaseFile(await L.actor(L.referee), caseId);
    expect(file.lateness?.finding).toBe("claim_presumed");
    const ratingsBefore = (await getRatings()).entries.map((e) => e.rating);
    await ruleCase(
      await L.actor(L.referee),
      caseId,
      { kind: "award", winner: "defender", reason: "C12: the challenger was late" },
      new Date(start.getTime() + 2 * H),
    );
    const ch = await prisma.challenge.findUniqueOrThrow({ where: { id } });
    expect(ch).toMatchObject({ state: "final", outcomeReason: "awarded", outcomeWinner: "defender" });
    expect((await getRatings()).entries.map((e) => e.rating)).toEqual(ratingsBefore); // E4
    await expect(getCaseFile(await cap(0), caseId)).rejects.toBeInstanceOf(AppError);
  });

  test("T5: two approved replacements per season, one pending at a time; approval swaps exactly one member", async () => {
    const prisma = await db();
    const team = L.teams[2];
    const free = async (n: number) =>
      (await prisma.user.create({ data: { email: `free${n}@test`, name: `Free ${n}`, passwordHash: "x" }, select: { id: true } })).id;
    const referee = await L.actor(L.referee);
    const r1 = await requestReplacement(await cap(2), team.id, { outUserId: team.members[4], inUserId: await free(1), reason: "moved abroad" });
    await expect(requestReplacement(await cap(2), team.id, { outUserId: team.members[3], inUserId: await free(2), reason: "second" })).rejects.toMatchObject({
      status: 409,
      rule: "T5",
    });
    await decideReplacement(referee, r1.requestId, { approve: true, reason: "verified" });
    const members = await prisma.teamMember.findMany({ where: { teamId: team.id }, select: { userId: true } });
    expect(members).toHaveLength(5);
    expect(members.map((m) => m.userId)).not.toContain(team.members[4]);
    const r2 = await requestReplacement(await cap(2), team.id, { outUserId: team.members[3], inUserId: await free(3), reason: "second" });
    await decideReplacement(referee, r2.requestId, { approve: false, reason: "not verified" });
    const r3 = await requestReplacement(await cap(2), team.id, { outUserId: team.members[3], inUserId: await free(4), reason: "third try" });
    await decideReplacement(referee, r3.requestId, { approve: true, reason: "ok" });
    await expect(
      requestReplacement(await cap(2), team.id, { outUserId: team.members[2], inUserId: await free(5), reason: "a third one" }),
    ).rejects.toMatchObject({ status: 422, rule: "T5", code: "replacement_quota" });
    await expect(decideReplacement(referee, r3.requestId, { approve: true, reason: "again" })).rejects.toMatchObject({ status: 409 });
    await expect(requestReplacement(await cap(1), team.id, { outUserId: team.members[2], inUserId: await free(6), reason: "not mine" })).rejects.toMatchObject({
      status: 403,
    });
  });
});
