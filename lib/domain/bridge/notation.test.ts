import { describe, expect, test } from "vitest";
import { formatRoomResult, parseRoomResult } from "./notation";

describe("board-result notation", () => {
  test.each([
    ["4S= N", { level: 4, strain: "S", doubled: "" }, "N", 10],
    ["3NTx-2 E", { level: 3, strain: "NT", doubled: "X" }, "E", 7],
    ["6hxx+1 s", { level: 6, strain: "H", doubled: "XX" }, "S", 13],
    ["1N+2W", { level: 1, strain: "NT", doubled: "" }, "W", 9],
    ["7C-13 N", { level: 7, strain: "C", doubled: "" }, "N", 0],
    ["2D X = E", { level: 2, strain: "D", doubled: "X" }, "E", 8],
  ])("%s", (text, contract, declarer, tricks) => {
    expect(parseRoomResult(text)).toEqual({ ok: true, value: { passedOut: false, contract, declarer, tricks } });
  });
  test.each(["PASS", "pass", "P", "AP"])("%s is passed out", (t) => expect(parseRoomResult(t)).toEqual({ ok: true, value: { passedOut: true } }));
  test.each([
    ["", "empty"],
    ["8S= N", "level"],
    ["0H= N", "level"],
    ["4= N", "strain"],
    ["4S N", "result"],
    ["4S=", "declarer_missing"],
    ["4S+4 N", "tricks"],
    ["1C-8 N", "tricks"],
    ["4S+0 N", "tricks"],
    ["4Z= N", "syntax"],
    ["hello", "syntax"],
  ])("%j is refused: %s", (text, error) => expect(parseRoomResult(text)).toEqual({ ok: false, error }));
  test("format and parse round-trip", () => {
    for (const t of ["4S= N", "3NTX-2 E", "6HXX+1 S", "PASS"]) {
      const p = parseRoomResult(t);
      expect(p.ok && formatRoomResult(p.value)).toBe(t);
    }
  });
});
