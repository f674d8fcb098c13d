// Rules revision 3 (issue 21) on both databases: every point that involves a race, a rebuild or
// the services' wiring. The rules' edges (−1 ms, exact, +1 ms) are in
// lib/domain/challenge/revision3.test.ts; here they meet the real database.
import { beforeAll, expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { failure } from "./expect-failure";
import { h, helpers, week } from "./league-helpers";
import { ladderNames, makeLeague, type League } from "./fixtures";
import { acceptSlot } from "@/lib/services/challenges/answer";
import { answerReschedule, proposeReschedule } from "@/lib/services/challenges/reschedule";
import { checkIn } from "@/lib/services/challenges/check-in";
import { concedeChallenge } from "@/lib/services/challenges/concede";
import { issueChallenge } from "@/lib/services/challenges/issue";
import { passPriority } from "@/lib/services/challenges/priority";
import { appealResult, confirmResult, requestCorrection, submitResult } from "@/lib/services/challenges/results";
import { openClaim, openReview } from "@/lib/services/cases/cases";
import { ruleCase } from "@/lib/services/cases/rulings";
import { approveTeam, setCaptain, setDeputies, withdrawTeam } from "@/lib/services/teams/teams";
import { updateLeague } from "@/lib/services/league/admin";
import { sweepDeadlines } from "@/lib/services/challenges/sweep";
import { verifyLeague } from "@/lib/services/league/verify";
import { getLadder } from "@/lib/services/league/ladder-read";
import { getRatings } from "@/lib/services/league/ratings-read";
import { invalidateReads } from "@/lib/read-cache";
import { db } from "@/lib/db/client";

const kinds = await databaseKinds();

describeOnDatabases("rules revision 3: results, cases and rematches", kinds, () => {
  let L: League;
  beforeAll(async () => {
    L = await makeLeague(12);
  });
  const { cap, member, lineup, at, scheduled, openCaseOf } = helpers(() => L);
  const referee = () => L.actor(L.referee);

  test("M2/M4: a false 60:0 and an at-once false 'correction' do not take the appeal away; one case; L3 drops the submitter, and a later ruling lifts it", async () => {
    const prisma = await db();
    const before = await ladderNames();
    const [c, d] = [await at(6), await at(5)];
    const { id, start } = await scheduled(c, d, 1);
    const after = h(start, 3);
    await submitResult(await cap(c), id, { challengerImps: 60, defenderImps: 0, lineup: lineup(c, d) }, after);
    await requestCorrection(await cap(c), id, { reason: "one board was entered twice", challengerImps: 55, defenderImps: 0 }, h(after, 0.01));
    // The other side still appeals within the 48 h, and the appeal joins the correction's case.
    await appealResult(await cap(d), id, "we won 40:10", h(after, 0.02));
    const result = await prisma.result.findFirstOrThrow({ where: { challengeId: id, status: { not: "superseded" } } });
    expect(result).toMatchObject({ correctionChallengerImps: 55, correctionDefenderImps: 0, correctionProtects: true });
    expect(result.appealedAt).not.toBeNull();
    const cases = await prisma.case.findMany({ where: { challengeId: id }, include: { messages: true } });
    expect(cases.map((k) => [k.kind, k.state, k.resultId])).toEqual([["correction", "open", result.id]]);
    expect(cases[0].messages.map((m) => m.body)).toEqual(["we won 40:10"]);
    expect(await prisma.event.count({ where: { challengeId: id, type: "case_joined", rule: "M2" } })).toBe(1);

    const ruled = await ruleCase(
      await referee(),
      cases[0].id,
      { kind: "replace", challengerImps: 10, defenderImps: 40, falseResult: true, reason: "the hand records show 10:40" },
      h(after, 20),
    );
    expect(ruled.falseResult).toBe("penalty"); // the corrected winner (the challenger) is not the established one
    expect((await ladderNames()).at(-1)).toBe(L.teams[c].name);
    expect((await verifyLeague()).differences).toEqual([]);

    // L3 (revision 3): a later ruling on the same case lifts it; the ladder is rebuilt as if it never applied.
    const lifted = await ruleCase(
      await referee(),
      cases[0].id,
      { kind: "lift_penalty", reason: "the captain proved a data-entry error by the scorer" },
      h(after, 30),
    );
    expect(lifted.ruling).toBe("lift_penalty");
    expect(await ladderNames()).toEqual(before);
    expect(await failure(ruleCase(await referee(), cases[0].id, { kind: "lift_penalty", reason: "again" }, h(after, 31)))).toMatchObject({
      status: 409,
      code: "penalty_already_lifted",
      rule: "L3",
    });
    expect(await prisma.event.count({ where: { type: "penalty_lifted", caseId: cases[0].id } })).toBe(1);
    expect((await verifyLeague()).differences).toEqual([]);
  });

  test("L3 (revision 3): no drop for a true correction, nor when the winner stands", async () => {
    const prisma = await db();
    const [c, d] = [await at(8), await at(7)];
    const first = await scheduled(c, d, 2);
    await submitResult(await cap(c), first.id, { challengerImps: 50, defenderImps: 10, lineup: lineup(c, d) }, h(first.start, 3));
    await requestCorrection(await cap(c), first.id, { reason: "the totals were swapped", challengerImps: 10, defenderImps: 50 }, h(first.start, 3.5));
    const r1 = await ruleCase(
      await referee(),
      (await openCaseOf(first.id)).id,
      { kind: "replace", challengerImps: 12, defenderImps: 48, falseResult: true, reason: "as corrected" },
      h(first.start, 20),
    );
    expect(r1.falseResult).toBe("corrected");

    const [c2, d2] = [await at(10), await at(9)];
    const second = await scheduled(c2, d2, 2);
    await submitResult(await cap(c2), second.id, { challengerImps: 50, defenderImps: 10, lineup: lineup(c2, d2) }, h(second.start, 3));
    await appealResult(await cap(d2), second.id, "the totals are wrong", h(second.start, 4));
    const r2 = await ruleCase(
      await referee(),
      (await openCaseOf(second.id)).id,
      { kind: "replace", challengerImps: 45, defenderImps: 20, falseResult: true, reason: "wrong totals, same winner" },
      h(second.start, 20),
    );
    expect(r2.falseResult).toBe("same_winner");
    expect(await prisma.event.count({ where: { type: "penalty_drop", challengeId: { in: [first.id, second.id] } } })).toBe(0);
    expect((await verifyLeague()).differences).toEqual([]);
  });

  test("claims (revision 3): the submitter cannot block the appeal with a claim on its own result; C13/M5 only from the start", async () => {
    const [c, d] = [await at(12), await at(11)];
    const { id, start } = await scheduled(c, d, 3);
    expect(await failure(openClaim(await cap(d), id, { kind: "in_match", reason: "too early to dispute" }, h(start, -0.01)))).toMatchObject({
      status: 422,
      code: "claim_before_start",
      rule: "M5",
    });
    await submitResult(await cap(c), id, { challengerImps: 60, defenderImps: 0, lineup: lineup(c, d) }, h(start, 3));
    for (const kind of ["in_match", "disconnection", "lateness", "unregistered"] as const) {
      expect(await failure(openClaim(await cap(c), id, { kind, reason: "blocking the appeal" }, h(start, 3.1)))).toMatchObject({
        status: 409,
        code: "claim_after_result",
      });
    }
    await appealResult(await cap(d), id, "false result", h(start, 3.2));
    // R4: a dismissed appeal leaves the result standing; the confirmation period runs on.
    await ruleCase(await referee(), (await openCaseOf(id)).id, { kind: "dismiss", reason: "the hand records confirm 60:0" }, h(start, 10));
    const row = await (await db()).challenge.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ state: "result_submitted", outcomeWinner: "challenger", disputedFrom: null });
    await confirmResult(await cap(d), id, h(start, 11));
  });

  test("R4: a claim that froze a forfeit is dismissed after the play deadline; C8 by check-ins applies at once", async () => {
    const prisma = await db();
    const [c, d] = [await at(4), await at(3)];
    const { id, start } = await scheduled(c, d, 4);
    await checkIn(await member(c), id, start);
    await openClaim(await cap(d), id, { kind: "in_match", reason: "they disconnected" }, h(start, 0.5));
    const playBy = (await prisma.challenge.findUniqueOrThrow({ where: { id } })).playBy;
    expect((await sweepDeadlines(h(playBy, 24))).applied).toBe(0); // the claim holds it
    await ruleCase(await referee(), (await openCaseOf(id)).id, { kind: "dismiss", reason: "no disconnection is logged" }, h(playBy, 48));
    expect(await prisma.challenge.findUniqueOrThrow({ where: { id } })).toMatchObject({
      state: "final",
      outcomeReason: "defender_forfeit",
      outcomeWinner: "challenger",
      holdsLock: false,
    });
    expect(await prisma.event.count({ where: { challengeId: id, type: "case_dismissed", rule: "R4" } })).toBe(1);
    expect((await verifyLeague()).differences).toEqual([]);
  });

  test("C17 (revision 3): a concession at the start is a rated loss; a minute before it is not", async () => {
    const prisma = await db();
    const [c, d] = [await at(6), await at(5)];
    const early = await scheduled(c, d, 5);
    await concedeChallenge(await cap(c), early.id, h(early.start, -1 / 60));
    expect(await prisma.ratingChange.count({ where: { challengeId: early.id } })).toBe(0);
    const [c2, d2] = [await at(8), await at(7)];
    const late = await scheduled(c2, d2, 5);
    await concedeChallenge(await cap(d2), late.id, late.start);
    expect(await prisma.challenge.findUniqueOrThrow({ where: { id: late.id } })).toMatchObject({
      outcomeReason: "conceded",
      outcomeWinner: "challenger",
      outcomeRated: true,
    });
    expect(await prisma.ratingChange.count({ where: { challengeId: late.id } })).toBe(2);
    expect((await verifyLeague()).differences).toEqual([]);
  });

  test("C16 (revision 3): a stale proposal accepted after the start is refused; the check-in stands", async () => {
    const prisma = await db();
    const [c, d] = [await at(10), await at(9)];
    const { id, start, at: issued } = await scheduled(c, d, 6);
    await proposeReschedule(await cap(c), id, h(start, 24), h(issued, 2));
    await checkIn(await member(c), id, h(start, -1 / 6));
    expect(await failure(answerReschedule(await cap(d), id, true, h(start, 1 / 6)))).toMatchObject({ status: 409, code: "reschedule_lapsed", rule: "C16" });
    expect(await prisma.checkIn.count({ where: { challengeId: id } })).toBe(1);
    expect(await failure(proposeReschedule(await cap(d), id, h(start, 30), start))).toMatchObject({ code: "reschedule_after_start" });
    await concedeChallenge(await cap(d), id, h(start, 1));
  });

  test("D1/C16: a check-in racing the acceptance of a new time never survives the move (many rounds)", async () => {
    const prisma = await db();
    for (let round = 0; round < 4; round++) {
      const [c, d] = [await at(12), await at(11)];
      const { id, start, at: issued } = await scheduled(c, d, 7 + round);
      const newTime = h(start, 24);
      await proposeReschedule(await cap(d), id, newTime, h(issued, 2));
      const when = h(start, -1 / 6);
      const [checked, accepted] = await Promise.allSettled([checkIn(await member(c), id, when), answerReschedule(await cap(c), id, true, when)]);
      expect(accepted.status).toBe("fulfilled");
      const row = await prisma.challenge.findUniqueOrThrow({ where: { id }, include: { checkIns: true } });
      expect(row.scheduledAt).toEqual(newTime);
      // Either the check-in came first (then the move wiped it) or second (then judged against the new hour: C11).
      expect(row.checkIns).toEqual([]);
      if (checked.status === "rejected") expect(checked.reason).toMatchObject({ rule: "C11" });
      await concedeChallenge(await cap(c), id, h(newTime, -2));
    }
  });

  test("R1 (revision 3): a rematch on a final result comes first; undecided challenges of either team since are voided; it starts clean", async () => {
    const prisma = await db();
    const [c, d] = [await at(5), await at(4)];
    const { id, start } = await scheduled(c, d, 12);
    await submitResult(await cap(c), id, { challengerImps: 40, defenderImps: 20, lineup: lineup(c, d) }, h(start, 3));
    await confirmResult(await cap(d), id, h(start, 4));
    // Both teams are free again: the winner (now at 4) challenges position 3, and position 6 challenges the loser (now at 5).
    const w = week(13);
    const three = await at(3);
    const { id: byWinner } = await issueChallenge(await cap(c), { defenderId: L.teams[three].id, slots: w.slots }, w.at);
    const six = await at(6);
    const { id: onLoser } = await issueChallenge(await cap(six), { defenderId: L.teams[d].id, slots: w.slots }, w.at);
    const { caseId } = await openReview(await referee(), id, "the match room log shows a fifth player");
    const rematchAt = h(w.at, 2); // agreed with both captains: C5's notice does not apply
    const r = await ruleCase(await referee(), caseId, { kind: "rematch", at: rematchAt, reason: "replay with the registered players" }, h(w.at, 1));
    expect(r.voided.sort()).toEqual([byWinner, onLoser].sort());
    for (const v of [byWinner, onLoser]) {
      expect(await prisma.challenge.findUniqueOrThrow({ where: { id: v } })).toMatchObject({ state: "final", outcomeReason: "voided", holdsLock: false });
      expect(await prisma.event.count({ where: { challengeId: v, type: "challenge_voided", rule: "R1" } })).toBe(1);
    }
    const row = await prisma.challenge.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ state: "scheduled", scheduledAt: rematchAt, holdsLock: true, refereeLookedAt: null, outcomeReason: null, finalAt: null });
    // Clean: the new result can be corrected (no earlier referee look counts against it).
    await submitResult(await cap(d), id, { challengerImps: 20, defenderImps: 30, lineup: lineup(c, d) }, h(rematchAt, 3));
    await requestCorrection(await cap(d), id, { reason: "typo", challengerImps: 20, defenderImps: 31 }, h(rematchAt, 3.5));
    await ruleCase(
      await referee(),
      (await openCaseOf(id)).id,
      { kind: "replace", challengerImps: 20, defenderImps: 31, reason: "as corrected" },
      h(rematchAt, 10),
    );
    expect((await verifyLeague()).differences).toEqual([]);
  });
});

describeOnDatabases("rules revision 3: R3 re-checks every open challenge as the ladder stood at its issue", kinds, () => {
  let L: League;
  beforeAll(async () => {
    L = await makeLeague(8);
  });
  const { cap, lineup, scheduled, openCaseOf } = helpers(() => L);

  test("a third team's challenge that only an overturned result allowed is voided; one allowed at its issue stands", async () => {
    const prisma = await db();
    // Team 5 (position 5) beats Team 4 with a false result: 1 2 3 5 4 6 7 8.
    const { id, start } = await scheduled(4, 3, 1);
    await submitResult(await cap(4), id, { challengerImps: 60, defenderImps: 10, lineup: lineup(4, 3) }, h(start, 3));
    expect(await ladderNames()).toEqual(["Team 1", "Team 2", "Team 3", "Team 5", "Team 4", "Team 6", "Team 7", "Team 8"]);
    const w = week(1);
    const later = h(start, 4);
    const slots = [w.slots[1], w.slots[2], w.slots[3], { at: h(w.slots[1].at, 1) }];
    // Team 8 (position 8) challenges Team 4 at 5 (8 → 5, 6, 7): allowed only because of the false result.
    const { id: bought } = await issueChallenge(await cap(7), { defenderId: L.teams[3].id, slots }, later);
    // Team 7 challenges Team 6: nothing to do with it.
    const { id: fair } = await issueChallenge(await cap(6), { defenderId: L.teams[5].id, slots }, later);
    await appealResult(await cap(3), id, "the real score was 10:60", h(start, 5));
    const r = await ruleCase(
      await L.actor(L.referee),
      (await openCaseOf(id)).id,
      { kind: "replace", challengerImps: 10, defenderImps: 60, reason: "scores swapped" },
      h(start, 20),
    );
    expect(r.effects).toMatchObject({ voided: [bought] });
    expect(await prisma.challenge.findUniqueOrThrow({ where: { id: bought } })).toMatchObject({ outcomeReason: "voided", holdsLock: false });
    expect(await prisma.challenge.findUniqueOrThrow({ where: { id: fair } })).toMatchObject({ state: "awaiting_response", holdsLock: true });
    expect((await verifyLeague()).differences).toEqual([]);
  });
});

describeOnDatabases("rules revision 3: C10 closed at its start", kinds, () => {
  let L: League;
  beforeAll(async () => {
    L = await makeLeague(8);
  });
  const { cap } = helpers(() => L);

  test("position 1 locked at Monday 00:00: the week's window is closed from its start, recorded, and stays closed when the lock opens", async () => {
    const prisma = await db();
    const sunday = new Date("2026-12-06T04:00:00Z"); // Sun 6 Dec 12:00 league time
    const monday0 = new Date("2026-12-06T16:00:00Z"); // Mon 7 Dec 00:00
    const slots = ["2026-12-07T12:00:00Z", "2026-12-08T12:00:00Z", "2026-12-09T12:00:00Z", "2026-12-10T12:00:00Z"].map((s) => ({ at: new Date(s) }));
    const { id } = await issueChallenge(await cap(1), { defenderId: L.teams[0].id, slots }, sunday);
    await acceptSlot(await cap(0), id, slots[0].at, h(sunday, 1));
    await sweepDeadlines(h(monday0, 1 / 12));
    const closure = await prisma.priorityWeek.findUniqueOrThrow({ where: { leagueId_weekStart: { leagueId: 1, weekStart: monday0 } } });
    expect(closure).toMatchObject({ cause: "top_locked_at_start", closedAt: monday0 });
    expect(await prisma.event.count({ where: { type: "priority_closed", data: { path: ["cause"], equals: "top_locked_at_start" } } })).toBe(1);
    // Position 1's lock opens at 10:00 (position 2 concedes before the match).
    await concedeChallenge(await cap(1), id, h(monday0, 10));
    expect(await failure(passPriority(await cap(2), h(monday0, 11)))).toMatchObject({ status: 409, code: "priority_closed", rule: "C10" });
    const later = slots.map((s) => ({ at: h(s.at, 24) }));
    await issueChallenge(await cap(4), { defenderId: L.teams[3].id, slots: later }, h(monday0, 11)); // not C10
    invalidateReads();
    expect((await getLadder(h(monday0, 11))).priority.open).toBe(false);
  });
});

describeOnDatabases("rules revision 3: T6 deputies, T7 withdrawal, S1 settings per challenge, D1, C5 notice", kinds, () => {
  let L: League;
  beforeAll(async () => {
    L = await makeLeague(8);
  });
  const { cap, member, scheduled, at } = helpers(() => L);

  test("T6: the captain names up to 2 deputies; a deputy acts in challenges and the log names it; an admin changes the captain", async () => {
    const prisma = await db();
    const team = L.teams[7];
    expect(await failure(setDeputies(await cap(7), team.id, team.members.slice(1, 4)))).toMatchObject({ status: 422, code: "deputies_too_many", rule: "T6" });
    expect(await failure(setDeputies(await cap(6), team.id, [team.members[1]]))).toMatchObject({ status: 403 });
    await setDeputies(await cap(7), team.id, team.members.slice(1, 3));
    const deputy = await L.actor(team.members[1]);
    expect(deputy).toMatchObject({ captainOf: team.id, isCaptain: false });
    expect(await failure(setDeputies(deputy, team.id, []))).toMatchObject({ status: 403 });
    const w = week(1);
    const { id } = await issueChallenge(deputy, { defenderId: L.teams[6].id, slots: w.slots }, w.at);
    expect(await prisma.event.findFirstOrThrow({ where: { challengeId: id, type: "challenge_issued" } })).toMatchObject({ actorId: team.members[1] });
    await acceptSlot(await cap(6), id, w.slots[0].at, h(w.at, 1));
    await setCaptain(await L.actor(L.admin), team.id, team.members[1]);
    expect(await L.actor(team.members[1])).toMatchObject({ captainOf: team.id, isCaptain: true });
    expect(await prisma.teamMember.findFirstOrThrow({ where: { userId: team.members[1] } })).toMatchObject({ deputy: false });
    expect(await L.actor(team.members[0])).toMatchObject({ captainOf: null });
  });

  test("T7: a withdrawn team's open challenge ends as its concession (rated after the start); it leaves the ladder, those below move up; it may return at the bottom", async () => {
    const prisma = await db();
    const challenge = await prisma.challenge.findFirstOrThrow({ where: { holdsLock: true, defenderId: L.teams[6].id } });
    const admin = await L.actor(L.admin);
    expect(await failure(withdrawTeam(await cap(6), L.teams[6].id, "we disband"))).toMatchObject({ status: 403 });
    const r = await withdrawTeam(admin, L.teams[6].id, "the team disbands", h(challenge.scheduledAt!, 0.5));
    expect(r.conceded).toEqual([challenge.id]);
    expect(await prisma.challenge.findUniqueOrThrow({ where: { id: challenge.id } })).toMatchObject({
      outcomeReason: "conceded",
      outcomeWinner: "challenger",
      outcomeRated: true,
    });
    expect(await prisma.ratingChange.count({ where: { challengeId: challenge.id } })).toBe(2);
    invalidateReads();
    const ladder = await getLadder(h(challenge.scheduledAt!, 1));
    expect(ladder.rows.map((x) => x.team.name)).toEqual(["Team 1", "Team 2", "Team 3", "Team 4", "Team 5", "Team 6", "Team 8"]);
    expect((await getRatings()).entries.map((e) => e.team.name)).not.toContain("Team 7");
    expect((await verifyLeague()).differences).toEqual([]);
    await approveTeam(admin, L.teams[6].id, h(challenge.scheduledAt!, 2));
    expect((await ladderNames()).at(-1)).toBe("Team 7");
    expect((await verifyLeague()).differences).toEqual([]);
  });

  test("S1: a settings change does not touch an open challenge; it governs those issued after it", async () => {
    const prisma = await db();
    const admin = await L.actor(L.admin);
    const { id, start } = await scheduled(5, 4, 3);
    const before = await prisma.challenge.findUniqueOrThrow({ where: { id } });
    await updateLeague(admin, { playHours: 100, lateGraceMinutes: 5, minNoticeHours: 6 });
    // The defender checks in 10 minutes late: late under the new grace (5), in time under its own (15).
    await checkIn(await member(4), id, h(start, 10 / 60));
    expect((await sweepDeadlines(h(before.playBy, 1))).applied).toBe(1);
    expect(await prisma.challenge.findUniqueOrThrow({ where: { id } })).toMatchObject({ playBy: before.playBy, outcomeReason: "challenger_forfeit" });
    const w = week(4);
    const { playBy } = await issueChallenge(
      await cap(3),
      {
        defenderId: L.teams[2].id,
        slots: w.slots
          .slice(0, 3)
          .concat([{ at: h(w.at, 7) }])
          .map((s) => ({ ...s, offWindowAgreed: true })),
      },
      w.at,
    );
    expect(playBy).toEqual(h(w.at, 100));
    await updateLeague(admin, { playHours: 168, lateGraceMinutes: 15, minNoticeHours: 12 });
  });

  test("D1: the sweep waits 30 s past a deadline, so an answer that arrived in time is never overtaken", async () => {
    const prisma = await db();
    const w = week(6);
    const [c, d] = [await at(2), await at(1)];
    const { id, respondBy } = await issueChallenge(await cap(c), { defenderId: L.teams[d].id, slots: w.slots }, w.at);
    await sweepDeadlines(new Date(respondBy.getTime() + 29_999));
    expect((await prisma.challenge.findUniqueOrThrow({ where: { id } })).state).toBe("awaiting_response");
    // The defender's answer arrived 1 ms before the deadline (and waited, say, for a lock).
    await acceptSlot(await cap(d), id, w.slots[3].at, new Date(respondBy.getTime() - 1));
    await sweepDeadlines(new Date(respondBy.getTime() + 30_000));
    expect((await prisma.challenge.findUniqueOrThrow({ where: { id } })).state).toBe("scheduled");
    await concedeChallenge(await cap(c), id, h(w.at, 80));
  });

  test("C5 (revision 3): a proposed time with less than 12 h notice is refused with the earliest allowed", async () => {
    const w = week(8);
    const slots = [{ at: h(w.at, 12 - 1 / 3600) }, ...w.slots.slice(1)];
    const [c, d] = [await at(4), await at(3)];
    expect(await failure(issueChallenge(await cap(c), { defenderId: L.teams[d].id, slots }, w.at))).toMatchObject({
      status: 422,
      code: "slot_short_notice",
      rule: "C5",
      params: { hours: 12 },
    });
  });
});
