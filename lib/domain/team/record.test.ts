import { describe, expect, test } from "vitest";
import { formOf, headToHead, resultFor, type DecidedOutcome } from "./record";

const at = (d: number) => new Date(Date.UTC(2026, 10, d));
const o = (id: string, c: string, d: string, winner: "challenger" | "defender" | null, day: number): DecidedOutcome => ({
  challengeId: id,
  challengerId: c,
  defenderId: d,
  winner,
  at: at(day),
});
const history = [
  o("1", "A", "B", "challenger", 1),
  o("2", "C", "A", "challenger", 2),
  o("3", "A", "B", "defender", 3),
  o("4", "A", "C", null, 4),
  o("5", "D", "A", "defender", 5),
  o("6", "B", "C", "challenger", 6),
];

describe("team record (issue 12)", () => {
  test.each([
    ["a challenger's win", history[0], "A", "W"],
    ["the defender of a challenger's win", history[0], "B", "L"],
    ["a defence that held", history[4], "A", "W"],
    ["no winner (withdrawn)", history[3], "A", null],
  ] as const)("%s", (_n, outcome, team, r) => expect(resultFor(team, outcome)).toBe(r));
  test("head to head: every opponent met, wins and losses", () => {
    expect(Object.fromEntries(headToHead("A", history))).toEqual({ B: { wins: 1, losses: 1 }, C: { wins: 0, losses: 1 }, D: { wins: 1, losses: 0 } });
  });
  test("form: the last results, newest first, skipping outcomes without a winner", () => {
    expect(formOf("A", history)).toEqual(["W", "L", "L", "W"]);
    expect(formOf("A", history, 2)).toEqual(["W", "L"]);
    expect(formOf("Z", history)).toEqual([]);
  });
});
