// Rules revision 2 (issue 9) on both databases: the sweep's C8 decisions by check-ins, races
// between a concession and a result, between accepting and declining a reschedule, the R3 void
// after an overturned result, an R1 rematch, C10 staying closed, and T5's quota and override.
import { beforeAll, expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { ladderNames, makeLeague, type League, SLOTS, T } from "./fixtures";
import { acceptSlot } from "@/lib/services/challenges/answer";
import { answerReschedule, proposeReschedule } from "@/lib/services/challenges/reschedule";
import { checkIn } from "@/lib/services/challenges/check-in";
import { concedeChallenge } from "@/lib/services/challenges/concede";
import { issueChallenge } from "@/lib/services/challenges/issue";
import { passPriority } from "@/lib/services/challenges/priority";
import { appealResult, submitResult } from "@/lib/services/challenges/results";
import { ruleCase } from "@/lib/services/cases/rulings";
import { sweepDeadlines } from "@/lib/services/challenges/sweep";
import { verifyLeague } from "@/lib/services/league/verify";
import { getChallenge } from "@/lib/services/challenges/challenges-read";
import { addMember } from "@/lib/services/league/admin";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";

const kinds = await databaseKinds();

// T and SLOTS (fixtures.ts): Tue 1 Dec 2026 12:00 league time, slots Wed–Mon evenings; the play deadline is Tue 8 Dec 12:00.
const START = SLOTS[0].at;
const h = (d: Date, hours: number) => new Date(d.getTime() + hours * 3_600_000);

async function failure(p: Promise<unknown>): Promise<AppError | null> {
  return p.then(
    () => null,
    (e) => {
      if (!(e instanceof AppError)) throw e;
      return e;
    },
  );
}

describeOnDatabases("rules revision 2", kinds, () => {
  let L: League;
  beforeAll(async () => {
    L = await makeLeague(12);
  });
  const cap = (i: number) => L.actor(L.teams[i].captain);
  const member = (i: number, m = 2) => L.actor(L.teams[i].members[m]);
  /** Team at index c (position c+1) challenges index d; the defender accepts the first slot. */
  async function scheduled(c: number, d: number, at = T) {
    const { id } = await issueChallenge(await cap(c), { defenderId: L.teams[d].id, slots: SLOTS }, at);
    await acceptSlot(await cap(d), id, START, h(at, 1));
    return id;
  }
  const lineup = (c: number, d: number) => ({ challenger: L.teams[c].members.slice(0, 4), defender: L.teams[d].members.slice(0, 4) });
  /** Two teams at adjacent positions, neither holding a lock: [challenger index, defender index]. */
  async function freePair(): Promise<[number, number]> {
    const prisma = await db();
    const locked = new Set(
      (await prisma.challenge.findMany({ where: { holdsLock: true }, select: { challengerId: true, defenderId: true } })).flatMap((c) => [
        c.challengerId,
        c.defenderId,
      ]),
    );
    const order = (await prisma.ladderEntry.findMany({ orderBy: { position: "asc" }, select: { teamId: true } })).map((e) => e.teamId);
    for (let p = order.length - 1; p > 1; p--) {
      if (!locked.has(order[p]) && !locked.has(order[p - 1]))
        return [L.teams.findIndex((t) => t.id === order[p]), L.teams.findIndex((t) => t.id === order[p - 1])];
    }
    throw new Error("no free pair");
  }

  test("C8 by check-ins: the sweep decides each case at the play deadline, once with two sweeps at once", async () => {
    const prisma = await db();
    const onlyChallenger = await scheduled(4, 3); // positions 5 → 4
    const both = await scheduled(6, 5); // 7 → 6
    const neither = await scheduled(8, 7); // 9 → 8
    await checkIn(await member(4), onlyChallenger, h(START, 0.25)); // start + 15 min: in time
    await checkIn(await member(6), both, h(START, -0.5));
    await checkIn(await member(5), both, START);
    const playBy = (await prisma.challenge.findUniqueOrThrow({ where: { id: neither } })).playBy;
    expect((await sweepDeadlines(h(playBy, -0.001))).applied).toBe(0);
    const swept = new Date(playBy.getTime() + 30_000); // D1: the sweep waits 30 s past the deadline
    const [a, b] = await Promise.all([sweepDeadlines(swept), sweepDeadlines(swept)]);
    expect(a.applied + b.applied).toBe(3);
    const row = (id: string) => prisma.challenge.findUniqueOrThrow({ where: { id }, include: { cases: true } });
    expect(await row(onlyChallenger)).toMatchObject({ state: "final", outcomeReason: "defender_forfeit", outcomeWinner: "challenger", holdsLock: false });
    expect(await row(neither)).toMatchObject({ state: "final", outcomeReason: "challenger_forfeit", outcomeWinner: "defender" });
    const waiting = await row(both);
    expect(waiting).toMatchObject({ state: "disputed", outcomeReason: null, holdsLock: true });
    expect(waiting.cases.map((c) => [c.kind, c.state])).toEqual([["unreported", "open"]]);
    expect(waiting.cases[0].dueAt).toEqual(h(swept, 72));
    expect(await prisma.event.count({ where: { challengeId: both, type: "match_unreported", rule: "C8" } })).toBe(1);
    expect((await sweepDeadlines(h(playBy, 1))).applied).toBe(0);
    // The C8 forfeit of a defender who never showed swaps the ladder (L1); not rated (E4).
    expect((await ladderNames()).slice(3, 5)).toEqual(["Team 5", "Team 4"]);
    expect(await prisma.ratingChange.count({ where: { challengeId: onlyChallenger } })).toBe(0);
    // The referees rule on the unreported match (here: a rematch would also do); the lock then opens.
    await ruleCase(
      await L.actor(L.referee),
      waiting.cases[0].id,
      { kind: "award", winner: "defender", reason: "the challenger admits the loss" },
      h(playBy, 2),
    );
    expect(await row(both)).toMatchObject({ state: "final", outcomeReason: "awarded", holdsLock: false });
    expect((await verifyLeague()).differences).toEqual([]);
  });

  test("C17 concession racing a result submission: exactly one wins, many rounds", async () => {
    const prisma = await db();
    for (let round = 0; round < 4; round++) {
      const at = h(T, round * 24 * 7 + 24 * 7 * 2); // a fresh week each round, after the first test
      const slots = SLOTS.map((s) => ({ at: h(s.at, round * 24 * 7 + 24 * 7 * 2) }));
      const [c, d] = await freePair();
      const { id } = await issueChallenge(await cap(c), { defenderId: L.teams[d].id, slots }, at);
      await acceptSlot(await cap(d), id, slots[0].at, h(at, 1));
      const after = h(slots[0].at, 3);
      const results = await Promise.allSettled([
        concedeChallenge(await cap(d), id, after),
        submitResult(await cap(c), id, { challengerImps: 10, defenderImps: 50, lineup: lineup(c, d) }, after),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const lost = results.find((r): r is PromiseRejectedResult => r.status === "rejected")!;
      expect(lost.reason).toBeInstanceOf(AppError);
      expect((lost.reason as AppError).status).toBe(409);
      const row = await prisma.challenge.findUniqueOrThrow({ where: { id } });
      expect(row.holdsLock).toBe(false);
      expect(await prisma.event.count({ where: { challengeId: id, type: "challenge_decided" } })).toBe(1);
      if (row.state === "result_submitted") {
        // Let the 48 h pass so the next round starts from a final challenge (not required for the lock).
        await sweepDeadlines(h(after, 49));
      }
    }
    expect((await verifyLeague()).differences).toEqual([]);
  });

  test("C16 reschedule: accept racing a decline, exactly one wins; the check-in hour follows the new time", async () => {
    const prisma = await db();
    const at = h(T, 24 * 7 * 7);
    const slots = SLOTS.map((s) => ({ at: h(s.at, 24 * 7 * 7) }));
    const [ci, di] = await freePair();
    const { id } = await issueChallenge(await cap(ci), { defenderId: L.teams[di].id, slots }, at);
    await acceptSlot(await cap(di), id, slots[0].at, h(at, 1));
    await checkIn(await member(ci), id, h(slots[0].at, -0.2));
    const newTime = h(slots[0].at, 24 * 2 + 1); // Fri 21:00
    await proposeReschedule(await cap(ci), id, newTime, h(at, 2));
    const results = await Promise.allSettled([answerReschedule(await cap(di), id, true, h(at, 3)), answerReschedule(await cap(di), id, false, h(at, 3))]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const c = await prisma.challenge.findUniqueOrThrow({ where: { id }, include: { checkIns: true } });
    const accepted = results[0].status === "fulfilled";
    expect(c.scheduledAt).toEqual(accepted ? newTime : slots[0].at);
    expect(c.rescheduleAt).toBeNull();
    if (accepted) {
      expect(c.checkIns).toEqual([]);
      expect((await getChallenge(id, h(at, 3))).reschedule).toBeNull();
      // The proposer cannot answer its own proposal; a proposal after the latest start is C6.
      await proposeReschedule(await cap(di), id, h(newTime, 1), h(at, 4));
      expect(await failure(answerReschedule(await cap(di), id, true, h(at, 5)))).toMatchObject({ status: 403 });
    }
    const late = await failure(proposeReschedule(await cap(ci), id, h(c.playBy, -2.5), h(at, 6)));
    expect(late).toMatchObject({ status: 422, rule: "C6", code: "slot_too_late" });
    const events = await prisma.event.findMany({ where: { challengeId: id, type: { startsWith: "reschedule" } }, select: { type: true, rule: true } });
    expect(events.every((e) => e.rule === "C16")).toBe(true);
    await concedeChallenge(await cap(ci), id, h(at, 7));
  });

  test("R3: a challenge issued from a position an overturned result gave is voided without fault", async () => {
    const prisma = await db();
    const at = h(T, 24 * 7 * 9);
    const slots = SLOTS.map((s) => ({ at: h(s.at, 24 * 7 * 9) }));
    const before = await ladderNames();
    // Position 4 → 3: the challenger wins on a false result and moves to 3, from where it may
    // challenge position 1 (C1: 3 → 1, 2), which it could not from 4 (4 → 2, 3).
    const posOf = (name: string) => before.indexOf(name);
    const third = L.teams.find((t) => t.name === before[3])!;
    const second = L.teams.find((t) => t.name === before[2])!;
    const first = L.teams.find((t) => t.name === before[0])!;
    const ix = (t: { id: string }) => L.teams.findIndex((x) => x.id === t.id);
    const { id } = await issueChallenge(await cap(ix(third)), { defenderId: second.id, slots }, at);
    await acceptSlot(await cap(ix(second)), id, slots[0].at, h(at, 1));
    const after = h(slots[0].at, 3);
    await submitResult(await cap(ix(third)), id, { challengerImps: 60, defenderImps: 10, lineup: lineup(ix(third), ix(second)) }, after);
    expect((await ladderNames())[2]).toBe(third.name);
    // From position 2 it may now challenge position 1 (C1) at once: its lock opened at submission.
    const nextSlots = [slots[1], slots[2], slots[3], { at: h(slots[1].at, 1) }];
    const { id: next } = await issueChallenge(await cap(ix(third)), { defenderId: first.id, slots: nextSlots }, h(after, 1));
    await appealResult(await cap(ix(second)), id, "the real score was 10:60", h(after, 2));
    const appeal = await prisma.case.findFirstOrThrow({ where: { challengeId: id, kind: "appeal" } });
    const ruled = await ruleCase(
      await L.actor(L.referee),
      appeal.id,
      { kind: "replace", challengerImps: 10, defenderImps: 60, falseResult: false, reason: "scores were swapped" },
      h(after, 20),
    );
    expect(posOf(third.name)).toBe(3);
    expect((await ladderNames())[3]).toBe(third.name);
    expect(ruled.effects).toMatchObject({ voided: [next] });
    expect(await prisma.challenge.findUniqueOrThrow({ where: { id: next } })).toMatchObject({
      state: "final",
      outcomeReason: "voided",
      outcomeWinner: null,
      holdsLock: false,
    });
    expect(await prisma.event.count({ where: { challengeId: next, type: "challenge_voided", rule: "R3" } })).toBe(1);
    // Issue 38: every member of both teams is told once, by name, with the challenge's page.
    const number = (await prisma.challenge.findUniqueOrThrow({ where: { id: next } })).number;
    const told = await prisma.$queryRaw<{ userId: string; data: { challenger: string; defender: string } }[]>`
      SELECT "userId", data FROM "Notification" WHERE type = 'challenge_voided' AND data->>'challengeId' = ${next}`;
    expect(told.map((n) => n.userId).sort()).toEqual([...third.members, ...first.members].sort());
    expect(told.every((n) => n.data.challenger === third.name && n.data.defender === first.name)).toBe(true);
    const mails = await prisma.emailOutbox.findMany({ where: { userId: { in: [...third.members, ...first.members] }, subject: `挑战 #${number} 作废` } });
    expect(mails).toHaveLength(10);
    expect(mails.every((m) => m.body.includes(`${third.name} 对 ${first.name}`) && m.linkPath === `/challenges/${next}`)).toBe(true);
    expect(await prisma.ratingChange.count({ where: { challengeId: next } })).toBe(0);
    expect((await verifyLeague()).differences).toEqual([]);
  });

  test("R1 rematch after an appealed result: the outcome is taken back, the challenge is scheduled again and holds the lock", async () => {
    const prisma = await db();
    const at = h(T, 24 * 7 * 11);
    const slots = SLOTS.map((s) => ({ at: h(s.at, 24 * 7 * 11) }));
    const [ci, di] = await freePair();
    const { id } = await issueChallenge(await cap(ci), { defenderId: L.teams[di].id, slots }, at);
    await acceptSlot(await cap(di), id, slots[0].at, h(at, 1));
    const after = h(slots[0].at, 3);
    const ladderBefore = await ladderNames();
    await submitResult(await cap(ci), id, { challengerImps: 50, defenderImps: 20, lineup: lineup(ci, di) }, after);
    expect(await ladderNames()).not.toEqual(ladderBefore);
    await appealResult(await cap(di), id, "they played with a fifth player", h(after, 1));
    const appeal = await prisma.case.findFirstOrThrow({ where: { challengeId: id, kind: "appeal" } });
    const rematchAt = h(after, 48);
    await ruleCase(await L.actor(L.referee), appeal.id, { kind: "rematch", at: rematchAt, reason: "replay it" }, h(after, 2));
    const c = await prisma.challenge.findUniqueOrThrow({ where: { id } });
    expect(c).toMatchObject({ state: "scheduled", scheduledAt: rematchAt, holdsLock: true, outcomeReason: null, playBy: h(after, 2 + 168) });
    expect(await ladderNames()).toEqual(ladderBefore);
    expect((await verifyLeague()).differences).toEqual([]);
    // R1: no withdrawal of a rematch; it is played and reported like any match.
    expect(await failure(issueChallenge(await cap(ci), { defenderId: L.teams[di].id, slots }, h(after, 3)))).toMatchObject({ rule: "C2" });
    await submitResult(await cap(di), id, { challengerImps: 20, defenderImps: 21, lineup: lineup(ci, di) }, h(rematchAt, 3));
    expect(await ladderNames()).toEqual(ladderBefore);
    expect((await verifyLeague()).differences).toEqual([]);
  });

  test("C10: once closed in a week, the window stays closed even when position 1's lock opens", async () => {
    const prisma = await db();
    const monday = new Date("2027-03-07T17:00:00Z"); // Mon 8 Mar 2027 01:00 league time
    const slots = ["2027-03-08T12:00:00Z", "2027-03-09T12:00:00Z", "2027-03-10T12:00:00Z", "2027-03-11T12:00:00Z"].map((s) => ({ at: new Date(s) }));
    const order = await ladderNames();
    const byName = (n: string) => L.teams.findIndex((t) => t.name === n);
    const { id } = await issueChallenge(await cap(byName(order[1])), { defenderId: L.teams[byName(order[0])].id, slots }, monday);
    expect(await prisma.priorityWeek.count()).toBe(1);
    // Position 2 concedes at once: position 1's lock opens, but position 4 still cannot issue now.
    await concedeChallenge(await cap(byName(order[1])), id, h(monday, 0.5));
    const third = await failure(passPriority(await cap(byName(order[2])), h(monday, 1)));
    expect(third).toMatchObject({ status: 409, rule: "C10", code: "priority_closed" });
    const fourth = await failure(issueChallenge(await cap(byName(order[3])), { defenderId: L.teams[byName(order[2])].id, slots }, h(monday, 1)));
    expect(fourth?.rule).not.toBe("C10");
  });

  test("T5: once the ladder is set, the admin adds a member only as an override with a reason, outside the quota", async () => {
    const prisma = await db();
    const admin = await L.actor(L.admin);
    const newcomer = (await prisma.user.create({ data: { email: "newcomer@test", name: "Newcomer", passwordHash: "x" }, select: { id: true } })).id;
    expect(await failure(addMember(admin, L.teams[0].id, { userId: newcomer }, T))).toMatchObject({
      status: 422,
      rule: "T5",
      code: "override_reason_required",
    });
    await addMember(admin, L.teams[0].id, { userId: newcomer, reason: "registration typo: this player was on the entry form" }, T);
    const ev = await prisma.event.findFirstOrThrow({ where: { type: "member_added", teamId: L.teams[0].id }, orderBy: { id: "desc" } });
    expect(ev).toMatchObject({ rule: "T5", data: { userId: newcomer, override: true } });
  });
});
