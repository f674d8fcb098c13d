import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { applyLadderEvent, replayLadder, type LadderEvent } from "./replay";

const start = ["A", "B", "C", "D", "E"];

describe("ladder effects", () => {
  test.each<[string, LadderEvent, string[]]>([
    [
      "L1: the challenger wins, the two swap",
      { type: "challenge_decided", challengerId: "D", defenderId: "B", winner: "challenger" },
      ["A", "D", "C", "B", "E"],
    ],
    ["L2: the defender wins, nothing moves", { type: "challenge_decided", challengerId: "D", defenderId: "B", winner: "defender" }, start],
    ["L2: withdrawn/abandoned, nothing moves", { type: "challenge_decided", challengerId: "D", defenderId: "B", winner: null }, start],
    [
      "L1 only upwards: a challenger already above does not drop",
      { type: "challenge_decided", challengerId: "B", defenderId: "D", winner: "challenger" },
      start,
    ],
    ["L3: drop to last, the rest move up", { type: "penalty_drop", teamId: "B" }, ["A", "C", "D", "E", "B"]],
    ["L3: an unknown team changes nothing", { type: "penalty_drop", teamId: "Z" }, start],
    ["T2: a new team joins at the bottom", { type: "team_joined", teamId: "F" }, [...start, "F"]],
    ["T2: joining twice changes nothing", { type: "team_joined", teamId: "C" }, start],
    ["T2: the initial ranking", { type: "ladder_set", order: ["E", "D", "C", "B", "A"] }, ["E", "D", "C", "B", "A"]],
  ])("%s", (_n, ev, expected) => {
    const before = [...start];
    expect(applyLadderEvent(start, ev)).toEqual(expected);
    expect(start).toEqual(before); // pure
  });
});

const teams = ["t1", "t2", "t3", "t4", "t5", "t6", "t7", "t8"];
const event: fc.Arbitrary<LadderEvent> = fc.oneof(
  fc
    .tuple(fc.constantFrom(...teams), fc.constantFrom(...teams), fc.constantFrom("challenger" as const, "defender" as const, null))
    .map(([challengerId, defenderId, winner]) => ({ type: "challenge_decided" as const, challengerId, defenderId, winner })),
  fc.constantFrom(...teams).map((teamId) => ({ type: "penalty_drop" as const, teamId })),
  fc.constantFrom("t9", "t10").map((teamId) => ({ type: "team_joined" as const, teamId })),
);

describe("properties", () => {
  test("the ladder stays a permutation of the teams that joined", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (evs) => {
        const order = replayLadder([{ type: "ladder_set", order: teams }, ...evs]);
        const joined = new Set([...teams, ...evs.filter((e) => e.type === "team_joined").map((e) => (e as { teamId: string }).teamId)]);
        expect(new Set(order).size).toBe(order.length);
        expect(new Set(order)).toEqual(joined);
      }),
    );
  });
  test("the indexed replay (LadderReplay) equals folding applyLadderEvent, for any events, also with teams it does not know", () => {
    const any = fc.oneof(
      event,
      fc.constantFrom("t1", "x").map((teamId) => ({ type: "penalty_drop" as const, teamId })),
      fc.constant({ type: "challenge_decided" as const, challengerId: "x", defenderId: "t1", winner: "challenger" as const }),
    );
    fc.assert(
      fc.property(fc.array(any, { maxLength: 80 }), fc.boolean(), (evs, withSet) => {
        const all: LadderEvent[] = withSet ? [{ type: "ladder_set", order: teams }, ...evs] : evs;
        expect(replayLadder(all)).toEqual(all.reduce<string[]>((order, e) => applyLadderEvent(order, e), []));
      }),
      { numRuns: 300 },
    );
  });
  test("a replay of the whole history equals applying the events one by one", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), fc.nat(60), (evs, cut) => {
        const all: LadderEvent[] = [{ type: "ladder_set", order: teams }, ...evs];
        let incremental = replayLadder(all.slice(0, Math.min(cut, all.length)));
        for (const e of all.slice(Math.min(cut, all.length))) incremental = applyLadderEvent(incremental, e);
        expect(incremental).toEqual(replayLadder(all));
      }),
    );
  });
});
