// S3–S5 (revision 4): seasons, the next season's order and ratings, honours, promotion.
import { describe, expect, it } from "vitest";
import { applyRatingPolicy, checkIssueInSeason, checkSeasonDates, isDay, nextSeasonOrder, promoteAndRelegate, seasonHonours, seasonState } from "./season";
import { freshEntry } from "@/lib/domain/rating/board";

const season = (startsOn: string, endsOn: string | null, closedAt: Date | null = null) => ({ startsOn, endsOn, closedAt });

describe("S3 season state and the issue cut-off", () => {
  it.each([
    ["before the start", season("2027-03-01", "2027-06-30"), "2027-02-28", "running", "season_not_started"],
    ["the first day", season("2027-03-01", "2027-06-30"), "2027-03-01", "running", null],
    ["the last day", season("2027-03-01", "2027-06-30"), "2027-06-30", "running", null],
    ["the day after the end", season("2027-03-01", "2027-06-30"), "2027-07-01", "closing", "season_ended"],
    ["no end day set", season("2026-11-29", null), "2030-01-01", "running", null],
    ["closed", season("2027-03-01", "2027-06-30", new Date("2027-07-03T00:00:00Z")), "2027-07-05", "closed", "season_closed"],
    ["closed before its end day", season("2027-03-01", "2027-06-30", new Date("2027-05-03T00:00:00Z")), "2027-05-04", "closed", "season_closed"],
  ] as const)("%s", (_name, s, today, state, refusal) => {
    expect(seasonState(s, today)).toBe(state);
    const v = checkIssueInSeason(s, today);
    expect(v?.code ?? null).toBe(refusal);
    if (v) expect(v.rule).toBe("S3");
  });

  it("a ladder's first season has no start to wait for (it starts with the league, S6)", () => {
    expect(checkIssueInSeason({ ...season("2027-03-01", null), number: 1 }, "2027-02-01")).toBeNull();
    expect(checkIssueInSeason({ ...season("2027-03-01", null), number: 2 }, "2027-02-01")?.code).toBe("season_not_started");
  });

  it("no season at all (between a close and the next start) refuses with S3", () => {
    expect(checkIssueInSeason(null, "2027-01-01")).toMatchObject({ code: "season_closed", rule: "S3", status: 409 });
  });
});

describe("S3 season dates", () => {
  it.each([
    ["2027-03-01", "2027-06-30", undefined, null],
    ["2027-03-01", null, undefined, null],
    ["2027-03-01", "2027-03-01", undefined, null],
    ["2027-03-01", "2027-02-28", undefined, "season_dates"],
    ["2027-02-30", "2027-06-30", undefined, "season_dates"],
    ["27-03-01", "2027-06-30", undefined, "season_dates"],
    ["2027-03-01", "2027-6-30", undefined, "season_dates"],
    ["2027-07-01", "2027-12-31", "2027-06-30", null],
    ["2027-06-30", "2027-12-31", "2027-06-30", "season_overlaps"],
  ] as const)("%s to %s after %s → %s", (start, end, prev, code) => {
    expect(checkSeasonDates(start, end, prev)?.code ?? null).toBe(code);
  });

  it("isDay knows the calendar", () => {
    expect([isDay("2028-02-29"), isDay("2027-02-29"), isDay("2027-13-01"), isDay("2027-01-01 ")]).toEqual([true, false, false, false]);
  });
});

describe("S4 rating policy", () => {
  const e = { rating: 1700, ratedMatches: 30, wins: 20, losses: 10, lastChange: 5 };
  it.each([
    ["carry", 0, { ...e }],
    ["regress", 0.5, { ...e, rating: 1650 }],
    ["regress", 0.25, { ...e, rating: 1675 }],
    ["regress", 1, { ...e, rating: 1600 }],
    ["reset", 0, freshEntry(1600)],
  ] as const)("%s %s", (policy, fraction, expected) => {
    expect(applyRatingPolicy(e, policy, 1600, fraction)).toEqual(expected);
  });

  it("regress moves a team below the start up toward it, and keeps the provisional count (E2)", () => {
    const low = { rating: 1500, ratedMatches: 3, wins: 1, losses: 2, lastChange: -10 };
    expect(applyRatingPolicy(low, "regress", 1600, 0.5)).toEqual({ ...low, rating: 1550 });
    expect(applyRatingPolicy(low, "carry", 1600).ratedMatches).toBe(3);
    expect(applyRatingPolicy(low, "reset", 1600).ratedMatches).toBe(0);
  });
});

describe("S4 the next season's order", () => {
  it.each([
    ["the final ladder as it was", ["a", "b", "c"], ["a", "b", "c"], undefined, ["a", "b", "c"]],
    ["less a withdrawn team (T7)", ["a", "b", "c"], ["a", "c"], undefined, ["a", "c"]],
    ["teams approved since at the bottom (T2)", ["a", "b"], ["a", "b", "x", "y"], undefined, ["a", "b", "x", "y"]],
    ["both", ["a", "b", "c"], ["c", "a", "z"], undefined, ["a", "c", "z"]],
    ["the admin's order", ["a", "b", "c"], ["a", "b", "c"], ["c", "a", "b"], ["c", "a", "b"]],
  ] as const)("%s", (_n, final, inLeague, admin, expected) => {
    expect(nextSeasonOrder(final, inLeague, admin)).toEqual({ ok: true, order: expected });
  });

  it.each([
    ["a team left out", ["a", "b"]],
    ["a team twice", ["a", "a", "b", "c"]],
    ["a team not in the league", ["a", "b", "q"]],
  ] as const)("refuses an admin order with %s", (_n, admin) => {
    const r = nextSeasonOrder(["a", "b", "c"], ["a", "b", "c"], admin);
    expect(r).toMatchObject({ ok: false, violation: { code: "season_order", rule: "S4" } });
  });
});

describe("S3 honours", () => {
  const rec = (teamId: string, played: number, ratingGain: number) => ({ teamId, played, won: 0, lost: 0, ratingGain });
  it.each([
    ["plain", ["a", "b", "c"], [rec("a", 3, 10), rec("b", 5, 30), rec("c", 1, -5)], { champion: "a", mostGained: "b", mostPlayed: "b" }],
    ["ties go to the higher placed team", ["a", "b", "c"], [rec("c", 4, 20), rec("b", 4, 20)], { champion: "a", mostGained: "b", mostPlayed: "b" }],
    ["nobody gained or played", ["a", "b"], [rec("a", 0, 0), rec("b", 0, -3)], { champion: "a", mostGained: null, mostPlayed: null }],
    ["an empty ladder", [], [], { champion: null, mostGained: null, mostPlayed: null }],
  ] as const)("%s", (_n, order, records, expected) => {
    expect(seasonHonours(order, records)).toEqual(expected);
  });
});

describe("S5 promotion and relegation", () => {
  it.each([
    [["a1", "a2", "a3"], ["b1", "b2", "b3"], 0, ["a1", "a2", "a3"], ["b1", "b2", "b3"]],
    [["a1", "a2", "a3"], ["b1", "b2", "b3"], 1, ["a1", "a2", "b1"], ["a3", "b2", "b3"]],
    [["a1", "a2", "a3"], ["b1", "b2", "b3"], 2, ["a1", "b1", "b2"], ["a2", "a3", "b3"]],
    [["a1", "a2"], ["b1", "b2", "b3", "b4"], 5, ["b1", "b2"], ["a1", "a2", "b3", "b4"]],
    [["a1"], [], 1, ["a1"], []],
  ] as const)("%j over %j, n = %i", (upper, lower, n, up, low) => {
    const r = promoteAndRelegate(upper, lower, n);
    expect(r.upper).toEqual(up);
    expect(r.lower).toEqual(low);
    // Nobody is lost or doubled.
    expect([...r.upper, ...r.lower].sort()).toEqual([...upper, ...lower].sort());
  });
});
