import { describe, expect, test } from "vitest";
import { replayHistory, type HistoryEvent } from "./history";
import { rateMatch } from "@/lib/domain/rating/elo";

const S = { k: 32, establishedAfter: 28, start: 1600 };
let t = 0;
const ev = (type: string, teamId: string | null, otherTeamId: string | null, challengeId: string | null, data: Record<string, unknown> = {}): HistoryEvent => ({
  type,
  at: new Date(Date.UTC(2026, 10, 1) + t++ * 3_600_000),
  teamId,
  otherTeamId,
  challengeId,
  data,
});
const final = (id: string, c: string, d: string, winner: "challenger" | "defender" | null, rated = true) => ev("challenge_final", c, d, id, { winner, rated });

describe("replayHistory (L4, rating.md)", () => {
  const base = [ev("ladder_set", null, null, null, { order: ["A", "B", "C", "D"] })];
  test("plays the history: swaps and ratings", () => {
    const r = replayHistory([...base, final("c1", "C", "B", "challenger"), final("c2", "D", "C", "defender")], ["A", "B", "C", "D"], S);
    expect(r.order).toEqual(["A", "C", "B", "D"]);
    expect(r.changes.map((c) => c.challengeId)).toEqual(["c1", "c2"]);
    expect(r.board.get("C")).toMatchObject({ ratedMatches: 2, wins: 2, losses: 0 });
  });

  test("a ruling three matches back: later matches stay, positions and ratings are recomputed by hand", () => {
    // c1: C beats B (swap) · c2: D beats C? no: D loses to C (defender) · c3: B beats A? B is 3rd then, may not
    const events = [
      ...base,
      final("c1", "C", "B", "challenger"), // A C B D
      final("c2", "D", "B", "challenger"), // A C D B
      final("c3", "C", "A", "defender"), // unchanged
      final("c4", "B", "D", "challenger"), // A C B D
      ev("outcome_revised", "C", "B", "c1", { winner: "defender", rated: true }), // referee: B won c1
    ];
    const r = replayHistory(events, ["A", "B", "C", "D"], S);
    // By hand: c1 B holds → A B C D; c2 D beats B → A D C B; c3 unchanged; c4 B beats D → A B C D.
    expect(r.order).toEqual(["A", "B", "C", "D"]);
    // Ratings by hand, in order, from 1600 each, all provisional (ICS formulas):
    const R = new Map(["A", "B", "C", "D"].map((x) => [x, { rating: 1600, ratedMatches: 0 }]));
    const play = (w: string, l: string) => {
      const n = rateMatch(R.get(w)!, R.get(l)!, "a");
      R.set(w, { rating: n.a, ratedMatches: R.get(w)!.ratedMatches + 1 });
      R.set(l, { rating: n.b, ratedMatches: R.get(l)!.ratedMatches + 1 });
    };
    play("B", "C"); // revised c1
    play("D", "B"); // c2
    play("A", "C"); // c3: defender A wins
    play("B", "D"); // c4
    for (const x of ["A", "B", "C", "D"]) expect(r.board.get(x)!.rating).toBeCloseTo(R.get(x)!.rating, 9);
    expect(r.board.get("B")).toMatchObject({ wins: 2, losses: 1 });
  });

  test("a revision to an unrated award removes the match from the board; an L3 drop applies in sequence", () => {
    const events = [...base, final("c1", "C", "B", "challenger"), ev("outcome_revised", "C", "B", "c1", { winner: "defender", rated: false }), ev("penalty_drop", "A", null, null)];
    const r = replayHistory(events, ["A", "B", "C", "D"], S);
    expect(r.order).toEqual(["B", "C", "D", "A"]);
    expect(r.changes).toEqual([]);
    expect(r.board.get("C")!.rating).toBe(1600);
  });
});
