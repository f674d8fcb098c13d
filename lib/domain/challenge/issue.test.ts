import { describe, expect, test } from "vitest";
import { issueChallenge, priorityWindow } from "./issue";
import { challengeRefusal, mayChallenge, type LadderView } from "./eligibility";
import { challengeablePositions } from "@/lib/domain/ladder/eligibility";
import fc from "fast-check";
import { SLOTS } from "./fixtures";
import { DEFAULT_SETTINGS } from "@/lib/domain/settings";

const free = (size = 8): LadderView => ({ hasOutgoing: new Set(), hasIncoming: new Set(), size });
const TUESDAY = new Date("2026-12-01T04:00:00Z"); // after the priority window
const MONDAY_MORNING = new Date("2026-11-30T02:00:00Z"); // Mon 10:00 league time, inside it
const slots = SLOTS.map((at) => ({ at }));
const none = { decided: [], topLocked: false };

describe("issueChallenge", () => {
  test("a valid challenge: deadlines 72 h / 168 h, 4 challenger slots", () => {
    const r = issueChallenge({ challengerPosition: 5, defenderPosition: 3, slots, ladder: free(), priority: none }, TUESDAY);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.challenge.respondBy.toISOString()).toBe("2026-12-04T04:00:00.000Z");
    expect(r.challenge.playBy.toISOString()).toBe("2026-12-08T04:00:00.000Z");
    expect(r.challenge.slots.every((s) => s.proposedBy === "challenger")).toBe(true);
    expect(r.events[0]).toMatchObject({ type: "challenge_issued", rule: "C1" });
  });
  test.each([
    ["outside the step table", 5, 2, free(), "C1", 422],
    ["downwards", 3, 5, free(), "C1", 422],
    ["the challenger already has an outgoing challenge", 5, 3, { ...free(), hasOutgoing: new Set([5]) }, "C2", 409],
    ["the defender already has an incoming challenge", 5, 3, { ...free(), hasIncoming: new Set([3]) }, "C2", 409],
  ])("refused: %s", (_n, from, to, ladder, rule, status) => {
    const r = issueChallenge({ challengerPosition: from, defenderPosition: to, slots, ladder, priority: none }, TUESDAY);
    expect(r.ok ? null : r.violation).toMatchObject({ rule, status });
  });
  test("a team with an incoming challenge may still issue one (one out, one in)", () => {
    const r = issueChallenge({ challengerPosition: 5, defenderPosition: 4, slots, ladder: { ...free(), hasIncoming: new Set([5]) }, priority: none }, TUESDAY);
    expect(r.ok).toBe(true);
  });
  test("slot rules apply when issuing (C5)", () => {
    const r = issueChallenge({ challengerPosition: 5, defenderPosition: 3, slots: slots.slice(0, 3), ladder: free(), priority: none }, TUESDAY);
    expect(r.ok ? null : r.violation).toMatchObject({ rule: "C5", code: "slots_count" });
  });
});

describe("C10 weekly priority window", () => {
  test.each([
    ["Monday 10:00, nobody decided", MONDAY_MORNING, none, true],
    ["Monday 23:59 league time", new Date("2026-11-30T15:59:00Z"), none, true],
    ["Tuesday 00:00 league time: closed", new Date("2026-11-30T16:00:00Z"), none, false],
    ["both 2 and 3 decided: closed early", MONDAY_MORNING, { decided: [2, 3], topLocked: false }, false],
    ["only 2 decided: still open", MONDAY_MORNING, { decided: [2], topLocked: false }, true],
    ["position 1 already locked: closed", MONDAY_MORNING, { decided: [], topLocked: true }, false],
  ])("%s → open %s", (_n, now, ctx, open) => expect(priorityWindow(now, ctx).open).toBe(open));
  test("disabled by the league", () => {
    expect(priorityWindow(MONDAY_MORNING, none, { ...DEFAULT_SETTINGS, priorityWindowHours: null }).open).toBe(false);
  });
  test("during the window only 2 and 3 may challenge, and only position 1", () => {
    const r3 = issueChallenge({ challengerPosition: 3, defenderPosition: 2, slots, ladder: free(), priority: none }, MONDAY_MORNING);
    expect(r3.ok ? null : r3.violation).toMatchObject({ rule: "C10" });
    const r5 = issueChallenge({ challengerPosition: 5, defenderPosition: 4, slots, ladder: free(), priority: none }, MONDAY_MORNING);
    expect(r5.ok ? null : r5.violation).toMatchObject({ rule: "C10" });
    const early = [new Date("2026-12-01T12:00:00Z"), ...SLOTS.slice(0, 3)].map((at) => ({ at }));
    const r2 = issueChallenge({ challengerPosition: 2, defenderPosition: 1, slots: early, ladder: free(), priority: none }, MONDAY_MORNING);
    expect(r2.ok).toBe(true);
  });
});

describe("mayChallenge (what the ladder page shows)", () => {
  test.each([
    ["position 5, free ladder", 5, free(), { open: false, decided: [] }, [3, 4]],
    ["position 5 holding an outgoing challenge", 5, { ...free(), hasOutgoing: new Set([5]) }, { open: false, decided: [] }, []],
    ["position 6, position 4 locked", 6, { ...free(), hasIncoming: new Set([4]) }, { open: false, decided: [] }, [3, 5]],
    ["position 3 in the priority window", 3, free(), { open: true, decided: [] }, [1]],
    ["position 3 in the window after passing", 3, free(), { open: true, decided: [3] }, []],
    ["position 6 in the window", 6, free(), { open: true, decided: [] }, []],
    ["position 1", 1, free(), { open: false, decided: [] }, []],
    ["position 12 of a 12-team ladder", 12, free(12), { open: false, decided: [] }, [7, 8, 9, 10, 11]],
  ])("%s → %j", (_n, pos, ladder, prio, expected) => expect(mayChallenge(pos, { ladder, priority: prio })).toEqual(expected));
});

// Issue 39: the ladder's column and issuing give one answer, for every ladder, lock and window.
describe("one answer: mayChallenge offers exactly what issuing accepts", () => {
  test("property: to ∈ mayChallenge(from) ⇔ challengeRefusal(from, to) = null (the function issuing asks)", () => {
    const size = 14;
    const positions = fc.subarray(Array.from({ length: size }, (_, i) => i + 1));
    fc.assert(
      fc.property(positions, positions, fc.boolean(), fc.subarray([2, 3]), (out, inc, open, decided) => {
        const ladder: LadderView = { hasOutgoing: new Set(out), hasIncoming: new Set(inc), size };
        const c = { ladder, priority: { open, decided } };
        for (let from = 1; from <= size; from++) {
          const offered = mayChallenge(from, c);
          for (let to = 1; to <= size; to++) {
            expect(offered.includes(to)).toBe(challengeRefusal(from, to, c) === null);
          }
          // C1's table names every candidate: nothing outside it is ever offered.
          expect(offered.every((to) => challengeablePositions(from).includes(to))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
