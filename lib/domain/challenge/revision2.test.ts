// Rules revision 2 (issue 9), at its boundaries: C6 margin, C8 by check-ins, C11/C12 timing,
// C10 closed stays closed, M2 effect at submission, C14 marking, C16 reschedule, C17 concession,
// M4 correction timing, R1 rematch, R3 void; and the properties a captain alone cannot break.
import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { deadlinesDue, pendingReschedule, transition } from "./transition";
import { decidePlayDeadline } from "./check-in";
import { latestStart } from "./slots";
import { issueChallenge, priorityWindow } from "./issue";
import { challengeDeadlines } from "@/lib/domain/schedule/window";
import { DEFAULT_SETTINGS, HOUR, MINUTE } from "@/lib/domain/settings";
import { holdsLock, type Action, type Challenge, type Side, type TransitionResult } from "./types";
import { ok, plus, refused, team } from "./fixtures";

const types = (r: TransitionResult) => (r.ok ? r.events.map((e) => e.type) : []);

// Issued Mon 30 Nov 2026 23:00 league time: the play deadline is Mon 7 Dec 23:00, so the latest
// allowed start (deadline − 3 h) is Mon 7 Dec 20:00, inside the window.
const ISSUED = new Date("2026-11-30T15:00:00Z");
const { respondBy, playBy: PLAY_BY } = challengeDeadlines(ISSUED);
const LATEST = new Date("2026-12-07T12:00:00Z");
const START = new Date("2026-12-02T12:00:00Z"); // Wed 20:00
const SLOTS = [START, new Date("2026-12-03T12:00:00Z"), new Date("2026-12-04T12:00:00Z"), LATEST];
const NOW = plus(ISSUED, HOUR);

const fresh = (slots = SLOTS): Challenge => ({
  state: "awaiting_response",
  issuedAt: ISSUED,
  respondBy,
  playBy: PLAY_BY,
  slots: slots.map((at) => ({ at, proposedBy: "challenger", offWindowAgreed: false })),
  checkIns: [],
});
const scheduledAt = (at = START) => ok(transition(fresh(), { type: "accept", by: "defender", slot: at }, NOW));
const checkIn = (ch: Challenge, by: Side, at: Date) => ok(transition(ch, { type: "check_in", by }, at));
const result = (c: number, d: number, unregistered = 0): Action => ({
  type: "submit_result",
  by: "challenger",
  challengerImps: c,
  defenderImps: d,
  lineup: { challenger: team("c", unregistered), defender: team("d") },
});
const AFTER = plus(START, 3 * HOUR);

describe("C6 margin: every time leaves the match duration before the play deadline", () => {
  test("the latest allowed start is the play deadline less the match duration (3 h)", () => {
    expect(latestStart(PLAY_BY, DEFAULT_SETTINGS)).toEqual(LATEST);
  });
  const issue = (slots: Date[], at = ISSUED) =>
    issueChallenge(
      {
        challengerPosition: 3,
        defenderPosition: 2,
        slots: slots.map((s) => ({ at: s })),
        ladder: { hasOutgoing: new Set(), hasIncoming: new Set(), size: 8 },
        priority: { decided: [], topLocked: false, closed: true },
      },
      at,
    );
  test.each([
    ["exactly the latest start", LATEST, true],
    ["one minute later (still in the window)", plus(LATEST, MINUTE), false],
    ["one millisecond later", plus(LATEST, 1), false],
  ])("issue with a slot at %s", (_n, last, allowed) => {
    const r = issue([...SLOTS.slice(0, 3), last]);
    expect(r.ok).toBe(allowed);
    if (!r.ok)
      expect(r.violation).toMatchObject({ code: "slot_too_late", rule: "C6", params: { latest: "2026-12-07 20:00", timeZone: "Asia/Shanghai", hours: 3 } });
  });
  test("the issue's own example: 20:45 on the last evening before a 21:00 deadline is refused", () => {
    const issuedAt = new Date("2026-11-30T13:00:00Z"); // Mon 21:00 → deadline Mon 7 Dec 21:00
    const r = issue([...SLOTS.slice(0, 3), new Date("2026-12-07T12:45:00Z")], issuedAt);
    expect(!r.ok && r.violation).toMatchObject({ code: "slot_too_late", params: { latest: "2026-12-07 18:00" } });
  });
  test.each([
    ["counter at the latest start", [plus(START, HOUR), plus(SLOTS[1], HOUR), plus(SLOTS[2], HOUR), LATEST], null],
    ["counter one minute after it", [plus(START, HOUR), plus(SLOTS[1], HOUR), plus(SLOTS[2], HOUR), plus(LATEST, 30 * MINUTE)], "slot_too_late"],
  ])("%s", (_n, counter, code) => {
    const r = transition(fresh([...SLOTS.slice(0, 3), plus(LATEST, -HOUR)]), { type: "counter", by: "defender", slots: counter.map((at) => ({ at })) }, NOW);
    expect(r.ok ? null : r.violation.code).toBe(code);
  });
  test("the challenger's own proposal may hold marked off-window times; the defender agrees by accepting one", () => {
    const saturday = new Date("2026-12-05T06:00:00Z"); // Sat 14:00
    const r = issueChallenge(
      {
        challengerPosition: 3,
        defenderPosition: 2,
        slots: [{ at: saturday, offWindowAgreed: true }, ...SLOTS.slice(1).map((at) => ({ at }))],
        ladder: { hasOutgoing: new Set(), hasIncoming: new Set(), size: 8 },
        priority: { decided: [], topLocked: false, closed: true },
      },
      NOW,
    );
    expect(r.ok).toBe(true);
    const unmarked = issue([saturday, ...SLOTS.slice(1)]);
    expect(!unmarked.ok && unmarked.violation.code).toBe("slot_outside_window");
    const ch = ok(
      transition(
        { ...fresh(), slots: [{ at: saturday, proposedBy: "challenger", offWindowAgreed: true }] },
        { type: "accept", by: "defender", slot: saturday },
        NOW,
      ),
    );
    expect(ch.scheduledAt).toEqual(saturday);
  });
});

describe("C8 by check-ins at the play deadline (revision 2)", () => {
  const grace = plus(START, 15 * MINUTE);
  test.each([
    ["only the challenger, at start + 15 min exactly", [["challenger", grace]], "defender_forfeit", "challenger"],
    ["only the defender, 30 min before", [["defender", plus(START, -30 * MINUTE)]], "challenger_forfeit", "defender"],
    [
      "the challenger at start + 15 min + 1 ms (late) and the defender on time",
      [
        ["challenger", plus(grace, 1)],
        ["defender", START],
      ],
      "challenger_forfeit",
      "defender",
    ],
    ["neither side", [], "challenger_forfeit", "defender"],
  ] as const)("%s → %s", (_n, checkIns, reason, winner) => {
    let ch = scheduledAt();
    for (const [side, at] of checkIns) ch = checkIn(ch, side, at);
    const r = transition(ch, { type: "deadline", kind: "play" }, PLAY_BY);
    expect(ok(r).outcome).toEqual({ winner, reason });
    expect(types(r)).toEqual(["challenge_decided", "challenge_final"]);
  });
  test("both sides checked in by start + 15 min → nobody forfeits; a referee case waits", () => {
    const ch = checkIn(checkIn(scheduledAt(), "defender", START), "challenger", grace);
    expect(decidePlayDeadline(ch)).toEqual({ kind: "unreported", rule: "C8" });
    const r = transition(ch, { type: "deadline", kind: "play" }, PLAY_BY);
    const d = ok(r);
    expect([d.state, d.outcome, d.openCase]).toEqual(["disputed", undefined, true]);
    expect(types(r)).toEqual(["match_unreported"]);
    expect(deadlinesDue(d, plus(PLAY_BY, 30 * 24 * HOUR))).toEqual([]);
  });
  test("the deadline does not apply a millisecond early", () => {
    expect(deadlinesDue(scheduledAt(), plus(PLAY_BY, -1))).toEqual([]);
    expect(deadlinesDue(scheduledAt(), PLAY_BY)).toEqual(["play"]);
  });
});

describe("C11/C12: claims from start + 15 min, check-in the whole hour", () => {
  const grace = plus(START, 15 * MINUTE);
  test.each([
    ["before the start", plus(START, -MINUTE), false],
    ["at start + 15 min − 1 ms", plus(grace, -1), false],
    ["at start + 15 min exactly", grace, true],
    ["an hour later", plus(grace, HOUR), true],
  ])("a lateness claim %s", (_n, at, allowed) => {
    const r = transition(scheduledAt(), { type: "raise_claim", by: "challenger", rule: "C12", reason: "late" }, at);
    expect(r.ok).toBe(allowed);
    if (!r.ok) expect(r.violation).toMatchObject({ code: "lateness_too_early", rule: "C12" });
  });
  test("the other side still checks in while the claim is open, until start + 30 min", () => {
    const claimed = ok(transition(checkIn(scheduledAt(), "challenger", START), { type: "raise_claim", by: "challenger", rule: "C12", reason: "late" }, grace));
    expect(claimed.state).toBe("disputed");
    const both = checkIn(claimed, "defender", plus(START, 30 * MINUTE));
    expect(both.checkIns.map((c) => c.side)).toEqual(["challenger", "defender"]);
    expect(refused(transition(claimed, { type: "check_in", by: "defender" }, plus(START, 30 * MINUTE + 1))).rule).toBe("C11");
  });
  test("C14: an unregistered-player claim only before the match starts (start + 15 min)", () => {
    expect(transition(scheduledAt(), { type: "raise_claim", by: "defender", rule: "C14", reason: "x" }, grace).ok).toBe(true);
    expect(refused(transition(scheduledAt(), { type: "raise_claim", by: "defender", rule: "C14", reason: "x" }, plus(grace, 1))).code).toBe(
      "unregistered_too_late",
    );
  });
});

describe("C10: once closed in a week, the priority window stays closed", () => {
  const monday = new Date("2026-11-29T17:00:00Z"); // Mon 30 Nov 01:00 league time
  test.each([
    ["open, nothing decided", { decided: [], topLocked: false }, true],
    ["position 1 locked", { decided: [], topLocked: true }, false],
    ["position 1's lock cleared again, but the closing was recorded", { decided: [], topLocked: false, closed: true }, false],
    ["both decided", { decided: [2, 3], topLocked: false }, false],
  ])("%s", (_n, ctx, open) => expect(priorityWindow(monday, ctx).open).toBe(open));
});

describe("M2/C2: a submitted result takes effect at once; the lock opens", () => {
  test("submission decides the outcome and releases the lock; confirmation makes it final", () => {
    const r = transition(scheduledAt(), result(40, 30), AFTER);
    const s = ok(r);
    expect(types(r)).toEqual(["result_submitted", "challenge_decided"]);
    expect([s.state, s.outcome, holdsLock(s), s.decidedAt]).toEqual(["result_submitted", { winner: "challenger", reason: "played" }, false, AFTER]);
    const c = transition(s, { type: "confirm", by: "defender" }, plus(AFTER, HOUR));
    expect(types(c)).toEqual(["result_confirmed", "challenge_final"]);
    expect(ok(c).outcome).toEqual(s.outcome);
  });
  test("48 h without confirmation or appeal: final, the outcome is not applied twice", () => {
    const s = ok(transition(scheduledAt(), result(30, 30), AFTER));
    const f = transition(s, { type: "deadline", kind: "finalise" }, s.resultDueAt!);
    expect(types(f)).toEqual(["challenge_final"]);
    expect(ok(f).outcome).toEqual({ winner: "defender", reason: "played" });
  });
  test("an appeal keeps the outcome in effect and the lock open; a replacing ruling revises it", () => {
    const s = ok(transition(scheduledAt(), result(40, 30), AFTER));
    const a = ok(transition(s, { type: "appeal", by: "defender", reason: "x" }, plus(AFTER, HOUR)));
    expect([a.state, holdsLock(a), a.outcome?.winner]).toEqual(["disputed", false, "challenger"]);
    const r = transition(a, { type: "replace_result", challengerImps: 30, defenderImps: 40 }, plus(AFTER, 2 * HOUR));
    expect(types(r)).toEqual(["result_replaced", "outcome_revised", "challenge_final"]);
    expect(ok(r).outcome).toEqual({ winner: "defender", reason: "played" });
  });
  test("holdsLock in every state", () => {
    expect(holdsLock(fresh())).toBe(true);
    expect(holdsLock(scheduledAt())).toBe(true);
    expect(holdsLock(ok(transition(scheduledAt(), { type: "raise_claim", by: "challenger", rule: "C12", reason: "x" }, plus(START, HOUR))))).toBe(true);
    expect(holdsLock(ok(transition(fresh(), { type: "withdraw", by: "challenger" }, NOW)))).toBe(false);
  });
});

describe("C14/T3: fewer than 3 registered players is accepted and marked", () => {
  test.each([
    [0, false],
    [1, false],
    [2, true],
    [4, true],
  ])("%i unregistered on a side → marked %s", (n, marked) => {
    const s = ok(transition(scheduledAt(), result(40, 30, n), AFTER));
    expect(s.result?.lineupMarked).toBe(marked);
    expect(s.outcome?.winner).toBe("challenger");
  });
});

describe("C16 reschedule", () => {
  const base = () => checkIn(scheduledAt(), "challenger", plus(START, -10 * MINUTE));
  const later = new Date("2026-12-05T06:00:00Z"); // Sat 14:00: off-window, allowed by agreement
  test("proposed by one captain, accepted by the other: the time moves, check-ins reset, deadlines stay", () => {
    const p = ok(transition(scheduledAt(), { type: "propose_reschedule", by: "defender", at: later }, NOW));
    expect(p.reschedule).toMatchObject({ at: later, proposedBy: "defender", offWindow: true });
    expect(refused(transition(p, { type: "accept_reschedule", by: "defender" }, NOW)).status).toBe(403);
    const c = checkIn(p, "challenger", plus(START, -10 * MINUTE));
    const a = transition(c, { type: "accept_reschedule", by: "challenger" }, plus(START, -5 * MINUTE));
    const moved = ok(a);
    expect([moved.scheduledAt, moved.checkIns, moved.reschedule, moved.playBy, moved.respondBy]).toEqual([later, [], undefined, PLAY_BY, respondBy]);
    expect(types(a)).toEqual(["reschedule_accepted"]);
  });
  test("declined, replaced by a newer proposal, or lapsed when its time passes", () => {
    const p = ok(transition(base(), { type: "propose_reschedule", by: "defender", at: later }, NOW));
    expect(ok(transition(p, { type: "decline_reschedule", by: "challenger" }, NOW)).reschedule).toBeUndefined();
    const newer = ok(transition(p, { type: "propose_reschedule", by: "challenger", at: plus(later, HOUR) }, NOW));
    expect(newer.reschedule?.proposedBy).toBe("challenger");
    expect(pendingReschedule(p, later)).toBeUndefined();
    expect(refused(transition(p, { type: "accept_reschedule", by: "challenger" }, plus(later, -1 + 1))).code).toBe("reschedule_lapsed");
  });
  test.each([
    ["at the latest start", LATEST, null],
    ["after it", plus(LATEST, 1), "slot_too_late"],
    ["in the past", plus(NOW, -1), "slot_in_past"],
    ["the current time", START, "reschedule_same_time"],
  ])("a proposal %s", (_n, at, code) => {
    const r = transition(scheduledAt(), { type: "propose_reschedule", by: "challenger", at }, NOW);
    expect(r.ok ? null : r.violation.code).toBe(code);
  });
  test("only while scheduled", () => {
    expect(refused(transition(fresh(), { type: "propose_reschedule", by: "challenger", at: later }, NOW)).rule).toBe("C16");
  });
});

describe("C17 concession", () => {
  const states: [string, () => Challenge][] = [
    ["awaiting a response", fresh],
    [
      "awaiting a choice",
      () =>
        ok(
          transition(
            fresh(),
            {
              type: "counter",
              by: "defender",
              slots: SLOTS.map((at) => ({ at: plus(at, HOUR) }))
                .slice(0, 3)
                .concat([{ at: plus(LATEST, -HOUR) }]),
            },
            NOW,
          ),
        ),
    ],
    ["scheduled", scheduledAt],
  ];
  test.each(states)("either side concedes while %s: the other wins, unrated, lock open", (_n, make) => {
    for (const by of ["challenger", "defender"] as const) {
      const r = transition(make(), { type: "concede", by }, plus(NOW, MINUTE));
      const f = ok(r);
      expect(f.outcome).toEqual({ winner: by === "challenger" ? "defender" : "challenger", reason: "conceded", rated: false });
      expect([f.state, holdsLock(f)]).toEqual(["final", false]);
      expect(r.ok && r.events[1].data).toMatchObject({ rated: false });
    }
  });
  test("not after a result is submitted", () => {
    const s = ok(transition(scheduledAt(), result(40, 30), AFTER));
    expect(refused(transition(s, { type: "concede", by: "defender" }, AFTER)).rule).toBe("C17");
  });
});

describe("M4: a correction request counts only before any referee look", () => {
  const submitted = () => ok(transition(scheduledAt(), result(40, 30), AFTER));
  test("possible after the result became final", () => {
    const f = ok(transition(submitted(), { type: "confirm", by: "defender" }, plus(AFTER, HOUR)));
    const c = ok(
      transition(f, { type: "request_correction", by: "challenger", reason: "typo", challengerImps: 30, defenderImps: 40 }, plus(AFTER, 3 * 24 * HOUR)),
    );
    expect([c.state, c.openCase, c.result?.correction?.protects]).toEqual(["final", true, true]);
  });
  test("refused once the other side appealed (or a referee reviewed)", () => {
    const a = ok(transition(submitted(), { type: "appeal", by: "defender", reason: "x" }, plus(AFTER, HOUR)));
    expect(
      refused(transition(a, { type: "request_correction", by: "challenger", reason: "typo", challengerImps: 30, defenderImps: 40 }, plus(AFTER, 2 * HOUR))),
    ).toMatchObject({ code: "correction_too_late", rule: "M4" });
    const reviewed = { ...ok(transition(submitted(), { type: "confirm", by: "defender" }, plus(AFTER, HOUR))), refereeLooked: true };
    expect(
      refused(
        transition(reviewed, { type: "request_correction", by: "challenger", reason: "typo", challengerImps: 30, defenderImps: 40 }, plus(AFTER, 2 * HOUR)),
      ).code,
    ).toBe("correction_too_late");
  });
});

describe("R1 rematch after a result in effect, R3 void", () => {
  test("a rematch revises the applied outcome away and holds the lock again", () => {
    const a = ok(transition(ok(transition(scheduledAt(), result(40, 30), AFTER)), { type: "appeal", by: "defender", reason: "x" }, plus(AFTER, HOUR)));
    const at = plus(AFTER, 2 * 24 * HOUR);
    const r = transition(a, { type: "order_rematch", at }, plus(AFTER, 2 * HOUR));
    expect(types(r)).toEqual(["outcome_revised", "rematch_ordered"]);
    expect(r.ok && r.events[0].data).toMatchObject({ winner: null, rated: false });
    expect(holdsLock(ok(r))).toBe(true);
  });
  test("void: only an open challenge that holds the lock; nobody wins, unrated", () => {
    const r = transition(scheduledAt(), { type: "void", reason: "R3" }, NOW);
    expect(ok(r).outcome).toEqual({ winner: null, reason: "voided" });
    expect(types(r)).toEqual(["challenge_voided", "challenge_decided", "challenge_final"]);
    expect(refused(transition(ok(transition(scheduledAt(), result(1, 0), AFTER)), { type: "void", reason: "R3" }, AFTER)).rule).toBe("R3");
  });
});

describe("property: one captain alone cannot make the other side forfeit a match it was present for", () => {
  const adversaryAction = (by: Side) =>
    fc.oneof(
      fc.record({
        type: fc.constant("propose_reschedule" as const),
        by: fc.constant(by),
        at: fc.integer({ min: -48, max: 200 }).map((h) => plus(START, h * HOUR)),
      }),
      fc.record({ type: fc.constant("decline_reschedule" as const), by: fc.constant(by) }),
      fc.record({ type: fc.constant("accept_reschedule" as const), by: fc.constant(by) }),
      fc.record({ type: fc.constant("check_in" as const), by: fc.constant(by) }),
      fc.record({
        type: fc.constant("raise_claim" as const),
        by: fc.constant(by),
        rule: fc.constantFrom("C12" as const, "C13" as const, "C14" as const, "M5" as const),
        reason: fc.constant("x"),
      }),
      fc.record({ type: fc.constant("withdraw" as const), by: fc.constant(by) }),
    );
  test("whatever the adversary does and whenever, the present side never forfeits", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Side>("challenger", "defender"),
        fc.integer({ min: -30, max: 15 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 7 * 24 * 60 }), fc.constantFrom(0)), { maxLength: 12 }),
        fc.array(adversaryAction("challenger"), { maxLength: 12 }),
        fc.array(adversaryAction("defender"), { maxLength: 12 }),
        (victim, checkInMinute, timings, challengerActs, defenderActs) => {
          const adversary: Side = victim === "challenger" ? "defender" : "challenger";
          let ch = checkIn(scheduledAt(), victim, plus(START, checkInMinute * MINUTE));
          const acts = adversary === "challenger" ? challengerActs : defenderActs;
          acts.forEach((a, i) => {
            const at = plus(NOW, (timings[i]?.[0] ?? i * 60) * MINUTE);
            const due = deadlinesDue(ch, at);
            if (due.length) {
              const d = transition(ch, { type: "deadline", kind: due[0] }, at);
              if (d.ok) ch = d.challenge;
            }
            const r = transition(ch, a, at);
            if (r.ok) ch = r.challenge;
          });
          const end = plus(PLAY_BY, HOUR);
          for (const kind of deadlinesDue(ch, end)) {
            const d = transition(ch, { type: "deadline", kind }, end);
            if (d.ok) ch = d.challenge;
          }
          const forfeit = victim === "challenger" ? "challenger_forfeit" : "defender_forfeit";
          expect(ch.outcome?.reason).not.toBe(forfeit);
        },
      ),
      { numRuns: 400 },
    );
  });
});
