import { describe, expect, test } from "vitest";
import { falseResultPenalty } from "./false-result";

const submitted = { challengerImps: 60, defenderImps: 0 }; // challenger wins as submitted

describe("M4/L3 (revision 3): the false-result penalty", () => {
  test.each([
    // established, correction, finding
    ["challenger", undefined, "same_winner"], // the totals were wrong but the winner was right: no gain, no drop
    ["defender", undefined, "penalty"],
    [null, undefined, "penalty"], // no winner (invalid) differs from the submitted winner
    ["defender", { challengerImps: 10, defenderImps: 30, protects: true }, "corrected"], // a true correction before any look
    ["defender", { challengerImps: 10, defenderImps: 30, protects: false }, "penalty"], // filed after a referee looked
    ["defender", { challengerImps: 50, defenderImps: 10, protects: true }, "penalty"], // the "correction" is itself false
    ["defender", { challengerImps: 20, defenderImps: 20, protects: true }, "corrected"], // a tie goes to the defender (M1)
    ["challenger", { challengerImps: 0, defenderImps: 60, protects: true }, "same_winner"],
  ] as const)("established %s, correction %j → %s", (established, correction, finding) => {
    expect(falseResultPenalty({ submitted, established, correction })).toBe(finding);
  });
});
