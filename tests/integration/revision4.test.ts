// Rules revision 4 (issue 36) on both databases: every point that meets a race, a rebuild or the
// services' wiring. The rules' edges (−1 ms, exact, +1 ms) are in lib/domain/challenge/revision4.test.ts.
import { beforeAll, expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { failure } from "./expect-failure";
import { h, helpers, week } from "./league-helpers";
import { ladderNames, makeLeague, type League, SLOTS, T } from "./fixtures";
import { acceptSlot } from "@/lib/services/challenges/answer";
import { checkIn } from "@/lib/services/challenges/check-in";
import { issueChallenge } from "@/lib/services/challenges/issue";
import { appealResult, submitResult } from "@/lib/services/challenges/results";
import { openClaim, openReview } from "@/lib/services/cases/cases";
import { ruleCase } from "@/lib/services/cases/rulings";
import { updateLeague } from "@/lib/services/league/admin";
import { sweepDeadlines } from "@/lib/services/challenges/sweep";
import { verifyLeague } from "@/lib/services/league/verify";
import { withdrawChallenge } from "@/lib/services/challenges/withdraw";
import { db } from "@/lib/db/client";
import { createInvitation, resendInvitation, revokeInvitation } from "@/lib/services/accounts/invitations";
import { registerTeam } from "@/lib/services/accounts/team-registration";
import { requestReplacement } from "@/lib/services/teams/replacements";
import { setDeputies } from "@/lib/services/teams/teams";

const kinds = await databaseKinds();

describeOnDatabases("rules revision 4: claims, rulings and rematches", kinds, () => {
  let L: League;
  beforeAll(async () => {
    L = await makeLeague(12);
  });
  const { cap, member, referee, lineup, at, scheduled, openCases } = helpers(() => L);

  test("1. a pretext claim keeps no late result alive: refused after the play deadline; the dismissal applies C8 by check-ins", async () => {
    const prisma = await db();
    const [c, d] = [await at(6), await at(5)];
    const { id, start } = await scheduled(c, d, 0);
    await checkIn(await member(d), id, h(start, -0.2)); // the defender is there; the challenger is not
    await openClaim(await cap(c), id, { kind: "in_match", reason: "the server failed us" }, h(start, 20 / 60));
    const playBy = (await prisma.challenge.findUniqueOrThrow({ where: { id } })).playBy;
    expect(await failure(submitResult(await cap(c), id, { challengerImps: 45, defenderImps: 20, lineup: lineup(c, d) }, h(playBy, 48)))).toMatchObject({
      status: 409,
      code: "result_after_deadline",
      rule: "C8",
    });
    expect((await sweepDeadlines(h(playBy, 49))).applied).toBe(0); // the claim holds only the sweep
    const [claim] = await openCases(id);
    await ruleCase(await referee(), claim.id, { kind: "dismiss", reason: "no server fault is logged" }, h(playBy, 50));
    expect(await prisma.challenge.findUniqueOrThrow({ where: { id } })).toMatchObject({ state: "final", outcomeWinner: "defender", holdsLock: false });
    expect((await verifyLeague()).differences).toEqual([]);
  });

  test("2. dismissing the submitter's claim leaves the other side's appeal to be heard", async () => {
    const prisma = await db();
    const [c, d] = [await at(9), await at(8)];
    const { id, start } = await scheduled(c, d, 1);
    await openClaim(await cap(c), id, { kind: "in_match", reason: "a revoke on board 3" }, h(start, 0.5));
    await submitResult(await cap(c), id, { challengerImps: 60, defenderImps: 5, lineup: lineup(c, d) }, h(start, 3));
    await appealResult(await cap(d), id, "the score is false", h(start, 3.5));
    const cases = await openCases(id);
    expect(cases.map((x) => x.kind)).toEqual(["in_match", "appeal"]);
    await ruleCase(await referee(), cases[0].id, { kind: "dismiss", reason: "no revoke" }, h(start, 10));
    // The appeal is still open, and the challenge still before the referees.
    expect((await openCases(id)).map((x) => x.kind)).toEqual(["appeal"]);
    expect(await prisma.challenge.findUniqueOrThrow({ where: { id } })).toMatchObject({ state: "disputed" });
    const r = await ruleCase(
      await referee(),
      cases[1].id,
      { kind: "replace", challengerImps: 5, defenderImps: 60, reason: "the hand records say so" },
      h(start, 11),
    );
    expect(r.ruling).toBe("replace");
    expect(await prisma.challenge.findUniqueOrThrow({ where: { id } })).toMatchObject({ state: "final", outcomeWinner: "defender" });
    expect((await verifyLeague()).differences).toEqual([]);
  });

  test("3. a rematch on a claim voids nothing: the incoming challenge held beside it goes on", async () => {
    const prisma = await db();
    const [c, d, e] = [await at(3), await at(2), await at(4)];
    const { id, start, slots } = await scheduled(c, d, 2);
    // C2: c holds one challenge out and may receive one: e challenges c (one step).
    const { id: incoming } = await issueChallenge(await cap(e), { defenderId: L.teams[c].id, slots }, h(start, -20));
    await openClaim(await cap(d), id, { kind: "disconnection", reason: "three re-entries" }, h(start, 1));
    const [claim] = await openCases(id);
    const r = await ruleCase(await referee(), claim.id, { kind: "rematch", at: h(start, 24 + 48), reason: "replay, C13" }, h(start, 5));
    expect(r.voided).toEqual([]);
    expect(await prisma.challenge.findUniqueOrThrow({ where: { id: incoming } })).toMatchObject({ holdsLock: true, outcomeReason: null });
    expect(await prisma.challenge.findUniqueOrThrow({ where: { id } })).toMatchObject({ state: "scheduled", holdsLock: true });
  });

  test("R5: a withdrawn challenge takes no case, and no ruling brings it back", async () => {
    const [c, d] = [await at(12), await at(11)];
    const w = week(3);
    const { id } = await issueChallenge(await cap(c), { defenderId: L.teams[d].id, slots: w.slots }, w.at);
    await withdrawChallenge(await cap(c), id, h(w.at, 1));
    expect(await failure(openReview(await referee(), id, "look at it"))).toMatchObject({ status: 422, code: "case_not_allowed", rule: "R5" });
  });
});

describeOnDatabases("rules revision 4: R3 judges decided challenges too", kinds, () => {
  let L: League;
  beforeAll(async () => {
    L = await makeLeague(8);
  });
  const { cap, referee, lineup, openCases } = helpers(() => L);

  test("7. a false win from 5 to 3, then a real win from 3 to 1: the overturning ruling voids the second; its rating stays", async () => {
    const prisma = await db();
    const A = 4; // position 5
    const first = await issueChallenge(await cap(A), { defenderId: L.teams[2].id, slots: SLOTS }, T);
    await acceptSlot(await cap(2), first.id, SLOTS[0].at, h(T, 1));
    const submitted = h(SLOTS[0].at, 3);
    await submitResult(await cap(A), first.id, { challengerImps: 60, defenderImps: 10, lineup: lineup(A, 2) }, submitted);
    expect((await ladderNames()).slice(0, 5)).toEqual(["Team 1", "Team 2", "Team 5", "Team 4", "Team 3"]);
    // From 3, A challenges 1 and wins at the table before the referees rule.
    const slots2 = ["2026-12-03T12:00:00Z", "2026-12-04T11:30:00Z", "2026-12-07T12:00:00Z", "2026-12-08T12:00:00Z"].map((s) => ({ at: new Date(s) }));
    const second = await issueChallenge(await cap(A), { defenderId: L.teams[0].id, slots: slots2 }, h(submitted, 0.5));
    await acceptSlot(await cap(0), second.id, slots2[0].at, h(submitted, 1));
    await submitResult(await cap(A), second.id, { challengerImps: 50, defenderImps: 20, lineup: lineup(A, 0) }, h(slots2[0].at, 3));
    expect((await ladderNames())[0]).toBe("Team 5");
    const ratingBefore = await prisma.ratingChange.count({ where: { challengeId: second.id } });
    expect(ratingBefore).toBe(2);
    await appealResult(await cap(2), first.id, "it was 10:60", h(slots2[0].at, 4));
    const [appeal] = await openCases(first.id);
    const r = await ruleCase(
      await referee(),
      appeal.id,
      { kind: "replace", challengerImps: 10, defenderImps: 60, reason: "scores swapped" },
      h(slots2[0].at, 6),
    );
    expect(r.effects).toMatchObject({ voided: [second.id] });
    // A is back at 5; Team 1 at 1: the position the false result bought is gone.
    expect(await ladderNames()).toEqual(["Team 1", "Team 2", "Team 3", "Team 4", "Team 5", "Team 6", "Team 7", "Team 8"]);
    expect(await prisma.challenge.findUniqueOrThrow({ where: { id: second.id } })).toMatchObject({ outcomeReason: "voided", holdsLock: false });
    // The second match was played: its rating effect stays.
    expect(await prisma.ratingChange.count({ where: { challengeId: second.id } })).toBe(2);
    expect(await prisma.teamRating.findUniqueOrThrow({ where: { teamId: L.teams[A].id } })).toMatchObject({ ratedMatches: 2, wins: 1, losses: 1 });
    expect((await verifyLeague()).differences).toEqual([]);
  });
});

describeOnDatabases("rules revision 4: C10 follows the team at 1 at Monday 00:00; E5 rating settings per challenge", kinds, () => {
  let L: League;
  beforeAll(async () => {
    L = await makeLeague(8);
  });
  const { cap, lineup } = helpers(() => L);

  test("5. a team that climbed to 1 still holding an incoming challenge closes the week's window at its start", async () => {
    const prisma = await db();
    const thu = new Date("2026-12-03T04:00:00Z"); // Thu 3 Dec 12:00 league time
    const nextWeek = ["2026-12-07T12:00:00Z", "2026-12-08T12:00:00Z", "2026-12-09T12:00:00Z", "2026-12-09T11:00:00Z"].map((s) => ({ at: new Date(s) }));
    // Team 5 (5) challenges Team 3 (3) for next Monday; Team 3 accepts.
    const { id: incoming } = await issueChallenge(await cap(4), { defenderId: L.teams[2].id, slots: nextWeek }, thu);
    await acceptSlot(await cap(2), incoming, nextWeek[0].at, h(thu, 0.5));
    // Team 3 challenges Team 1 and wins on Friday: Team 3 is at 1, still holding the incoming challenge.
    const fri = ["2026-12-04T11:30:00Z", "2026-12-07T13:00:00Z", "2026-12-08T13:00:00Z", "2026-12-09T13:00:00Z"].map((s) => ({ at: new Date(s) }));
    const { id: climb } = await issueChallenge(await cap(2), { defenderId: L.teams[0].id, slots: fri }, h(thu, 1));
    await acceptSlot(await cap(0), climb, fri[0].at, h(thu, 2));
    await submitResult(await cap(2), climb, { challengerImps: 40, defenderImps: 30, lineup: lineup(2, 0) }, h(fri[0].at, 3));
    expect((await ladderNames())[0]).toBe("Team 3");
    const monday0 = new Date("2026-12-06T16:00:00Z"); // Mon 7 Dec 00:00 league time
    await sweepDeadlines(h(monday0, 1 / 12));
    expect(await prisma.priorityWeek.findUnique({ where: { leagueId_weekStart: { leagueId: 1, weekStart: monday0 } } })).toMatchObject({
      cause: "top_locked_at_start",
    });
  });

  test("6 / E5. changing K does not rewrite ratings earned: a result is rated with its challenge's settings; verify stays clean", async () => {
    const prisma = await db();
    const admin = await L.actor(L.admin);
    // Established ratings (no provisional scheme), so that K shows in the change.
    await updateLeague(admin, { provisionalMatches: 0 }, week(3).at);
    const w = week(3);
    // Team 8 (8) challenges Team 7 (7) under K = 32.
    const { id } = await issueChallenge(await cap(7), { defenderId: L.teams[6].id, slots: w.slots }, w.at);
    await acceptSlot(await cap(6), id, w.slots[0].at, h(w.at, 1));
    await updateLeague(admin, { ratingK: 64 }, h(w.at, 2));
    await submitResult(await cap(7), id, { challengerImps: 30, defenderImps: 20, lineup: lineup(7, 6) }, h(w.slots[0].at, 3));
    const change = await prisma.ratingChange.findFirstOrThrow({ where: { challengeId: id, won: true } });
    expect(change.after - change.before).toBeCloseTo(16, 6); // K 32 at equal ratings, not 64
    expect((await verifyLeague()).differences).toEqual([]);
    await updateLeague(admin, { ratingK: 16 }, h(w.slots[0].at, 4));
    expect((await verifyLeague()).differences).toEqual([]);
    // A challenge issued after the change is rated with the new K.
    const w2 = week(4);
    const { id: later } = await issueChallenge(await cap(5), { defenderId: L.teams[4].id, slots: w2.slots }, w2.at);
    await acceptSlot(await cap(4), later, w2.slots[0].at, h(w2.at, 1));
    await submitResult(await cap(5), later, { challengerImps: 30, defenderImps: 20, lineup: lineup(5, 4) }, h(w2.slots[0].at, 3));
    const c2 = await prisma.ratingChange.findFirstOrThrow({ where: { challengeId: later, won: true } });
    expect(c2.after - c2.before).toBeCloseTo(8, 6); // K 16 at equal ratings
    expect((await verifyLeague()).differences).toEqual([]);
    await updateLeague(admin, { ratingK: 32, provisionalMatches: 28 }, h(w2.slots[0].at, 5));
    expect((await verifyLeague()).differences).toEqual([]);
  });
});

describeOnDatabases("rules revision 4: T5/T6 roster changes", kinds, () => {
  let L: League;
  beforeAll(async () => {
    L = await makeLeague(6);
  });
  const { cap } = helpers(() => L);
  const ORIGIN = "http://club.test";
  const mail = (n: string) => `${n}.${Math.random().toString(36).slice(2, 8)}@example.org`;

  test("4. the ladder is set when the admin sets the initial order: before any challenge, a captain's invitation is a T5 request", async () => {
    expect(await (await db()).challenge.count()).toBe(0);
    expect(await failure(createInvitation(await cap(0), { email: mail("new"), teamId: L.teams[0].id }, { origin: ORIGIN }))).toMatchObject({
      status: 422,
      code: "invitation_needs_replacement",
      rule: "T5",
    });
    const ok = await createInvitation(await cap(0), { email: mail("sub"), teamId: L.teams[0].id, replaces: L.teams[0].members[4] }, { origin: ORIGIN });
    expect(ok.url).toContain("/invite/");
  });

  test("4. the roster is the captain's: a deputy can neither invite, revoke, resend nor ask for a replacement", async () => {
    await setDeputies(await cap(1), L.teams[1].id, [L.teams[1].members[1]]);
    const deputy = await L.actor(L.teams[1].members[1]);
    expect(deputy!.captainOf).toBe(L.teams[1].id);
    const input = { email: mail("d"), teamId: L.teams[1].id, replaces: L.teams[1].members[4] };
    expect(await failure(createInvitation(deputy, input, { origin: ORIGIN }))).toMatchObject({ status: 403 });
    expect(await failure(requestReplacement(deputy, L.teams[1].id, { outUserId: L.teams[1].members[4], inEmail: mail("r"), reason: "x" }))).toMatchObject({
      status: 403,
    });
    const inv = await createInvitation(await cap(1), input, { origin: ORIGIN });
    expect(await failure(resendInvitation(deputy, inv.id, { origin: ORIGIN }))).toMatchObject({ status: 403 });
    expect(await failure(revokeInvitation(deputy, inv.id))).toMatchObject({ status: 403 });
    await revokeInvitation(await cap(1), inv.id);
  });

  test("4. revoking never removes a registered member of a set team; before that, the removal is recorded", async () => {
    const prisma = await db();
    const admin = await L.actor(L.admin);
    const forced = await createInvitation(admin, { email: mail("o"), teamId: L.teams[2].id, overrideReason: "registration typo" }, { origin: ORIGIN });
    const member = (await prisma.invitation.findUniqueOrThrow({ where: { id: forced.id } })).userId;
    await revokeInvitation(admin, forced.id);
    expect(await prisma.teamMember.findFirst({ where: { userId: member } })).toMatchObject({ teamId: L.teams[2].id });
    // A pending team (not yet on the ladder): the invited person leaves the roster, with an event.
    await prisma.user.update({ where: { id: L.outsider }, data: { emailVerifiedAt: new Date("2026-11-01T00:00:00Z") } });
    const email = mail("p");
    const team = await registerTeam(await L.actor(L.outsider), { name: "Pending Club", memberEmails: [email] }, { origin: ORIGIN });
    const inv = await prisma.invitation.findFirstOrThrow({ where: { teamId: team.id } });
    await revokeInvitation(await L.actor(L.outsider), inv.id);
    expect(await prisma.teamMember.findFirst({ where: { userId: inv.userId } })).toBeNull();
    expect(await prisma.event.count({ where: { type: "member_removed", teamId: team.id } })).toBe(1);
  });

  test("4. an expired invitation cannot be resent", async () => {
    const admin = await L.actor(L.admin);
    const inv = await createInvitation(admin, { email: mail("late"), role: "referee" }, { origin: ORIGIN, now: new Date(Date.now() - 8 * 86_400_000) });
    expect(await failure(resendInvitation(admin, inv.id, { origin: ORIGIN }))).toMatchObject({ status: 409, code: "invitation_expired", rule: "T5" });
  });
});
