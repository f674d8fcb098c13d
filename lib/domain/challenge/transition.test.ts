import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { deadlinesDue, inCheckInWindow, isRated, nextDeadline, reminderSchedule, remindersDue, transition, winnerByImps } from "./transition";
import { COUNTER, ISSUED, SLOTS, issued, ok, plus, refused, team } from "./fixtures";
import { DEFAULT_SETTINGS, HOUR, MINUTE } from "@/lib/domain/settings";
import { holdsLock, type Action } from "./types";

const T0 = plus(ISSUED, HOUR); // an hour after issue
const scheduled = () => ok(transition(issued(), { type: "accept", by: "defender", slot: SLOTS[0] }, T0));
const countered = () => ok(transition(issued(), { type: "counter", by: "defender", slots: COUNTER.map((at) => ({ at })) }, T0));
const result = (c = 40, d = 30): Action => ({
  type: "submit_result",
  by: "challenger",
  challengerImps: c,
  defenderImps: d,
  lineup: { challenger: team("c"), defender: team("d") },
});
const AFTER_MATCH = plus(SLOTS[0], 3 * HOUR);
const submitted = (c = 40, d = 30) => ok(transition(scheduled(), result(c, d), AFTER_MATCH));

describe("M1 winner", () => {
  test.each([
    [41, 40, "challenger"],
    [40, 40, "defender"],
    [0, 0, "defender"],
    [10, 52, "defender"],
  ] as const)("%i–%i → %s", (c, d, w) => expect(winnerByImps(c, d)).toBe(w));
});

describe("C4 withdrawal", () => {
  test("the challenger withdraws before the first response: final, no winner", () => {
    const r = transition(issued(), { type: "withdraw", by: "challenger" }, T0);
    const ch = ok(r);
    expect(ch.outcome).toEqual({ winner: null, reason: "withdrawn" });
    expect(r.ok && r.events.map((e) => e.type)).toEqual(["challenge_withdrawn", "challenge_decided", "challenge_final"]);
  });
  test("the defender cannot withdraw (C3)", () => expect(refused(transition(issued(), { type: "withdraw", by: "defender" }, T0)).status).toBe(403));
  test.each([
    ["after an accept", scheduled],
    ["after a counter-proposal", countered],
  ])("refused %s", (_n, make) => expect(refused(transition(make(), { type: "withdraw", by: "challenger" }, plus(T0, MINUTE))).rule).toBe("C4"));
});

describe("C5 accept / counter / choose", () => {
  test("the defender accepts one proposed slot: scheduled", () => {
    const ch = scheduled();
    expect(ch.state).toBe("scheduled");
    expect(ch.scheduledAt).toEqual(SLOTS[0]);
    expect(ch.respondedAt).toEqual(T0);
  });
  test("accepting a time that was not proposed is refused", () => {
    expect(refused(transition(issued(), { type: "accept", by: "defender", slot: COUNTER[0] }, T0))).toMatchObject({ rule: "C5", status: 422 });
  });
  test("the challenger cannot accept its own slots", () => {
    expect(refused(transition(issued(), { type: "accept", by: "challenger", slot: SLOTS[0] }, T0)).status).toBe(403);
  });
  test("accepting a slot that has already started is refused", () => {
    expect(refused(transition(issued(), { type: "accept", by: "defender", slot: SLOTS[0] }, plus(SLOTS[0], MINUTE))).rule).toBe("C6");
  });
  test("counter-proposal: 4 other slots, awaiting the challenger's choice until the last counter slot", () => {
    const ch = countered();
    expect(ch.state).toBe("awaiting_choice");
    expect(ch.slots.filter((s) => s.proposedBy === "defender")).toHaveLength(4);
    expect(ch.chooseBy).toEqual(COUNTER[3]);
  });
  test.each([
    ["3 slots", COUNTER.slice(0, 3), "slots_count"],
    ["5 slots", [...COUNTER, new Date("2026-12-07T13:00:00Z")], "slots_count"],
    ["a duplicate", [COUNTER[0], COUNTER[0], COUNTER[1], COUNTER[2]], "slots_duplicate"],
    ["a slot the challenger proposed", [SLOTS[0], COUNTER[1], COUNTER[2], COUNTER[3]], "slots_already_proposed"],
    ["a past slot", [new Date("2026-11-30T12:00:00Z"), COUNTER[1], COUNTER[2], COUNTER[3]], "slot_in_past"],
    ["a slot after the play deadline", [new Date("2026-12-08T12:00:00Z"), COUNTER[1], COUNTER[2], COUNTER[3]], "slot_too_late"],
    ["a Saturday slot", [new Date("2026-12-05T12:00:00Z"), COUNTER[1], COUNTER[2], COUNTER[3]], "counter_outside_window"],
    ["an afternoon slot", [new Date("2026-12-02T06:00:00Z"), COUNTER[1], COUNTER[2], COUNTER[3]], "counter_outside_window"],
  ])("a counter-proposal with %s is refused", (_n, slots, code) => {
    expect(refused(transition(issued(), { type: "counter", by: "defender", slots: slots.map((at) => ({ at })) }, T0)).code).toBe(code);
  });
  test("C6 (revision 2): the defender cannot mark its counter-slots off-window alone", () => {
    const slots = [{ at: new Date("2026-12-05T12:00:00Z"), offWindowAgreed: true }, ...COUNTER.slice(1).map((at) => ({ at }))];
    expect(refused(transition(issued(), { type: "counter", by: "defender", slots }, T0))).toMatchObject({ code: "counter_outside_window", rule: "C6" });
  });
  test("the challenger chooses a counter slot: scheduled", () => {
    const ch = ok(transition(countered(), { type: "choose", by: "challenger", slot: COUNTER[1] }, plus(T0, HOUR)));
    expect(ch.state).toBe("scheduled");
    expect(ch.scheduledAt).toEqual(COUNTER[1]);
  });
  test.each([
    ["one of its own slots", SLOTS[1], "slot_not_proposed"],
    ["a counter slot that has started", COUNTER[0], "slot_in_past"],
  ])("choosing %s is refused", (_n, slot, code) => {
    expect(refused(transition(countered(), { type: "choose", by: "challenger", slot }, plus(COUNTER[0], MINUTE))).code).toBe(code);
  });
  test("the defender cannot choose", () => {
    expect(refused(transition(countered(), { type: "choose", by: "defender", slot: COUNTER[1] }, T0)).status).toBe(403);
  });
  test("a second answer is refused", () => {
    expect(refused(transition(scheduled(), { type: "counter", by: "defender", slots: COUNTER.map((at) => ({ at })) }, T0)).status).toBe(409);
    expect(refused(transition(countered(), { type: "accept", by: "defender", slot: SLOTS[1] }, T0)).status).toBe(409);
  });
});

describe("deadlines exactly at, just before and just after their instant", () => {
  const ch = issued();
  const respondBy = ch.respondBy;
  test.each([
    [-1, []],
    [0, ["respond"]],
    [1, ["respond"]],
  ])("C7 respondBy %+i ms → %j", (d, due) => expect(deadlinesDue(ch, plus(respondBy, d))).toEqual(due));
  test("C7: the defender forfeits; the challenger wins", () => {
    const f = ok(transition(ch, { type: "deadline", kind: "respond" }, respondBy));
    expect(f.outcome).toEqual({ winner: "challenger", reason: "defender_forfeit" });
  });
  test("C7: an answer at the deadline instant is too late", () => {
    expect(refused(transition(ch, { type: "accept", by: "defender", slot: SLOTS[3] }, respondBy))).toMatchObject({ rule: "C7", status: 409 });
    expect(ok(transition(ch, { type: "accept", by: "defender", slot: SLOTS[3] }, plus(respondBy, -1))).state).toBe("scheduled");
  });
  test("a deadline that is not due is refused", () => {
    expect(refused(transition(ch, { type: "deadline", kind: "respond" }, plus(respondBy, -1))).code).toBe("deadline_not_due");
    expect(refused(transition(ch, { type: "deadline", kind: "play" }, plus(ch.playBy, 1))).code).toBe("deadline_not_due");
  });

  const s = scheduled();
  test.each([
    [-1, []],
    [0, ["play"]],
    [1, ["play"]],
  ])("C8 playBy %+i ms → %j", (d, due) => expect(deadlinesDue(s, plus(s.playBy, d))).toEqual(due));
  test("C8: no result by the play deadline, the challenger forfeits", () => {
    expect(ok(transition(s, { type: "deadline", kind: "play" }, s.playBy)).outcome).toEqual({ winner: "defender", reason: "challenger_forfeit" });
  });
  test("C8: a result submitted at the play deadline is too late; a millisecond before is in time", () => {
    expect(refused(transition(s, result(), s.playBy)).rule).toBe("C8");
    expect(ok(transition(s, result(), plus(s.playBy, -1))).state).toBe("result_submitted");
  });

  const c = countered();
  test.each([
    [-1, []],
    [0, ["choose"]],
    [1, ["choose"]],
  ])("C9 chooseBy %+i ms → %j", (d, due) => expect(deadlinesDue(c, plus(c.chooseBy!, d))).toEqual(due));
  test("C9: no choice in time, the challenge is abandoned (no winner)", () => {
    expect(ok(transition(c, { type: "deadline", kind: "choose" }, c.chooseBy!)).outcome).toEqual({ winner: null, reason: "abandoned" });
  });

  const r = submitted();
  test.each([
    [-1, []],
    [0, ["finalise"]],
    [1, ["finalise"]],
  ])("M2 48 h after submission %+i ms → %j", (d, due) => expect(deadlinesDue(r, plus(r.resultDueAt!, d))).toEqual(due));
  test("M2: unanswered for 48 h, the result becomes final", () => {
    expect(r.resultDueAt).toEqual(plus(AFTER_MATCH, 48 * HOUR));
    expect(ok(transition(r, { type: "deadline", kind: "finalise" }, r.resultDueAt!)).outcome).toEqual({ winner: "challenger", reason: "played" });
  });
  test("M2: an open case holds the result (no finalisation)", () => {
    expect(deadlinesDue({ ...r, openCase: true }, plus(r.resultDueAt!, HOUR))).toEqual([]);
    expect(nextDeadline({ ...r, openCase: true })).toBeNull();
  });
  test("no deadline applies to disputed or final challenges", () => {
    expect(nextDeadline({ ...r, state: "disputed" })).toBeNull();
    expect(nextDeadline({ ...r, state: "final" })).toBeNull();
  });
});

describe("C11 check-in", () => {
  const s = scheduled();
  const start = s.scheduledAt!;
  test.each([
    [-31, false],
    [-30, true],
    [0, true],
    [30, true],
    [31, false],
  ])("%i min from the start: in window %s", (m, inside) => {
    expect(inCheckInWindow(start, plus(start, m * MINUTE))).toBe(inside);
    const r = transition(s, { type: "check_in", by: "defender" }, plus(start, m * MINUTE));
    expect(r.ok).toBe(inside);
  });
  test("each side checks in once; both are recorded", () => {
    const a = ok(transition(s, { type: "check_in", by: "defender" }, plus(start, -10 * MINUTE)));
    const b = ok(transition(a, { type: "check_in", by: "challenger" }, plus(start, 5 * MINUTE)));
    expect(b.checkIns.map((c) => c.side)).toEqual(["defender", "challenger"]);
    expect(refused(transition(b, { type: "check_in", by: "challenger" }, plus(start, 6 * MINUTE))).code).toBe("already_checked_in");
  });
  test("no check-in before a time is agreed", () => {
    expect(refused(transition(issued(), { type: "check_in", by: "defender" }, T0)).rule).toBe("C11");
  });
});

describe("M1, M2, T3 result submission", () => {
  test("a valid result: submitted, 48 h to confirm", () => {
    const r = submitted();
    expect(r.state).toBe("result_submitted");
    expect(r.result).toMatchObject({ challengerImps: 40, defenderImps: 30, bySide: "challenger" });
  });
  test.each([
    ["negative IMPs", { challengerImps: -1 }, "imps_invalid", "M1"],
    ["fractional IMPs", { defenderImps: 2.5 }, "imps_invalid", "M1"],
    ["3 players", { lineup: { challenger: team("c").slice(0, 3), defender: team("d") } }, "lineup_size", "T3"],
    ["a player twice", { lineup: { challenger: [...team("c").slice(0, 3), team("c")[0]], defender: team("d") } }, "lineup_duplicate", "T3"],
    [
      "a substitute without a name",
      { lineup: { challenger: [...team("c").slice(0, 3), { name: " ", registered: false as const }], defender: team("d") } },
      "lineup_name_missing",
      "T3",
    ],
  ])("%s is refused", (_n, patch, code, rule) => {
    const v = refused(transition(scheduled(), { ...(result() as Extract<Action, { type: "submit_result" }>), ...patch }, AFTER_MATCH));
    expect(v).toMatchObject({ code, rule, status: 422 });
  });
  test("one unregistered substitute is allowed (T3: at least 3 registered)", () => {
    const a = { ...(result() as Extract<Action, { type: "submit_result" }>), lineup: { challenger: team("c", 1), defender: team("d", 1) } };
    expect(ok(transition(scheduled(), a, AFTER_MATCH)).state).toBe("result_submitted");
  });
  test("a result before the agreed start is refused", () => {
    expect(refused(transition(scheduled(), result(), plus(SLOTS[0], -MINUTE))).code).toBe("match_not_started");
  });
  test("no result before a time is agreed", () => {
    expect(refused(transition(issued(), result(), T0)).rule).toBe("M2");
  });
  test("the other side confirms: final, played, winner by IMPs", () => {
    const f = ok(transition(submitted(), { type: "confirm", by: "defender" }, plus(AFTER_MATCH, HOUR)));
    expect(f.outcome).toEqual({ winner: "challenger", reason: "played" });
    expect(isRated(f.outcome!)).toBe(true);
  });
  test("M1: a tie confirmed goes to the defender", () => {
    const f = ok(transition(submitted(35, 35), { type: "confirm", by: "defender" }, plus(AFTER_MATCH, HOUR)));
    expect(f.outcome?.winner).toBe("defender");
  });
  test("the submitter cannot confirm or appeal its own result", () => {
    expect(refused(transition(submitted(), { type: "confirm", by: "challenger" }, AFTER_MATCH)).status).toBe(403);
    expect(refused(transition(submitted(), { type: "appeal", by: "challenger", reason: "x" }, AFTER_MATCH)).status).toBe(403);
  });
  test("the other side appeals: disputed, held for the referees", () => {
    const d = ok(transition(submitted(), { type: "appeal", by: "defender", reason: "board 7 was misrecorded" }, AFTER_MATCH));
    expect(d.state).toBe("disputed");
    expect(deadlinesDue(d, plus(AFTER_MATCH, 100 * HOUR))).toEqual([]);
  });
  test("M4: the submitter requests a correction once, with the corrected totals", () => {
    const d = ok(
      transition(submitted(), { type: "request_correction", by: "challenger", reason: "swapped totals", challengerImps: 30, defenderImps: 40 }, AFTER_MATCH),
    );
    expect(d.state).toBe("disputed");
    expect(d.result?.correction).toEqual({ challengerImps: 30, defenderImps: 40, at: AFTER_MATCH, protects: true });
    expect(
      refused(transition(d, { type: "request_correction", by: "challenger", reason: "again", challengerImps: 1, defenderImps: 2 }, AFTER_MATCH)).status,
    ).toBe(409);
    expect(
      refused(transition(submitted(), { type: "request_correction", by: "defender", reason: "x", challengerImps: 1, defenderImps: 2 }, AFTER_MATCH)).rule,
    ).toBe("M4");
    expect(
      refused(transition(submitted(), { type: "request_correction", by: "challenger", reason: "x", challengerImps: -1, defenderImps: 2 }, AFTER_MATCH)).rule,
    ).toBe("M4");
  });
  test("confirming after the 48 h is too late (the sweep finalises)", () => {
    const r = submitted();
    expect(refused(transition(r, { type: "confirm", by: "defender" }, r.resultDueAt!)).rule).toBe("M2");
  });
});

describe("referee actions", () => {
  const disputed = () => ok(transition(submitted(), { type: "appeal", by: "defender", reason: "x" }, AFTER_MATCH));
  test("replace the result: final, played, winner by the new IMPs", () => {
    const f = ok(transition(disputed(), { type: "replace_result", challengerImps: 20, defenderImps: 30 }, AFTER_MATCH));
    expect(f.outcome).toEqual({ winner: "defender", reason: "played" });
    expect(f.result?.challengerImps).toBe(20);
  });
  test("award: final, unrated", () => {
    const f = ok(transition(disputed(), { type: "award", winner: "defender", reason: "awarded" }, AFTER_MATCH));
    expect(isRated(f.outcome!)).toBe(false);
  });
  test("invalid match (T3): no winner", () => {
    const r = transition(disputed(), { type: "award", winner: "defender", reason: "invalid" }, AFTER_MATCH);
    expect(r.ok && r.events.at(-1)?.rule).toBe("T3");
    expect(ok(r).outcome).toEqual({ winner: null, reason: "invalid" });
  });
  test("uphold: the submitted result becomes final", () => {
    expect(ok(transition(disputed(), { type: "uphold" }, AFTER_MATCH)).outcome).toEqual({ winner: "challenger", reason: "played" });
    expect(refused(transition(scheduled(), { type: "uphold" }, AFTER_MATCH)).status).toBe(409);
  });
  test.each([
    ["C12", 20],
    ["C13", 20],
    ["C14", 10],
    ["M5", 20],
  ] as const)("a %s claim holds a scheduled match for the referees", (rule, minutes) => {
    const d = ok(transition(scheduled(), { type: "raise_claim", by: "defender", rule, reason: "x" }, plus(SLOTS[0], minutes * MINUTE)));
    expect(d.state).toBe("disputed");
    expect(deadlinesDue(d, plus(d.playBy, HOUR))).toEqual([]);
  });
  test("M5: a dispute until the play deadline and only before a result (revision 3); claims need an agreed match", () => {
    const late = ok(transition(issued(), { type: "accept", by: "defender", slot: SLOTS[3] }, T0));
    expect(refused(transition(late, { type: "raise_claim", by: "defender", rule: "M5", reason: "x" }, late.playBy)).code).toBe("deadline_passed");
    expect(ok(transition(late, { type: "raise_claim", by: "defender", rule: "M5", reason: "x" }, plus(late.playBy, -1))).state).toBe("disputed");
    const r = ok(transition(late, result(), plus(SLOTS[3], 3 * HOUR)));
    expect(refused(transition(r, { type: "raise_claim", by: "defender", rule: "M5", reason: "x" }, plus(r.playBy, -1)))).toMatchObject({
      code: "claim_after_result",
      rule: "M5",
    });
    expect(refused(transition(issued(), { type: "raise_claim", by: "defender", rule: "C12", reason: "x" }, T0)).rule).toBe("C12");
  });
  test("R1 rematch: scheduled at the named time, play deadline 7 days from the ruling, the lock held again", () => {
    const at = plus(AFTER_MATCH, 2 * 24 * HOUR);
    const r = ok(transition(disputed(), { type: "order_rematch", at }, AFTER_MATCH));
    expect(r.state).toBe("scheduled");
    expect(r.scheduledAt).toEqual(at);
    expect(r.playBy).toEqual(plus(AFTER_MATCH, 7 * 24 * HOUR));
    expect(r.outcome).toBeUndefined();
    expect(holdsLock(r)).toBe(true);
    expect(refused(transition(r, { type: "withdraw", by: "challenger" }, plus(AFTER_MATCH, HOUR))).rule).toBe("C4");
    expect(refused(transition(disputed(), { type: "order_rematch", at: AFTER_MATCH }, AFTER_MATCH)).rule).toBe("R1");
    // C6 margin applies to the rematch time too: the latest start is the new deadline less 3 h.
    expect(ok(transition(disputed(), { type: "order_rematch", at: plus(AFTER_MATCH, 7 * 24 * HOUR - 3 * HOUR) }, AFTER_MATCH)).state).toBe("scheduled");
    const late = refused(transition(disputed(), { type: "order_rematch", at: plus(AFTER_MATCH, 7 * 24 * HOUR - 3 * HOUR + 1) }, AFTER_MATCH));
    expect([late.code, late.rule]).toEqual(["slot_too_late", "R1"]);
  });
  test("no award before a time is agreed; no replaced result before one exists", () => {
    expect(refused(transition(issued(), { type: "award", winner: "defender", reason: "awarded" }, T0)).status).toBe(409);
    expect(refused(transition(scheduled(), { type: "replace_result", challengerImps: 1, defenderImps: 2 }, AFTER_MATCH)).status).toBe(409);
    expect(refused(transition(disputed(), { type: "replace_result", challengerImps: -1, defenderImps: 2 }, AFTER_MATCH)).rule).toBe("M1");
    expect(refused(transition(issued(), { type: "order_rematch", at: plus(T0, 9e8) }, T0)).status).toBe(409);
  });
});

describe("E4 rated outcomes", () => {
  test.each([
    ["played", "challenger", true],
    ["defender_forfeit", "challenger", false],
    ["challenger_forfeit", "defender", false],
    ["awarded", "defender", false],
    ["withdrawn", null, false],
    ["abandoned", null, false],
  ] as const)("%s → rated %s", (reason, winner, rated) => expect(isRated({ reason, winner })).toBe(rated));
});

describe("properties", () => {
  const sides = fc.constantFrom("challenger" as const, "defender" as const);
  const instant = fc.integer({ min: 0, max: 10 * 24 * 60 }).map((m) => plus(ISSUED, m * MINUTE));
  const action: fc.Arbitrary<Action> = fc.oneof(
    sides.map((by) => ({ type: "withdraw", by }) as Action),
    fc.tuple(sides, fc.constantFrom(...SLOTS, ...COUNTER)).map(([by, slot]) => ({ type: "accept", by, slot }) as Action),
    sides.map((by) => ({ type: "counter", by, slots: COUNTER.map((at) => ({ at })) }) as Action),
    fc.tuple(sides, fc.constantFrom(...COUNTER)).map(([by, slot]) => ({ type: "choose", by, slot }) as Action),
    sides.map((by) => ({ type: "check_in", by }) as Action),
    fc.tuple(sides, fc.nat(80), fc.nat(80)).map(([by, c, d]) => ({ ...(result(c, d) as Extract<Action, { type: "submit_result" }>), by })),
    sides.map((by) => ({ type: "confirm", by }) as Action),
    sides.map((by) => ({ type: "appeal", by, reason: "r" }) as Action),
    fc.constantFrom("respond", "choose", "play", "finalise").map((kind) => ({ type: "deadline", kind }) as Action),
  );

  test("no transition leaves a final state; every outcome names a reason; time only adds", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(action, instant), { maxLength: 25 }), (steps) => {
        let ch = issued();
        const sorted = [...steps].sort((a, b) => a[1].getTime() - b[1].getTime());
        for (const [a, t] of sorted) {
          const wasFinal = ch.state === "final";
          const r = transition(ch, a, t);
          if (wasFinal) expect(r.ok).toBe(false);
          if (r.ok) {
            ch = r.challenge;
            expect(r.events.length).toBeGreaterThan(0);
            if (ch.state === "final") {
              expect(ch.outcome).toBeDefined();
              expect(r.events.at(-1)?.type).toBe("challenge_final");
            }
          }
        }
      }),
      { numRuns: 400 },
    );
  });
});

test("default settings are the spec's", () => {
  expect(DEFAULT_SETTINGS).toMatchObject({ responseHours: 72, playHours: 168, confirmHours: 48, lateGraceMinutes: 15 });
});

describe("reminders (issue 4): 2/3 of each deadline, 1 h before the match", () => {
  test("awaiting response: at 48 h of 72 h", () => {
    const ch = issued();
    expect(reminderSchedule(ch)).toEqual([{ kind: "respond", at: plus(ISSUED, 48 * HOUR), deadline: ch.respondBy }]);
    expect(remindersDue(ch, plus(ISSUED, 48 * HOUR - 1))).toEqual({ due: [], next: plus(ISSUED, 48 * HOUR) });
    expect(remindersDue(ch, plus(ISSUED, 48 * HOUR)).due.map((r) => r.kind)).toEqual(["respond"]);
    expect(remindersDue(ch, ch.respondBy).due).toEqual([]); // past the deadline: no reminder
  });
  test("scheduled: the match reminder and the play deadline's", () => {
    const s = scheduled();
    expect(reminderSchedule(s).map((r) => [r.kind, r.at.toISOString()])).toEqual([
      ["match", plus(SLOTS[0], -HOUR).toISOString()],
      ["play", plus(ISSUED, 112 * HOUR).toISOString()],
    ]);
  });
  test("awaiting choice and result submitted", () => {
    const c = countered();
    expect(reminderSchedule(c)[0]).toMatchObject({ kind: "choose", deadline: c.chooseBy });
    const r = submitted();
    expect(reminderSchedule(r)[0]).toEqual({ kind: "finalise", at: plus(AFTER_MATCH, 32 * HOUR), deadline: r.resultDueAt });
    expect(reminderSchedule({ ...r, openCase: true })).toEqual([]);
    expect(reminderSchedule({ ...r, state: "final" })).toEqual([]);
  });
});
