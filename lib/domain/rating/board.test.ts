import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { applyRatedResult, freshEntry, replayRatings, type RatingBoard } from "./board";

const S = { k: 32, establishedAfter: 28, start: 1600 };

describe("rating board", () => {
  test("a first match between new teams (rating.md example 3 shape)", () => {
    const b = replayRatings(["x", "y"], [{ winnerId: "y", loserId: "x" }], S);
    expect(b.get("y")).toMatchObject({ rating: 1800, ratedMatches: 1, wins: 1, losses: 0, lastChange: 200 });
    expect(b.get("x")).toMatchObject({ rating: 1400, ratedMatches: 1, wins: 0, losses: 1, lastChange: -200 });
  });
  test("teams without rated matches stay at 1600 (E4: unrated outcomes never reach the board)", () => {
    const b = replayRatings(["a", "b", "c"], [{ winnerId: "a", loserId: "b" }], S);
    expect(b.get("c")).toEqual(freshEntry(1600));
  });
  test("a replay equals the incremental result", () => {
    const teams = ["a", "b", "c", "d"];
    const result = fc
      .tuple(fc.constantFrom(...teams), fc.constantFrom(...teams))
      .filter(([w, l]) => w !== l)
      .map(([winnerId, loserId]) => ({ winnerId, loserId }));
    fc.assert(
      fc.property(fc.array(result, { maxLength: 80 }), (rs) => {
        const board: RatingBoard = new Map(teams.map((t) => [t, freshEntry(1600)]));
        for (const r of rs) applyRatedResult(board, r, S);
        const replayed = replayRatings(teams, rs, S);
        for (const t of teams) expect(replayed.get(t)).toEqual(board.get(t));
        const n = [...replayed.values()].reduce((s, e) => s + e.ratedMatches, 0);
        expect(n).toBe(2 * rs.length);
      }),
    );
  });
});
