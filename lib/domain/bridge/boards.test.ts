import { describe, expect, test } from "vitest";
import { boardInfo, isVulnerable } from "./boards";

const TABLE = [
  ["N", "None"],
  ["E", "NS"],
  ["S", "EW"],
  ["W", "All"],
  ["N", "NS"],
  ["E", "EW"],
  ["S", "All"],
  ["W", "None"],
  ["N", "EW"],
  ["E", "All"],
  ["S", "None"],
  ["W", "NS"],
  ["N", "All"],
  ["E", "None"],
  ["S", "NS"],
  ["W", "EW"],
] as const;

describe("board → dealer and vulnerability", () => {
  test.each(TABLE.map((row, i) => [i + 1, ...row] as const))("board %i: dealer %s, vul %s", (b, dealer, vul) => {
    expect(boardInfo(b)).toEqual({ dealer, vulnerability: vul });
    expect(boardInfo(b + 16)).toEqual({ dealer, vulnerability: vul });
  });
  test.each([
    [1, "N", false],
    [2, "S", true],
    [2, "E", false],
    [3, "W", true],
    [4, "N", true],
  ] as const)("board %i declarer %s vulnerable: %s", (b, d, v) => expect(isVulnerable(b, d)).toBe(v));
  test("board 0 throws", () => expect(() => boardInfo(0)).toThrow(RangeError));
});
