// Rules revision 4 (issue 36) in the domain, each at its edges (−1 ms, exact, +1 ms).
// C8: a result arrives before the play deadline, claim or not. Claims: from the check-in hour
// (start − 30 min) to the play deadline. The pretext claim of the issue: the challenger misses the
// match, claims at start + 20 min, reports a win two days after the deadline: refused; the
// dismissal applies C8 by check-ins, and the side that was there wins.
import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { transition } from "./transition";
import { claimWindow } from "./transition-claims";
import { DEFAULT_SETTINGS, HOUR, MINUTE } from "@/lib/domain/settings";
import { challengeDeadlines } from "@/lib/domain/schedule/window";
import type { Action, Challenge, Side } from "./types";
import { awaiting, ok, plus, team } from "./fixtures";
import { replayHistory, type HistoryEvent } from "@/lib/domain/history";
import { applyRatedResult, type RatingBoard } from "@/lib/domain/rating/board";

const S = DEFAULT_SETTINGS;
const ISSUED = new Date("2026-11-30T15:00:00Z");
const { playBy: PLAY_BY } = challengeDeadlines(ISSUED);
const START = new Date("2026-12-02T12:00:00Z");
const SLOTS = [START, new Date("2026-12-03T12:00:00Z"), new Date("2026-12-04T12:00:00Z"), new Date("2026-12-07T11:00:00Z")];
const CHECK_IN_OPENS = plus(START, -S.checkInBeforeMinutes * MINUTE);
const fresh = (): Challenge => awaiting(ISSUED, SLOTS);
const scheduled = () => ok(transition(fresh(), { type: "accept", by: "defender", slot: START }, plus(ISSUED, HOUR)));
const submit = (by: Side = "challenger", c = 45, d = 20): Action => ({
  type: "submit_result",
  by,
  challengerImps: c,
  defenderImps: d,
  lineup: { challenger: team("c"), defender: team("d") },
});
const code = (r: ReturnType<typeof transition>) => (r.ok ? null : r.violation.code);

describe("C8 (revision 4): a result arrives before the play deadline", () => {
  test.each([
    // without a claim the passed deadline applies first (D1) and the result finds the match decided
    [plus(PLAY_BY, -1), null],
    [PLAY_BY, "deadline_passed"],
    [plus(PLAY_BY, 1), "deadline_passed"],
    [plus(PLAY_BY, 2 * 24 * HOUR), "deadline_passed"],
  ])("a result at %s: %s", (at, expected) => {
    expect(code(transition(scheduled(), submit(), at))).toBe(expected);
  });

  test.each([
    [plus(PLAY_BY, -1), null],
    [PLAY_BY, "result_after_deadline"],
    [plus(PLAY_BY, 1), "result_after_deadline"],
  ])("with a claim open, a result at %s: %s (the claim holds only the sweep)", (at, expected) => {
    const claimed = ok(transition(scheduled(), { type: "raise_claim", by: "challenger", rule: "M5", reason: "x" }, plus(START, 20 * MINUTE)));
    const r = transition(claimed, submit(), at);
    expect(code(r)).toBe(expected);
    if (!r.ok) expect(r.violation.rule).toBe("C8");
  });
});

describe("claims (revision 4): from the check-in hour to the play deadline", () => {
  test.each([
    ["C14", plus(CHECK_IN_OPENS, -1), "claim_before_check_in"],
    ["C14", CHECK_IN_OPENS, null],
    ["C14", plus(CHECK_IN_OPENS, 1), null],
    ["C14", plus(START, -3 * 24 * HOUR), "claim_before_check_in"],
    ["M5", plus(START, -1), "claim_before_start"],
    ["M5", START, null],
    ["C13", plus(PLAY_BY, -1), null],
    ["C13", PLAY_BY, "deadline_passed"],
    ["C12", plus(PLAY_BY, 1), "deadline_passed"],
  ] as const)("%s at %s: %s", (rule, at, expected) => {
    expect(code(transition(scheduled(), { type: "raise_claim", by: "defender", rule, reason: "x" }, at))).toBe(expected);
  });

  test("no rule's window opens before the check-in hour", () => {
    for (const rule of ["C12", "C13", "C14", "M5"] as const)
      expect(claimWindow(rule, { scheduledAt: START, playBy: PLAY_BY }, S)!.from).toBeGreaterThanOrEqual(CHECK_IN_OPENS.getTime());
  });
});

describe("the pretext claim (issue 36, point 1)", () => {
  test("the absent challenger's claim, a late 'win' refused, the dismissal applies C8 by check-ins: the defender wins", () => {
    let ch = scheduled();
    ch = ok(transition(ch, { type: "check_in", by: "defender" }, plus(START, -10 * MINUTE)));
    ch = ok(transition(ch, { type: "raise_claim", by: "challenger", rule: "M5", reason: "server trouble" }, plus(START, 20 * MINUTE)));
    const late = transition(ch, submit("challenger"), plus(PLAY_BY, 2 * 24 * HOUR));
    expect(code(late)).toBe("result_after_deadline");
    const dismissed = transition(ch, { type: "dismiss" }, plus(PLAY_BY, 3 * 24 * HOUR));
    expect(dismissed.ok && dismissed.challenge.outcome).toMatchObject({ winner: "defender" });
  });
});

// ---------------------------------------------------------------------------------------------
// Properties (revision 4): both sides in bad faith, claims at any time (before the check-in hour,
// during the match, after the deadline), results at any time, rulings on one of two open cases.
// ---------------------------------------------------------------------------------------------
const sides = fc.constantFrom<Side>("challenger", "defender");
const minute = fc.integer({ min: 0, max: 12 * 24 * 60 });
const anyAction: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ type: fc.constant("check_in" as const), by: sides }),
  fc.record({
    type: fc.constant("raise_claim" as const),
    by: sides,
    rule: fc.constantFrom("C12" as const, "C13" as const, "C14" as const, "M5" as const),
    reason: fc.constant("x"),
  }),
  fc.tuple(sides, fc.nat(80), fc.nat(80)).map(([by, c, d]) => submit(by, c, d)),
  fc.record({ type: fc.constant("appeal" as const), by: sides, reason: fc.constant("x") }),
  fc.boolean().map((othersOpen) => ({ type: "dismiss", othersOpen }) as Action),
  fc.constant({ type: "uphold" } as Action),
);

describe("properties (revision 4)", () => {
  test("no result is taken at or after the play deadline, no claim outside [check-in hour, deadline), and a dismissal beside another open case changes nothing", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(anyAction, minute), { maxLength: 25 }), (steps) => {
        let ch = scheduled();
        for (const [a, m] of [...steps].sort((x, y) => x[1] - y[1])) {
          const at = plus(ISSUED, m * MINUTE);
          const r = transition(ch, a, at);
          if (!r.ok) continue;
          if (r.events.some((e) => e.type === "result_submitted")) expect(at.getTime()).toBeLessThan(ch.playBy.getTime());
          if (r.events.some((e) => e.type === "claim_raised")) {
            expect(at.getTime()).toBeGreaterThanOrEqual(CHECK_IN_OPENS.getTime());
            expect(at.getTime()).toBeLessThan(ch.playBy.getTime());
          }
          if (a.type === "dismiss" && a.othersOpen && (ch.state === "disputed" || ch.state === "final")) {
            // a ruling touches only its case: the challenge (state, result, outcome) is as it was
            expect(r.challenge).toEqual(ch);
          }
          ch = r.challenge;
        }
      }),
      { numRuns: 3000 },
    );
  });

  test("E5: with rating settings changed between results, the replay equals a fold with each match's own settings", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 100 }), fc.constantFrom(1500, 1600, 1700), fc.integer({ min: 0, max: 5 })), {
          minLength: 1,
          maxLength: 12,
        }),
        (matches) => {
          const settingsOf = new Map(matches.map(([, k, start, prov], i) => [`m${i}`, { k, start, establishedAfter: prov }]));
          const events: HistoryEvent[] = matches.map(([cWins], i) => ({
            type: "challenge_decided",
            at: plus(ISSUED, i * HOUR),
            teamId: "C",
            otherTeamId: "D",
            challengeId: `m${i}`,
            data: { winner: cWins ? "challenger" : "defender", rated: true },
          }));
          const today = { k: 32, establishedAfter: 28, start: 1600 };
          const replay = replayHistory(events, ["C", "D"], today, { ratingOf: (id) => settingsOf.get(id) });
          const board: RatingBoard = new Map();
          matches.forEach(([cWins], i) => {
            const winnerId = cWins ? "C" : "D";
            applyRatedResult(board, { winnerId, loserId: winnerId === "C" ? "D" : "C" }, settingsOf.get(`m${i}`)!);
          });
          for (const t of ["C", "D"]) expect(replay.board.get(t)!.rating).toBeCloseTo(board.get(t)!.rating, 9);
          // and today's settings play no part
          const other = replayHistory(events, ["C", "D"], { k: 99, establishedAfter: 0, start: 1000 }, { ratingOf: (id) => settingsOf.get(id) });
          for (const t of ["C", "D"]) expect(other.board.get(t)!.rating).toBeCloseTo(replay.board.get(t)!.rating, 9);
        },
      ),
      { numRuns: 500 },
    );
  });

  test("R3 (revision 4): a decided challenge judged void keeps its rating effect and loses its ladder effect; later ones are judged without it", () => {
    // A (5th) beats C (3rd) falsely — the ruling revises it — then A (now 3rd) beats T (1st).
    const order = ["T", "B", "C", "D", "A"];
    const ev = (type: string, i: number, data: Record<string, unknown>, teamId?: string, otherTeamId?: string, challengeId?: string): HistoryEvent => ({
      type,
      at: plus(ISSUED, i * HOUR),
      teamId: teamId ?? null,
      otherTeamId: otherTeamId ?? null,
      challengeId: challengeId ?? null,
      data,
    });
    const events: HistoryEvent[] = [
      ev("ladder_set", 0, { order }),
      ev("challenge_issued", 1, {}, "A", "C", "x1"),
      ev("challenge_decided", 2, { winner: "challenger", rated: true }, "A", "C", "x1"),
      ev("challenge_issued", 3, {}, "A", "T", "x2"),
      ev("challenge_decided", 4, { winner: "challenger", rated: true }, "A", "T", "x2"),
      ev("outcome_revised", 5, { winner: "defender", rated: true }, "A", "C", "x1"),
    ];
    const cfg = { k: 32, establishedAfter: 0, start: 1600 };
    const allowed = (p: { from: number | undefined; to: number | undefined }) => p.from !== undefined && p.to !== undefined && p.from - p.to <= 2;
    const judged = replayHistory(events, order, cfg, { judge: { candidates: new Set(["x2"]), allowed } });
    expect([...judged.voided]).toEqual(["x2"]);
    expect(judged.order).toEqual(order);
    expect(judged.changes.map((c) => c.challengeId)).toEqual(["x1", "x2"]); // both played: both rated
    // Recorded as voided (decided), every later replay agrees without judging again.
    const later = replayHistory([...events, ev("challenge_voided", 6, { decided: true }, "A", "T", "x2")], order, cfg);
    expect(later.order).toEqual(order);
    expect(later.board.get("A")!.rating).toBeCloseTo(judged.board.get("A")!.rating, 9);
  });
});
