import { describe, expect, test } from "vitest";
import { expectedScore, isProvisional, rateMatch, ratingAtStake } from "./elo";

const r2 = (x: number) => Math.round(x * 100) / 100;

describe("E1 expected score", () => {
  test.each([
    [1500, 1600, 0.359935],
    [1600, 1500, 0.640065],
    [1600, 1600, 0.5],
    [2000, 1600, 0.909091],
  ])("E(%i vs %i) = %f", (a, b, e) => {
    expect(expectedScore(a, b)).toBeCloseTo(e, 6);
  });
});

describe("rating.md worked examples (to 2 decimals)", () => {
  const est = (rating: number) => ({ rating, ratedMatches: 40 });
  test("1. E3: both established, A 1500 beats B 1600", () => {
    const r = rateMatch(est(1500), est(1600), "a");
    expect([r2(r.a), r2(r.b)]).toEqual([1520.48, 1579.52]);
  });
  test("1. E3: both established, B 1600 beats A 1500", () => {
    const r = rateMatch(est(1500), est(1600), "b");
    expect([r2(r.a), r2(r.b)]).toEqual([1488.48, 1611.52]);
  });
  test("2. P (1600, n=5, provisional) beats Q (1700, n=50, established)", () => {
    const r = rateMatch({ rating: 1600, ratedMatches: 5 }, { rating: 1700, ratedMatches: 50 }, "a");
    expect([r2(r.a), r2(r.b)]).toEqual([1683.33, 1696.34]);
  });
  test("3. X (1600, n=0) loses to Y (1550, n=3), both provisional", () => {
    const r = rateMatch({ rating: 1600, ratedMatches: 0 }, { rating: 1550, ratedMatches: 3 }, "b");
    expect([r2(r.a), r2(r.b)]).toEqual([1375.0, 1606.25]);
  });
});

describe("E2 provisional boundary at 28", () => {
  test.each([
    [27, true],
    [28, false],
    [0, true],
  ])("n = %i provisional: %s", (n, p) => expect(isProvisional(n)).toBe(p));

  test("established vs provisional opponent: K scaled by n/28", () => {
    const a = { rating: 1600, ratedMatches: 28 };
    const b = { rating: 1600, ratedMatches: 14 };
    expect(rateMatch(a, b, "a").a).toBeCloseTo(1600 + 16 * 0.5, 10);
  });
  test("a provisional team beating a far weaker one can lose points (ICS, on purpose)", () => {
    const r = rateMatch({ rating: 1800, ratedMatches: 10 }, { rating: 1300, ratedMatches: 40 }, "a");
    expect(r.a).toBeLessThan(1800);
  });
});

test("rating at stake: win and loss changes of each side", () => {
  const s = ratingAtStake({ rating: 1500, ratedMatches: 40 }, { rating: 1600, ratedMatches: 40 });
  expect(r2(s.a.win)).toBe(20.48);
  expect(r2(s.a.loss)).toBe(-11.52);
  expect(r2(s.b.win)).toBe(11.52);
  expect(r2(s.b.loss)).toBe(-20.48);
});
