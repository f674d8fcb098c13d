import { describe, expect, test } from "vitest";
import { impsForDifference } from "./imps";

// Law 78B table edges (bridge-scoring.md).
const EDGES: [number, number, number][] = [
  [0, 10, 0],
  [20, 40, 1],
  [50, 80, 2],
  [90, 120, 3],
  [130, 160, 4],
  [170, 210, 5],
  [220, 260, 6],
  [270, 310, 7],
  [320, 360, 8],
  [370, 420, 9],
  [430, 490, 10],
  [500, 590, 11],
  [600, 740, 12],
  [750, 890, 13],
  [900, 1090, 14],
  [1100, 1290, 15],
  [1300, 1490, 16],
  [1500, 1740, 17],
  [1750, 1990, 18],
  [2000, 2240, 19],
  [2250, 2490, 20],
  [2500, 2990, 21],
  [3000, 3490, 22],
  [3500, 3990, 23],
  [4000, 7600, 24],
];

describe("IMP scale edges", () => {
  test.each(EDGES)("%i..%i → %i IMPs, both signs", (lo, hi, imps) => {
    for (const d of [lo, hi]) {
      expect(impsForDifference(d)).toBe(imps);
      expect(impsForDifference(-d)).toBe(d === 0 ? 0 : -imps);
    }
  });
  test("just below each step lower bound gives the previous step", () => {
    for (let i = 1; i < EDGES.length; i++) expect(impsForDifference(EDGES[i][0] - 10)).toBe(EDGES[i - 1][2]);
  });
  test("a non-finite difference throws", () => expect(() => impsForDifference(NaN)).toThrow(RangeError));
});
