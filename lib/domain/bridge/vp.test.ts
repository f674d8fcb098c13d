import { describe, expect, test } from "vitest";
import { victoryPoints } from "./vp";

describe("WBF 2013 VP scale (bridge-scoring.md checks)", () => {
  test.each([
    [16, 0, 10.0],
    [16, 10, 12.8],
    [16, 14, 13.75],
    [16, 20, 15.0],
    [16, 40, 18.09],
    [16, 60, 20.0],
    [16, 99, 20.0],
    [32, 16, 13.12],
    [32, 47, 17.21],
    [20, 1, 10.28],
    [20, 2, 10.55],
  ])("%i boards, margin %i → %f", (boards, margin, vp) => {
    const r = victoryPoints(margin, boards);
    expect(r.winner).toBeCloseTo(vp, 10);
    expect(r.winner + r.loser).toBeCloseTo(20, 10);
  });

  test.each([8, 12, 16, 20, 32])("%i boards: 20 VP at ⌈15√N⌉, monotone, steps never grow", (boards) => {
    const top = Math.ceil(15 * Math.sqrt(boards));
    expect(victoryPoints(top, boards).winner).toBe(20);
    expect(victoryPoints(top - 1, boards).winner).toBeLessThan(20);
    let prevStep = Infinity;
    for (let m = 1; m <= top; m++) {
      const step = Math.round((victoryPoints(m, boards).winner - victoryPoints(m - 1, boards).winner) * 100);
      expect(step).toBeGreaterThanOrEqual(0);
      expect(step).toBeLessThanOrEqual(prevStep);
      prevStep = step;
    }
  });

  test.each([
    [8, 43, 20],
    [12, 52, 20],
  ])("seed 002: %i boards, margin %i → %f", (boards, margin, vp) => {
    expect(victoryPoints(margin, boards).winner).toBeCloseTo(vp, 10);
  });

  test.each([
    [-1, 16],
    [1.5, 16],
    [3, 0],
  ])("bad input (%s, %s) throws", (m, b) => {
    expect(() => victoryPoints(m, b)).toThrow(RangeError);
  });
});
