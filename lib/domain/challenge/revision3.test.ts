// Rules revision 3 (issue 21), at its boundaries (−1 ms, exact, +1 ms): C5 notice, C10 closed at
// its start, C12–C14/M5 claims only about the other side and only before a result, C16 lapse at
// the agreed start, C17 rated concession, M2/M4 appeal kept through a correction, R1 clean rematch,
// R4 dismissal with the passed deadlines applied at once; and the properties with both sides in
// bad faith and referees ruling in between.
import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { concessionRated, deadlinesDue, pendingReschedule, transition } from "./transition";
import { appealEnds } from "./transition-core";
import { claimWindow } from "./transition-claims";
import { checkSlots, checkStartTime, startRange } from "./slots";
import { topLockedAt } from "./issue";
import { isRated } from "./result";
import { DEFAULT_SETTINGS, HOUR, MINUTE } from "@/lib/domain/settings";
import { replayHistory, type HistoryEvent } from "@/lib/domain/history";
import { applyRatedResult, freshEntry, type RatingBoard } from "@/lib/domain/rating/board";
import { challengeDeadlines } from "@/lib/domain/schedule/window";
import { holdsLock, type Action, type Challenge, type Side, type TransitionResult } from "./types";
import { awaiting, ok, plus, refused, team } from "./fixtures";

const types = (r: TransitionResult) => (r.ok ? r.events.map((e) => e.type) : []);
const S = DEFAULT_SETTINGS;

// Issued Mon 30 Nov 2026 23:00 league time; the match is agreed for Wed 2 Dec 20:00.
const ISSUED = new Date("2026-11-30T15:00:00Z");
const { playBy: PLAY_BY } = challengeDeadlines(ISSUED);
const START = new Date("2026-12-02T12:00:00Z");
const SLOTS = [START, new Date("2026-12-03T12:00:00Z"), new Date("2026-12-04T12:00:00Z"), new Date("2026-12-07T11:00:00Z")];
const NOW = plus(ISSUED, HOUR);
const GRACE = plus(START, 15 * MINUTE);
const fresh = (): Challenge => awaiting(ISSUED, SLOTS);
const scheduled = () => ok(transition(fresh(), { type: "accept", by: "defender", slot: START }, NOW));
const submit = (c: number, d: number, by: Side = "challenger"): Action => ({
  type: "submit_result",
  by,
  challengerImps: c,
  defenderImps: d,
  lineup: { challenger: team("c"), defender: team("d") },
});
const AFTER = plus(START, 3 * HOUR);
const submitted = (c = 60, d = 0) => ok(transition(scheduled(), submit(c, d), AFTER));
const correction = (c: number, d: number): Action => ({ type: "request_correction", by: "challenger", reason: "typo", challengerImps: c, defenderImps: d });

describe("C5 (revision 3): every proposed, counter or rescheduled time gives 12 h notice", () => {
  const earliest = plus(NOW, 12 * HOUR);
  test.each([
    ["12 h − 1 ms", plus(earliest, -1), "slot_short_notice"],
    ["exactly 12 h", earliest, null],
    ["12 h + 1 ms", plus(earliest, 1), null],
  ])("a time %s after it is proposed", (_n, at, code) => {
    const v = checkStartTime(at, { now: NOW, playBy: PLAY_BY, notice: true }, S);
    expect(v?.code ?? null).toBe(code);
    if (v) expect(v).toMatchObject({ rule: "C5", params: { hours: 12 } });
  });
  test("a counter-proposal minutes ahead is refused; an issue's proposal too", () => {
    const soon = [plus(NOW, 30 * MINUTE), SLOTS[1], SLOTS[2], SLOTS[3]].map((at) => ({ at }));
    expect(checkSlots(soon, { now: NOW, playBy: PLAY_BY, kind: "counter" }, S)?.code).toBe("slot_short_notice");
    expect(checkSlots(soon, { now: NOW, playBy: PLAY_BY, kind: "proposal" }, S)?.code).toBe("slot_short_notice");
  });
  test("a reschedule needs the notice; accepting an earlier proposal and a referee's rematch do not", () => {
    const late = plus(START, -6 * HOUR); // the match is in 6 h
    const r = transition(scheduled(), { type: "propose_reschedule", by: "defender", at: plus(late, 11 * HOUR) }, late);
    expect(refused(r)).toMatchObject({ code: "slot_short_notice", rule: "C5" });
    // Accepting a time proposed days ago, now 1 h before it: allowed (it had its notice when proposed).
    expect(ok(transition(fresh(), { type: "accept", by: "defender", slot: START }, plus(START, -HOUR))).state).toBe("scheduled");
    const appealed = ok(transition(submitted(), { type: "appeal", by: "defender", reason: "x" }, plus(AFTER, HOUR)));
    expect(ok(transition(appealed, { type: "order_rematch", at: plus(AFTER, 2 * HOUR) }, plus(AFTER, HOUR))).state).toBe("scheduled");
  });
  test("the pickers' range is the rule's range", () => {
    expect(startRange(NOW, PLAY_BY, S)).toEqual({ earliest: plus(NOW, 12 * HOUR), latest: plus(PLAY_BY, -3 * HOUR) });
    expect(startRange(NOW, PLAY_BY, S, { notice: false }).earliest).toEqual(plus(NOW, 1));
  });
});

describe("C10 (revision 3): position 1 locked at Monday 00:00 closes the week's window from its start", () => {
  const week = new Date("2026-11-29T16:00:00Z"); // Mon 30 Nov 00:00 league time
  test.each([
    ["issued 1 ms before, undecided", plus(week, -1), null, true],
    ["issued 1 ms before, decided exactly at 00:00 (unlocked then)", plus(week, -1), week, false],
    ["issued 1 ms before, decided 1 ms after", plus(week, -1), plus(week, 1), true],
    ["issued exactly at 00:00 (the window's own closure applies)", week, null, false],
    ["decided the week before", plus(week, -5 * HOUR), plus(week, -HOUR), false],
  ])("%s → closed %s", (_n, issuedAt, decidedAt, closed) => {
    expect(topLockedAt(week, [{ issuedAt, decidedAt }])).toBe(closed);
  });
});

describe("claims (revision 3): about the other side, and only until a result is submitted", () => {
  test.each([
    ["C13", plus(START, -1), "claim_before_start"],
    ["C13", START, null],
    ["M5", plus(START, -1), "claim_before_start"],
    ["M5", START, null],
    ["M5", plus(PLAY_BY, -1), null],
    ["C14", plus(START, -HOUR / 2), null], // revision 4: from the check-in hour (start − 30 min); revision4.test.ts has its edges
    ["C14", GRACE, null],
    ["C14", plus(GRACE, 1), "unregistered_too_late"],
    ["C12", plus(GRACE, -1), "lateness_too_early"],
    ["C12", GRACE, null],
  ] as const)("%s at %s", (rule, at, code) => {
    const r = transition(scheduled(), { type: "raise_claim", by: "defender", rule, reason: "x" }, at);
    expect(r.ok ? null : r.violation.code).toBe(code);
    if (r.ok) {
      expect(r.events[0].data).toEqual({ by: "defender", against: "challenger" });
      expect(r.challenge.disputedFrom).toBe("scheduled");
    }
  });
  test("the window of each rule", () => {
    expect(claimWindow("C13", { scheduledAt: START, playBy: PLAY_BY }, S)).toEqual({ from: START.getTime(), until: PLAY_BY.getTime() });
  });
  test.each(["C12", "C13", "C14", "M5"] as const)("the submitter cannot block the appeal with a %s claim on its own result", (rule) => {
    const s = submitted();
    const r = transition(s, { type: "raise_claim", by: "challenger", rule, reason: "x" }, plus(AFTER, MINUTE));
    expect(refused(r)).toMatchObject({ code: "claim_after_result", rule });
    expect(ok(transition(s, { type: "appeal", by: "defender", reason: "false" }, plus(AFTER, 2 * MINUTE))).state).toBe("disputed");
  });
});

describe("M2/M4 (revision 3): a correction never takes the appeal away; they share one case", () => {
  test("a false 60:0 with an immediate 'correction': the other side still appeals within the 48 h", () => {
    const c = ok(transition(submitted(60, 0), correction(55, 0), plus(AFTER, MINUTE)));
    expect([c.state, c.disputedFrom, c.openCase]).toEqual(["disputed", "result_submitted", true]);
    const ends = appealEnds(c, S)!;
    expect(ends).toEqual(plus(AFTER, 48 * HOUR));
    const a = transition(c, { type: "appeal", by: "defender", reason: "we won 40:20" }, plus(ends, -1));
    expect(types(a)).toEqual(["result_appealed"]);
    expect(a.ok && a.events[0].data).toEqual({ by: "defender", joined: true });
    expect(ok(a)).toMatchObject({ state: "disputed", refereeLooked: true });
    expect(refused(transition(c, { type: "appeal", by: "defender", reason: "x" }, ends))).toMatchObject({ code: "deadline_passed", rule: "M2" });
    expect(refused(transition(ok(a), { type: "appeal", by: "defender", reason: "again" }, plus(ends, -1))).code).toBe("already_appealed");
  });
  test("the appeal window without a correction: 48 h − 1 ms allowed, exactly 48 h refused", () => {
    const s = submitted();
    expect(transition(s, { type: "appeal", by: "defender", reason: "x" }, plus(s.resultDueAt!, -1)).ok).toBe(true);
    expect(refused(transition(s, { type: "appeal", by: "defender", reason: "x" }, s.resultDueAt!)).code).toBe("deadline_passed");
  });
  test("a correction states totals; none after an appeal", () => {
    const a = ok(transition(submitted(), { type: "appeal", by: "defender", reason: "x" }, plus(AFTER, MINUTE)));
    expect(refused(transition(a, correction(1, 2), plus(AFTER, 2 * MINUTE))).code).toBe("correction_too_late");
  });
});

describe("C16 (revision 3): a proposal lapses when the agreed start arrives", () => {
  const later = new Date("2026-12-05T06:00:00Z");
  const proposed = () => ok(transition(scheduled(), { type: "propose_reschedule", by: "defender", at: later }, NOW));
  test.each([
    ["start − 1 ms", plus(START, -1), true],
    ["exactly the start", START, false],
    ["start + 1 ms", plus(START, 1), false],
  ])("accepting at %s", (_n, at, allowed) => {
    expect(!!pendingReschedule(proposed(), at)).toBe(allowed);
    const r = transition(proposed(), { type: "accept_reschedule", by: "challenger" }, at);
    expect(r.ok).toBe(allowed);
    if (!r.ok) expect(r.violation).toMatchObject({ code: "reschedule_lapsed", rule: "C16" });
  });
  test("a stale proposal accepted after the start can no longer wipe the opponent's check-in", () => {
    const c = ok(transition(proposed(), { type: "check_in", by: "challenger" }, plus(START, -10 * MINUTE)));
    expect(refused(transition(c, { type: "accept_reschedule", by: "challenger" }, plus(START, 10 * MINUTE))).code).toBe("reschedule_lapsed");
  });
  test.each([
    [plus(START, -1), null],
    [START, "reschedule_after_start"],
  ])("proposing at %s", (at, code) => {
    const r = transition(scheduled(), { type: "propose_reschedule", by: "challenger", at: plus(at, 13 * HOUR) }, at);
    expect(r.ok ? null : r.violation.code).toBe(code);
  });
});

describe("C17 (revision 3): a concession once play may have begun is a rated loss", () => {
  test.each([
    ["start − 1 ms", plus(START, -1), false],
    ["exactly the start", START, true],
    ["start + 1 ms", plus(START, 1), true],
  ])("conceding at %s → rated %s", (_n, at, rated) => {
    expect(concessionRated({ scheduledAt: START }, at)).toBe(rated);
    const r = transition(scheduled(), { type: "concede", by: "challenger" }, at);
    const f = ok(r);
    expect(f.outcome).toEqual({ winner: "defender", reason: "conceded", rated });
    expect(isRated(f.outcome!)).toBe(rated);
    expect(r.ok && r.events.find((e) => e.type === "challenge_decided")?.data).toMatchObject({ rated });
  });
  test("before a time is agreed it is never rated", () => {
    expect(ok(transition(fresh(), { type: "concede", by: "defender" }, NOW)).outcome).toEqual({ winner: "challenger", reason: "conceded", rated: false });
  });
});

describe("R1 (revision 3): a rematch starts clean and may be ordered on a final result", () => {
  test("no appeal, correction or referee look carries over", () => {
    const c = ok(transition(submitted(), correction(50, 0), plus(AFTER, MINUTE)));
    const a = ok(transition(c, { type: "appeal", by: "defender", reason: "x" }, plus(AFTER, 2 * MINUTE)));
    const at = plus(AFTER, 48 * HOUR);
    const r = ok(transition(a, { type: "order_rematch", at }, plus(AFTER, HOUR)));
    expect([r.state, r.result, r.refereeLooked, r.disputedFrom, r.openCase, r.checkIns, holdsLock(r)]).toEqual([
      "scheduled",
      undefined,
      false,
      undefined,
      false,
      [],
      true,
    ]);
    // The new match's result can be appealed and corrected afresh.
    const s = ok(transition(r, submit(10, 20), plus(at, 3 * HOUR)));
    expect(ok(transition(s, correction(20, 10), plus(at, 4 * HOUR))).result?.correction?.protects).toBe(true);
  });
  test("on a final result (confirmed), as a ruling on a review", () => {
    const f = ok(transition(submitted(), { type: "confirm", by: "defender" }, plus(AFTER, HOUR)));
    const r = transition(f, { type: "order_rematch", at: plus(AFTER, 30 * HOUR) }, plus(AFTER, 5 * HOUR));
    expect(types(r)).toEqual(["outcome_revised", "rematch_ordered"]);
    expect(ok(r)).toMatchObject({ state: "scheduled", finalAt: undefined, outcome: undefined });
  });
});

describe("R4 (revision 3): dismissal returns the challenge where it stood; passed deadlines apply at once", () => {
  const claimed = (c: Challenge, by: Side = "defender") => ok(transition(c, { type: "raise_claim", by, rule: "M5", reason: "x" }, plus(START, 30 * MINUTE)));
  test("a claim dismissed before the play deadline: scheduled again", () => {
    const r = transition(claimed(scheduled()), { type: "dismiss" }, plus(PLAY_BY, -1));
    expect(types(r)).toEqual(["case_dismissed"]);
    expect(ok(r)).toMatchObject({ state: "scheduled", openCase: false });
  });
  test.each([
    ["only the claimant checked in: the claimant had frozen its own forfeit; now the other side wins", "challenger", "challenger_forfeit"],
    ["only the other side checked in", "defender", "defender_forfeit"],
  ] as const)("dismissed after the play deadline, %s", (_n, present, reason) => {
    const presentSide: Side = present === "challenger" ? "defender" : "challenger";
    const checked = ok(transition(scheduled(), { type: "check_in", by: presentSide }, START));
    const r = transition(claimed(checked, presentSide === "challenger" ? "defender" : "challenger"), { type: "dismiss" }, plus(PLAY_BY, 5 * 24 * HOUR));
    expect(types(r)).toEqual(["case_dismissed", "challenge_decided", "challenge_final"]);
    expect(ok(r).outcome?.reason).toBe(reason);
  });
  test("a dismissed appeal leaves the result standing; after the 48 h it is final at once", () => {
    const a = ok(transition(submitted(), { type: "appeal", by: "defender", reason: "x" }, plus(AFTER, HOUR)));
    const within = ok(transition(a, { type: "dismiss" }, plus(AFTER, 2 * HOUR)));
    expect([within.state, within.outcome]).toEqual(["result_submitted", { winner: "challenger", reason: "played" }]);
    expect(deadlinesDue(within, within.resultDueAt!)).toEqual(["finalise"]);
    const late = transition(a, { type: "dismiss" }, plus(AFTER, 49 * HOUR));
    expect(types(late)).toEqual(["case_dismissed", "challenge_final"]);
    expect(refused(transition(within, { type: "appeal", by: "defender", reason: "again" }, plus(AFTER, 3 * HOUR))).code).toBe("already_appealed");
  });
  test("C8's own case (both checked in, nothing reported) is not a claim: not dismissible", () => {
    let ch = ok(transition(scheduled(), { type: "check_in", by: "challenger" }, START));
    ch = ok(transition(ch, { type: "check_in", by: "defender" }, START));
    ch = ok(transition(ch, { type: "deadline", kind: "play" }, PLAY_BY));
    expect(refused(transition(ch, { type: "dismiss" }, plus(PLAY_BY, HOUR)))).toMatchObject({ code: "not_dismissible", rule: "R4" });
  });
});

// --- Properties ---------------------------------------------------------------------------

const sides = fc.constantFrom<Side>("challenger", "defender");
/** Any action of either captain or of a referee, at any time (bad faith on both sides). */
const anyAction: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ type: fc.constant("propose_reschedule" as const), by: sides, at: fc.integer({ min: -60, max: 200 }).map((h) => plus(START, h * HOUR)) }),
  fc.record({ type: fc.constant("propose_reschedule" as const), by: sides, at: fc.constantFrom(plus(START, 24 * HOUR), plus(START, 48 * HOUR)) }),
  sides.map((by) => ({ type: "accept_reschedule", by }) as Action),
  sides.map((by) => ({ type: "decline_reschedule", by }) as Action),
  fc.record({
    type: fc.constant("raise_claim" as const),
    by: sides,
    rule: fc.constantFrom("C12" as const, "C13" as const, "C14" as const, "M5" as const),
    reason: fc.constant("x"),
  }),
  fc.tuple(sides, fc.nat(80), fc.nat(80)).map(([by, c, d]) => submit(c, d, by)),
  sides.map((by) => ({ type: "confirm", by }) as Action),
  sides.map((by) => ({ type: "appeal", by, reason: "x" }) as Action),
  fc.tuple(sides, fc.nat(80), fc.nat(80)).map(([by, c, d]) => ({ type: "request_correction", by, reason: "x", challengerImps: c, defenderImps: d }) as Action),
  sides.map((by) => ({ type: "concede", by }) as Action),
  sides.map((by) => ({ type: "withdraw", by }) as Action),
  sides.map((by) => ({ type: "check_in", by }) as Action),
  // referees in between
  fc.constant({ type: "uphold" } as Action),
  fc.constant({ type: "dismiss" } as Action),
  fc.tuple(fc.nat(80), fc.nat(80)).map(([c, d]) => ({ type: "replace_result", challengerImps: c, defenderImps: d }) as Action),
  fc.integer({ min: 1, max: 150 }).map((h) => ({ type: "order_rematch", at: new Date(0), inHours: h }) as unknown as Action),
);

const START_MINUTE = (START.getTime() - NOW.getTime()) / MINUTE;
/** When an action happens: any time in 12 days, often around the agreed start where the rules are tightest. */
const when = fc.oneof(fc.integer({ min: 0, max: 12 * 24 * 60 }), fc.integer({ min: START_MINUTE - 180, max: START_MINUTE + 120 }));

/**
 * Runs one challenge through time-ordered actions. The victim is present: it checks in for every
 * agreed time as soon as it may (C11), however the time moved before the match began; once it has
 * checked in for a match under way (at or after the agreed start), it considers the match met and
 * does not come back for a time the other side moved it to afterwards (a rematch is a new match).
 */
function run(victim: Side, steps: [Action, number][], extraCheckInMinute: number, adversaryPresent = false) {
  const adversary: Side = victim === "challenger" ? "defender" : "challenger";
  let ch = scheduled();
  const log: HistoryEvent[] = [];
  let metAt: Date | null = null;
  const record = (r: TransitionResult, at: Date) => {
    if (!r.ok) return false;
    if (r.events.some((e) => e.type === "rematch_ordered")) metAt = null;
    ch = r.challenge;
    for (const e of r.events) log.push({ type: e.type, at, teamId: "C", otherTeamId: "D", challengeId: "x", data: e.data ?? {} });
    return true;
  };
  let last = NOW;
  const present = (until: Date) => {
    if (!ch.scheduledAt || (ch.state !== "scheduled" && !(ch.state === "disputed" && !ch.result))) return;
    // The other side, when it plays along, checks in at every agreed time (also one it moved the match to).
    const start = ch.scheduledAt;
    if (adversaryPresent && !ch.checkIns.some((c) => c.side === adversary) && until >= start) {
      const at = new Date(Math.max(last.getTime(), start.getTime()));
      if (at <= until) record(transition(ch, { type: "check_in", by: adversary }, at), at);
    }
    if (metAt || ch.checkIns.some((c) => c.side === victim)) return;
    const at = new Date(Math.max(last.getTime(), start.getTime() - 30 * MINUTE + extraCheckInMinute * MINUTE));
    if (at.getTime() <= until.getTime() && record(transition(ch, { type: "check_in", by: victim }, at), at) && at >= start) metAt = at;
  };
  const deadlines = (at: Date) => {
    for (let i = 0; i < 3; i++) {
      present(at);
      const [kind] = deadlinesDue(ch, at);
      if (!kind) return;
      const due = new Date(Math.max(last.getTime(), at.getTime()));
      if (!record(transition(ch, { type: "deadline", kind }, due), due)) return;
    }
  };
  for (const [a0, minute] of [...steps].sort((x, y) => x[1] - y[1])) {
    const at = plus(NOW, minute * MINUTE);
    deadlines(at);
    present(at);
    last = at;
    const inHours = (a0 as unknown as { inHours?: number }).inHours;
    const a: Action = a0.type === "order_rematch" && inHours ? { type: "order_rematch", at: plus(at, inHours * HOUR) } : a0;
    record(transition(ch, a, at), at);
  }
  const end = plus(last, 40 * 24 * HOUR);
  deadlines(end);
  return { ch, log };
}

describe("property: with both sides in bad faith and referees ruling in between, a present side never forfeits", () => {
  test("no sequence makes the side that checked in for every agreed time lose by forfeit", () => {
    fc.assert(
      fc.property(
        sides,
        fc.integer({ min: 0, max: 44 }),
        fc.boolean(),
        fc.array(fc.tuple(anyAction, when), { maxLength: 20 }),
        (victim, checkInMinute, adversaryPresent, steps) => {
          const { ch } = run(victim, steps, checkInMinute, adversaryPresent);
          const forfeit = victim === "challenger" ? "challenger_forfeit" : "defender_forfeit";
          expect(ch.outcome?.reason).not.toBe(forfeit);
        },
      ),
      { numRuns: 5000 },
    );
  });
});

test("the property's runner catches the revision-2 sequence (a stale reschedule accepted after the start)", () => {
  // The victim (challenger) proposed a new time days ago; it checks in at the start; the defender
  // accepts the stale proposal 10 min into the match and checks in at the new time.
  const steps: [Action, number][] = [
    [{ type: "propose_reschedule", by: "challenger", at: plus(START, 24 * HOUR) }, 60],
    [{ type: "accept_reschedule", by: "defender" }, START_MINUTE + 40],
    [{ type: "check_in", by: "defender" }, START_MINUTE + 24 * 60],
  ];
  expect(run("challenger", steps, 30).ch.outcome?.reason).not.toBe("challenger_forfeit");
  // The same with the other side present at every agreed time (the property's second mode).
  expect(run("challenger", steps.slice(0, 2), 30, true).ch.outcome?.reason).not.toBe("challenger_forfeit");
});

describe("property: the rating board after any such sequence equals the replay of the played results", () => {
  test("the events' replay equals an Elo fold over each decision's final outcome", () => {
    const cfg = { k: 32, establishedAfter: 28, start: 1600 };
    fc.assert(
      fc.property(
        fc.array(fc.tuple(sides, fc.integer({ min: 0, max: 44 }), fc.array(fc.tuple(anyAction, when), { maxLength: 14 })), { minLength: 1, maxLength: 5 }),
        (matches) => {
          // Several challenges between two teams, one after the other; each one's log is appended.
          const all: HistoryEvent[] = [];
          const finals: { outcome: Challenge["outcome"]; decisions: number }[] = [];
          matches.forEach(([victim, minute, steps], i) => {
            const { ch, log } = run(victim, steps, minute);
            all.push(...log.map((e) => ({ ...e, challengeId: `m${i}` })));
            finals.push({ outcome: ch.outcome, decisions: log.filter((e) => e.type === "challenge_decided").length });
          });
          const replay = replayHistory(all, ["C", "D"], cfg);
          // The model: each challenge's last decision carries its final outcome; a rematch voided the earlier ones.
          const board: RatingBoard = new Map([
            ["C", freshEntry(1600)],
            ["D", freshEntry(1600)],
          ]);
          for (const f of finals) {
            if (!f.outcome || f.decisions === 0 || !isRated(f.outcome)) continue;
            const winnerId = f.outcome.winner === "challenger" ? "C" : "D";
            applyRatedResult(board, { winnerId, loserId: winnerId === "C" ? "D" : "C" }, cfg);
          }
          for (const t of ["C", "D"]) {
            expect(replay.board.get(t)!.rating).toBeCloseTo(board.get(t)!.rating, 9);
            expect(replay.board.get(t)!.ratedMatches).toBe(board.get(t)!.ratedMatches);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
