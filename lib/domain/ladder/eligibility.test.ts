import { describe, expect, test } from "vitest";
import { challengeablePositions, mayChallengePosition } from "./eligibility";

describe("C1 step table", () => {
  // Every row of the source's table (league-rules.md C1).
  test.each([
    [1, []],
    [2, [1]],
    [3, [1, 2]],
    [4, [2, 3]],
    [5, [3, 4]],
    [6, [3, 4, 5]],
    [7, [4, 5, 6]],
    [8, [5, 6, 7]],
  ])("position %i may challenge %j", (pos, expected) => {
    expect(challengeablePositions(pos)).toEqual(expected);
  });

  // The interpretation beyond the table: s = ⌊r/3⌋ + 1.
  test.each([
    [9, [5, 6, 7, 8]],
    [10, [6, 7, 8, 9]],
    [11, [7, 8, 9, 10]],
    [12, [7, 8, 9, 10, 11]],
    [30, [19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29]],
  ])("position %i (beyond the table) may challenge %j", (pos, expected) => {
    expect(challengeablePositions(pos)).toEqual(expected);
  });

  test("a long run: always upwards, contiguous, ending just above, reach ⌊r/3⌋+1", () => {
    for (let r = 2; r <= 300; r++) {
      const p = challengeablePositions(r);
      expect(p.length).toBe(Math.min(r - 1, Math.floor(r / 3) + 1));
      expect(p[p.length - 1]).toBe(r - 1);
      p.forEach((x, i) => i > 0 && expect(x).toBe(p[i - 1] + 1));
      expect(p[0]).toBeGreaterThanOrEqual(1);
    }
  });

  test.each([0, -1, 2.5, NaN])("non-positions (%s) challenge nobody", (r) => {
    expect(challengeablePositions(r)).toEqual([]);
  });

  test.each([
    [5, 3, true],
    [5, 2, false],
    [2, 3, false],
    [3, 3, false],
  ])("mayChallengePosition(%i, %i) = %s", (a, b, ok) => {
    expect(mayChallengePosition(a, b)).toBe(ok);
  });
});

test("mayChallengePosition is the table's own answer for every pair up to 600 (it is computed without the list)", () => {
  for (let r = -1; r <= 600; r++) {
    const table = new Set(challengeablePositions(r));
    for (let d = -1; d <= r + 1; d++) if (mayChallengePosition(r, d) !== table.has(d)) throw new Error(`${r} → ${d}`);
  }
  expect(mayChallengePosition(2.5, 1)).toBe(false);
});
