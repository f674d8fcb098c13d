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
const final = (id: string, c: string, d: string, winner: "challenger" | "defender" | null, rated = true) =>
  ev("challenge_decided", c, d, id, { winner, rated });

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
    const events = [
      ...base,
      final("c1", "C", "B", "challenger"),
      ev("outcome_revised", "C", "B", "c1", { winner: "defender", rated: false }),
      ev("penalty_drop", "A", null, null),
    ];
    const r = replayHistory(events, ["A", "B", "C", "D"], S);
    expect(r.order).toEqual(["B", "C", "D", "A"]);
    expect(r.changes).toEqual([]);
    expect(r.board.get("C")!.rating).toBe(1600);
  });
});

describe("property (issue 9): replay equals applying results and rulings one by one", () => {
  const teams = ["A", "B", "C", "D", "E", "F"];
  test("incremental application with a rebuild at each ruling gives the replayed ladder and board", async () => {
    const fc = (await import("fast-check")).default;
    const { applyLadderEvent } = await import("@/lib/domain/ladder/replay");
    const { applyRatedResult, freshEntry } = await import("@/lib/domain/rating/board");
    type Step =
      | { kind: "result"; c: number; d: number; winner: "challenger" | "defender" | null; rated: boolean }
      | { kind: "revise"; back: number; winner: "challenger" | "defender" | null; rated: boolean }
      | { kind: "rematch"; back: number };
    const step: import("fast-check").Arbitrary<Step> = fc.oneof(
      fc.record({
        kind: fc.constant("result" as const),
        c: fc.integer({ min: 1, max: 5 }),
        d: fc.integer({ min: 0, max: 4 }),
        winner: fc.constantFrom("challenger" as const, "defender" as const, null),
        rated: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant("revise" as const),
        back: fc.nat(10),
        winner: fc.constantFrom("challenger" as const, "defender" as const, null),
        rated: fc.boolean(),
      }),
      fc.record({ kind: fc.constant("rematch" as const), back: fc.nat(10) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        t = 0;
        const events: HistoryEvent[] = [ev("ladder_set", null, null, null, { order: teams })];
        let order = [...teams];
        let board = new Map(teams.map((x) => [x, freshEntry(S.start)]));
        const decided: string[] = [];
        steps.forEach((s, i) => {
          if (s.kind === "result") {
            if (s.d >= s.c) return;
            const id = `c${i}`;
            const e = final(id, teams[s.c], teams[s.d], s.winner, s.rated && s.winner !== null);
            events.push(e);
            decided.push(id);
            // Applied one by one, as the services do when an outcome takes effect (M2, L1, E1).
            order = applyLadderEvent(order, { type: "challenge_decided", challengerId: teams[s.c], defenderId: teams[s.d], winner: s.winner });
            if (s.rated && s.winner) {
              const [w, l] = s.winner === "challenger" ? [teams[s.c], teams[s.d]] : [teams[s.d], teams[s.c]];
              applyRatedResult(board, { winnerId: w, loserId: l }, S);
            }
            return;
          }
          if (!decided.length) return;
          const id = decided[Math.max(0, decided.length - 1 - s.back)];
          const last = [...events].reverse().find((e) => e.challengeId === id && e.type === "challenge_decided")!;
          const revision = s.kind === "revise" ? { winner: s.winner, rated: s.rated && s.winner !== null } : { winner: null, rated: false };
          events.push(ev("outcome_revised", last.teamId, last.otherTeamId, id, revision));
          if (s.kind === "rematch") {
            // R1: the rematch is played later and decided again, as a new decision of the same challenge.
            events.push(final(id, last.teamId!, last.otherTeamId!, "challenger", true));
          }
          // A ruling rebuilds by replay (L4); the next results apply one by one on top of it.
          const r = replayHistory(events, teams, S);
          order = r.order;
          board = r.board;
        });
        const replay = replayHistory(events, teams, S);
        expect(replay.order).toEqual(order);
        for (const x of teams) expect(replay.board.get(x)!.rating).toBeCloseTo(board.get(x)!.rating, 9);
      }),
      { numRuns: 300 },
    );
  });
});

describe("revision 3 in the replay: T7 withdrawal, L3 lifted, R3 positions at issue", () => {
  const base = [ev("ladder_set", null, null, null, { order: ["A", "B", "C", "D"] })];
  test("T7: a withdrawn team leaves, those below move up; it may return at the bottom", () => {
    const out = replayHistory([...base, ev("team_withdrawn", "B", null, null)], ["A", "B", "C", "D"], S);
    expect(out.order).toEqual(["A", "C", "D"]);
    const back = replayHistory([...base, ev("team_withdrawn", "B", null, null), ev("team_joined", "B", null, null)], ["A", "B", "C", "D"], S);
    expect(back.order).toEqual(["A", "C", "D", "B"]);
  });
  test("L3 (revision 3): a penalty lifted by a later ruling on the same case never applied", () => {
    const drop = { ...ev("penalty_drop", "A", null, "c1", { cause: "M4" }), caseId: "k1" };
    const other = { ...ev("penalty_drop", "B", null, "c2", { cause: "M4" }), caseId: "k2" };
    const lifted = { ...ev("penalty_lifted", "A", null, "c1", {}), caseId: "k1" };
    expect(replayHistory([...base, drop, other], ["A", "B", "C", "D"], S).order).toEqual(["C", "D", "A", "B"]);
    expect(replayHistory([...base, drop, other, lifted], ["A", "B", "C", "D"], S).order).toEqual(["A", "C", "D", "B"]);
  });
  test("R3 (revision 3): each open challenge's positions as the rebuilt ladder stood at its issue", () => {
    const events = [
      ...base,
      final("c1", "C", "B", "challenger"), // A C B D
      ev("challenge_issued", "B", "A", "c2", { priorityWindow: false }), // B (3rd) → A (1st): allowed
      ev("challenge_issued", "C", "A", "c3", { priorityWindow: true }),
      ev("outcome_revised", "C", "B", "c1", { winner: "defender", rated: true }), // B held: A B C D
    ];
    const r = replayHistory(events, ["A", "B", "C", "D"], S, { atIssueOf: new Set(["c2", "c3"]) });
    expect(r.atIssue.get("c2")).toEqual({ from: 2, to: 1, priorityWindow: false });
    expect(r.atIssue.get("c3")).toEqual({ from: 3, to: 1, priorityWindow: true });
  });
});

describe("S4, S6 seasons in the replay", () => {
  const base = [ev("ladder_set", null, null, null, { order: ["A", "B", "C"] })];
  test("a season's close keeps the ladder and board of that moment; the next season sets its order and policy", () => {
    const events = [
      ...base,
      final("c1", "C", "B", "challenger"), // A C B
      ev("season_closed", null, null, null, { seasonId: "s1" }),
      ev("season_started", null, null, null, { seasonId: "s2", order: ["C", "A", "B"], ratingPolicy: "regress", regressFraction: 0.5, ratingStart: 1600 }),
      final("c2", "B", "A", "defender"),
    ];
    const r = replayHistory(events, ["A", "B", "C"], S);
    const s1 = r.seasons.get("s1")!;
    expect(s1.order).toEqual(["A", "C", "B"]);
    const cAtClose = s1.board.get("C")!.rating;
    expect(cAtClose).toBeGreaterThan(1600);
    expect(r.order).toEqual(["C", "A", "B"]);
    // Regress by half, then c2 rated from there; the count carries (E2).
    expect(r.board.get("C")).toMatchObject({ rating: 1600 + (cAtClose - 1600) / 2, ratedMatches: 1 });
    expect(r.board.get("A")!.ratedMatches).toBe(1);
    expect(r.board.get("B")!.ratedMatches).toBe(2);
    // The snapshot is a copy: later matches do not change it.
    expect(s1.board.get("B")!.ratedMatches).toBe(1);
  });

  test.each([
    ["carry", (x: number) => x, 1],
    ["reset", () => 1600, 0],
  ] as const)("rating policy %s", (policy, expected, count) => {
    const events = [...base, final("c1", "C", "B", "challenger"), ev("season_started", null, null, null, { seasonId: "s2", ratingPolicy: policy })];
    const before = replayHistory(events.slice(0, 2), ["A", "B", "C"], S).board.get("C")!.rating;
    const r = replayHistory(events, ["A", "B", "C"], S);
    expect(r.board.get("C")).toMatchObject({ rating: expected(before), ratedMatches: count });
    // An upgraded league's first season names no order: the ladder stays.
    expect(r.order).toEqual(["A", "C", "B"]);
  });
});

describe("S5 promotion and relegation in the replay", () => {
  test("the exchange sets the division's order; an arriving team brings its board entry; the next match rates from it", () => {
    const arriving = { rating: 1650.5, ratedMatches: 7, wins: 5, losses: 2, lastChange: 12.25 };
    const events = [
      ev("ladder_set", null, null, null, { order: ["A", "B", "C"] }),
      ev("season_closed", null, null, null, { seasonId: "s1" }),
      // C goes down; X (from the division below) comes up at the bottom
      ev("promotion_applied", null, null, null, { order: ["A", "B", "X"], arrivals: { X: arriving } }),
      final("c1", "X", "B", "challenger"),
    ];
    const r = replayHistory(events, ["A", "B", "X"], S);
    expect(r.seasons.get("s1")!.order).toEqual(["A", "B", "C"]);
    expect(r.order).toEqual(["A", "X", "B"]);
    const x = r.board.get("X")!;
    expect(x.ratedMatches).toBe(8);
    expect(x.wins).toBe(6);
    // Rated from its carried entry (7 matches before), not from the start rating.
    const expected = rateMatch({ rating: 1650.5, ratedMatches: 7 }, { rating: 1600, ratedMatches: 0 }, "a", S).a;
    expect(x.rating).toBeCloseTo(expected, 9);
  });
  test("without arrivals (a division that only loses teams) the board is untouched", () => {
    const events = [ev("ladder_set", null, null, null, { order: ["A", "B"] }), ev("promotion_applied", null, null, null, { order: ["B"] })];
    const r = replayHistory(events, ["A", "B"], S);
    expect(r.order).toEqual(["B"]);
    expect(r.board.get("A")!.rating).toBe(1600);
  });
});

describe("S6 (decision 0022): a ruling after a season's close amends the history, not the archive", () => {
  const base = [ev("ladder_set", null, null, null, { order: ["A", "B", "C"] })];
  const close = ev("season_closed", null, null, null, { seasonId: "s1" });
  const next = ev("season_started", null, null, null, { seasonId: "s2", order: ["A", "C", "B"], ratingPolicy: "carry" });
  const asClosed = replayHistory([...base, final("c1", "C", "B", "challenger"), close], ["A", "B", "C"], S).seasons.get("s1")!;

  test.each([
    ["an outcome revised", ev("outcome_revised", "C", "B", "c1", { winner: "defender", rated: true })],
    ["a decided match voided (R3)", ev("challenge_voided", "C", "B", "c1", { decided: true })],
  ])("%s after the close: the season's snapshot is the season as it closed; the board from then on is amended", (_, ruling) => {
    const r = replayHistory([...base, final("c1", "C", "B", "challenger"), close, next, ruling], ["A", "B", "C"], S);
    const s1 = r.seasons.get("s1")!;
    expect(s1.order).toEqual(["A", "C", "B"]);
    expect([...s1.board]).toEqual([...asClosed.board]);
    // The running season keeps the order it started with (S4).
    expect(r.order).toEqual(["A", "C", "B"]);
    if (ruling.type === "outcome_revised") expect(r.board.get("B")).toMatchObject({ wins: 1, losses: 0 });
  });

  test("a ruling before the close is in the season's snapshot", () => {
    const revised = ev("outcome_revised", "C", "B", "c1", { winner: "defender", rated: true });
    const r = replayHistory([...base, final("c1", "C", "B", "challenger"), revised, close], ["A", "B", "C"], S);
    expect(r.seasons.get("s1")!.order).toEqual(["A", "B", "C"]);
  });

  test("a penalty of the season lifted after its close: the season keeps the drop it closed with", () => {
    const drop = { ...ev("penalty_drop", "A", null, "c1", { cause: "M4" }), caseId: "k1" };
    const lifted = { ...ev("penalty_lifted", "A", null, "c1", {}), caseId: "k1" };
    const r = replayHistory([...base, drop, close, lifted], ["A", "B", "C"], S);
    expect(r.seasons.get("s1")!.order).toEqual(["B", "C", "A"]);
    // Without a season start in between the lifted drop is undone in the running ladder.
    expect(r.order).toEqual(["A", "B", "C"]);
  });
});
