import { beforeAll, expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { ladderNames, makeLeague, type League, SLOTS, T } from "./fixtures";
import { acceptSlot, chooseSlot, counterPropose } from "@/lib/services/challenges/answer";
import { checkIn } from "@/lib/services/challenges/check-in";
import { issueChallenge } from "@/lib/services/challenges/issue";
import { withdrawChallenge } from "@/lib/services/challenges/withdraw";
import { passPriority } from "@/lib/services/challenges/priority";
import { appealResult, confirmResult, submitResult } from "@/lib/services/challenges/results";
import { sweepDeadlines } from "@/lib/services/challenges/sweep";
import { getLadder } from "@/lib/services/league/ladder-read";
import { getRatings } from "@/lib/services/league/ratings-read";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";

const kinds = await databaseKinds();

// T and SLOTS (fixtures.ts): Tue 1 Dec 2026 noon league time, slots Wed–Mon evenings; the counter-proposal:
const COUNTER = ["2026-12-02T13:00:00Z", "2026-12-03T13:30:00Z", "2026-12-04T14:00:00Z", "2026-12-07T11:00:00Z"].map((s) => ({ at: new Date(s) }));
const h = (d: Date, hours: number) => new Date(d.getTime() + hours * 3_600_000);

async function expectError(p: Promise<unknown>, status: number, rule?: string) {
  const err = await p.then(
    () => null,
    (e) => e,
  );
  expect(err, "expected the call to fail").toBeInstanceOf(AppError);
  expect((err as AppError).status).toBe(status);
  if (rule) expect((err as AppError).rule).toBe(rule);
}

describeOnDatabases("challenge lifecycle", kinds, () => {
  let L: League;
  beforeAll(async () => {
    L = await makeLeague(8);
  });

  test("a full challenge with a counter-proposal ends in a swap and a rating change (C5, M2, L1, E1)", async () => {
    const cap5 = await L.actor(L.teams[4].captain);
    const cap3 = await L.actor(L.teams[2].captain);
    const { id } = await issueChallenge(cap5, { defenderId: L.teams[2].id, slots: SLOTS }, T);
    await counterPropose(cap3, id, COUNTER, h(T, 1));
    await chooseSlot(cap5, id, COUNTER[1].at, h(T, 2));
    const start = COUNTER[1].at;
    await checkIn(await L.actor(L.teams[2].members[3]), id, h(start, -0.25));
    await checkIn(await L.actor(L.teams[4].members[2]), id, h(start, 0.1));
    const lineup = { challenger: L.teams[4].members.slice(0, 4), defender: [...L.teams[2].members.slice(0, 3), { name: "外援" }] };
    await submitResult(cap5, id, { challengerImps: 45, defenderImps: 38, lineup }, h(start, 3));
    // M2 (revision 2): the submitted result takes effect at once: the swap, and the lock opens.
    expect(await ladderNames()).toEqual(["Team 1", "Team 2", "Team 5", "Team 4", "Team 3", "Team 6", "Team 7", "Team 8"]);
    expect((await (await db()).challenge.findUniqueOrThrow({ where: { id } })).holdsLock).toBe(false);
    await confirmResult(cap3, id, h(start, 4));
    expect(await ladderNames()).toEqual(["Team 1", "Team 2", "Team 5", "Team 4", "Team 3", "Team 6", "Team 7", "Team 8"]);
    const ratings = await getRatings();
    const t5 = ratings.entries.find((e) => e.team.id === L.teams[4].id)!;
    expect(t5).toMatchObject({ rating: 1800, ratedMatches: 1, wins: 1, provisional: true });
    const prisma = await db();
    const events = await prisma.event.findMany({ where: { challengeId: id }, orderBy: { id: "asc" } });
    expect(events.map((e) => [e.type, e.rule])).toEqual([
      ["challenge_issued", "C1"],
      ["slots_countered", "C5"],
      ["slot_chosen", "C5"],
      ["checked_in", "C11"],
      ["checked_in", "C11"],
      ["result_submitted", "M2"],
      ["challenge_decided", "M2"],
      ["ladder_swapped", "L1"],
      ["rating_changed", "E1"],
      ["result_confirmed", "M2"],
      ["challenge_final", "M2"],
    ]);
    // Issue 38: a member who is neither captain nor deputy hears the news (the time, the end), not
    // the steps its captain takes; the captain hears those it must act on.
    const inbox = await prisma.notification.findMany({
      where: { userId: L.teams[2].members[4], data: { path: ["challengeId"], equals: id } },
      orderBy: { createdAt: "asc" },
    });
    expect(inbox.map((n) => n.type)).toEqual(["challenge_scheduled", "challenge_final"]);
  });

  test("C2: two racing challenges to the same defender: exactly one wins, the other is 409 C2", async () => {
    const a = await L.actor(L.teams[6].captain); // position 7
    const b = await L.actor(L.teams[7].captain); // position 8
    const defender = L.teams[5].id; // position 6
    const results = await Promise.allSettled([
      issueChallenge(a, { defenderId: defender, slots: SLOTS }, T),
      issueChallenge(b, { defenderId: defender, slots: SLOTS }, T),
    ]);
    const ok = results.filter((r) => r.status === "fulfilled");
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(ok).toHaveLength(1);
    expect(failed).toHaveLength(1);
    expect(failed[0].reason).toBeInstanceOf(AppError);
    expect(failed[0].reason).toMatchObject({ status: 409, rule: "C2" });
    const prisma = await db();
    expect(await prisma.challenge.count({ where: { defenderId: defender, state: { not: "final" } } })).toBe(1);
    // withdraw to release the lock (C4)
    const winner = ok[0] as PromiseFulfilledResult<{ id: string }>;
    const by = results[0].status === "fulfilled" ? a : b;
    await withdrawChallenge(by, winner.value.id, h(T, 1));
    expect(await prisma.challenge.count({ where: { defenderId: defender, state: { not: "final" } } })).toBe(0);
  });

  test("bad input changes nothing: wrong step (C1), 3 slots (C5), wrong captain (403), anonymous (401)", async () => {
    const prisma = await db();
    const before = await prisma.event.count();
    const cap8 = await L.actor(L.teams[7].captain);
    await expectError(issueChallenge(cap8, { defenderId: L.teams[0].id, slots: SLOTS }, T), 422, "C1");
    await expectError(issueChallenge(cap8, { defenderId: L.teams[6].id, slots: SLOTS.slice(0, 3) }, T), 422, "C5");
    await expectError(issueChallenge(await L.actor(L.teams[7].members[1]), { defenderId: L.teams[6].id, slots: SLOTS }, T), 403);
    await expectError(issueChallenge(null, { defenderId: L.teams[6].id, slots: SLOTS }, T), 401);
    expect(await prisma.event.count()).toBe(before);
  });

  test("C7: the sweep applies the defender's forfeit at the deadline, exactly once with two sweeps at once", async () => {
    const cap8 = await L.actor(L.teams[7].captain);
    const { id, respondBy } = await issueChallenge(cap8, { defenderId: L.teams[6].id, slots: SLOTS }, T);
    expect((await sweepDeadlines(h(respondBy, -0.001))).applied).toBe(0);
    // D1 (revision 3): the sweep applies a passed deadline 30 s after it, not before.
    expect((await sweepDeadlines(new Date(respondBy.getTime() + 29_999))).applied).toBe(0);
    const grace = new Date(respondBy.getTime() + 30_000);
    const [a, b] = await Promise.all([sweepDeadlines(grace), sweepDeadlines(grace)]);
    expect(a.applied + b.applied).toBe(1);
    const prisma = await db();
    const ch = await prisma.challenge.findUniqueOrThrow({ where: { id } });
    expect(ch).toMatchObject({ state: "final", outcomeReason: "defender_forfeit", outcomeWinner: "challenger" });
    expect(await prisma.event.count({ where: { challengeId: id, type: "challenge_final" } })).toBe(1);
    // E4: a forfeit is not rated
    expect(await prisma.ratingChange.count({ where: { challengeId: id } })).toBe(0);
    expect((await ladderNames()).slice(6)).toEqual(["Team 8", "Team 7"]);
  });

  test("a late answer meets the rule: answering after the deadline is 409 C7 and the forfeit stands", async () => {
    const cap7 = await L.actor(L.teams[7].captain); // Team 7 is now position 8
    const { id, respondBy } = await issueChallenge(cap7, { defenderId: L.teams[5].id, slots: SLOTS }, T);
    await expectError(acceptSlot(await L.actor(L.teams[5].captain), id, SLOTS[3].at, respondBy), 409);
    const prisma = await db();
    expect((await prisma.challenge.findUniqueOrThrow({ where: { id } })).outcomeReason).toBe("defender_forfeit");
  });

  test("M2 appeal holds the result: the sweep does not finalise a disputed challenge", async () => {
    const capA = await L.actor(L.teams[3].captain); // Team 4, position 4
    const capD = await L.actor(L.teams[1].captain); // Team 2, position 2
    const { id } = await issueChallenge(capA, { defenderId: L.teams[1].id, slots: SLOTS }, T);
    await acceptSlot(capD, id, SLOTS[0].at, h(T, 1));
    const lineup = { challenger: L.teams[3].members.slice(0, 4), defender: L.teams[1].members.slice(0, 4) };
    await submitResult(capD, id, { challengerImps: 20, defenderImps: 20, lineup }, h(SLOTS[0].at, 3));
    await appealResult(capA, id, "board 9 was scored the wrong way", h(SLOTS[0].at, 4));
    await sweepDeadlines(h(SLOTS[0].at, 100));
    const prisma = await db();
    expect((await prisma.challenge.findUniqueOrThrow({ where: { id } })).state).toBe("disputed");
    expect(await prisma.case.count({ where: { challengeId: id, kind: "appeal", state: "open" } })).toBe(1);
  });

  test("C10: during Monday's priority window only 2 and 3 may challenge 1; passing is recorded once", async () => {
    const monday = new Date("2026-12-07T02:00:00Z"); // Mon 10:00 league time
    const ladder = await getLadder(monday);
    expect(ladder.priority.open).toBe(true);
    const pos = (p: number) => ladder.rows.find((r) => r.position === p)!;
    const cap2 = await L.actor(pos(2).team.id === L.teams[1].id ? L.teams[1].captain : L.teams.find((t) => t.id === pos(2).team.id)!.captain);
    await passPriority(cap2, monday);
    await expectError(passPriority(cap2, monday), 409, "C10");
    const cap6 = await L.actor(L.teams.find((t) => t.id === pos(6).team.id)!.captain);
    await expectError(passPriority(cap6, monday), 422, "C10");
  });

  test("reminders: at 2/3 of the response deadline, once, to the defender's captain (who must answer, C7), even with two sweeps", async () => {
    const prisma = await db();
    const capA = await L.actor(L.teams[7].captain);
    const open = await prisma.challenge.findMany({ where: { state: { not: "final" } }, select: { challengerId: true, defenderId: true } });
    const busy = new Set(open.flatMap((c) => [c.challengerId, c.defenderId]));
    const ladder = await getLadder(T);
    const mine = ladder.rows.find((r) => r.team.id === L.teams[7].id)!;
    const target = ladder.rows.find((r) => mine.mayChallenge.includes(r.position) && !busy.has(r.team.id))!;
    const { id } = await issueChallenge(capA, { defenderId: target.team.id, slots: SLOTS }, T);
    const count = () =>
      prisma.notification.count({
        where: {
          type: "deadline_reminder",
          data: { path: ["number"], not: "" },
          user: { memberships: { some: { teamId: { in: [L.teams[7].id, target.team.id] } } } },
        },
      });
    const before = await count();
    await sweepDeadlines(h(T, 47.9));
    expect(await count()).toBe(before);
    const [a, b] = await Promise.all([sweepDeadlines(h(T, 48)), sweepDeadlines(h(T, 48))]);
    expect(a.reminders + b.reminders).toBe(1);
    expect((await count()) - before).toBe(1); // issue 38: the side that must act, its captain (no deputies here)
    await sweepDeadlines(h(T, 50));
    expect((await count()) - before).toBe(1);
    const ch = await prisma.challenge.findUniqueOrThrow({ where: { id } });
    expect(ch.nextReminderAt).toBeNull();
    await withdrawChallenge(capA, id, h(T, 50)).catch(() => undefined);
  });
});
