import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { parsePbn, toPbn } from "./pbn";
import { computeSheet } from "./sheet";

const fixture = fs.readFileSync(path.join(import.meta.dirname, "../../../tests/fixtures/match-16.pbn"), "utf8");

describe("PBN import and export", () => {
  test("the 16-board fixture reads without errors and scores as by hand", () => {
    const { boards, errors } = parsePbn(fixture);
    expect(errors).toEqual([]);
    expect(boards).toHaveLength(16);
    const s = computeSheet({ challengerNsRoom: "open", boards });
    // b1 420 v 170 → +6; b2 620 v 170 → +10; b3 +500 v -600 → +15; even boards 4..16: 0 v 90 → -3 (×7)
    expect(s.rows.slice(0, 4).map((r) => r.imps)).toEqual([6, 10, 15, -3]);
    expect([s.challengerImps, s.defenderImps]).toEqual([31, 21]);
  });

  test("export then import gives the same sheet (round trip)", () => {
    const { boards } = parsePbn(fixture);
    const again = parsePbn(toPbn(boards));
    expect(again.errors).toEqual([]);
    expect(again.boards).toEqual(boards);
  });

  test.each([
    ["a missing contract tag", fixture.replace('[Contract "4S"]\n', ""), { board: 1, room: "open", error: "missing_contract" }],
    ["a bad contract", fixture.replace('[Contract "4S"]', '[Contract "8S"]'), { board: 1, room: "open", error: "bad_contract" }],
    ["a missing declarer", fixture.replace('[Declarer "S"]\n[Contract "4H"]', '[Contract "4H"]'), { board: 2, room: "open", error: "missing_declarer" }],
    ["14 tricks", fixture.replace('[Contract "3NT"]\n[Result "9"]', '[Contract "3NT"]\n[Result "14"]'), { board: 3, room: "closed", error: "bad_result" }],
    ["a duplicate board", fixture + '\n[Board "2"]\n[Room "Open"]\n[Declarer "S"]\n[Contract "4H"]\n[Result "10"]\n', { board: 2, room: "open", error: "duplicate" }],
    ["15 boards", fixture.split('[Board "16"]')[0], { board: 16, error: "missing_board_results" }],
    ["no room", fixture.replace('[Room "Open"]\n[Declarer "N"]\n[Contract "4S"]', '[Declarer "N"]\n[Contract "4S"]'), { board: 1, error: "missing_room" }],
  ])("%s: a clear error for that board", (_n, text, error) => {
    const r = parsePbn(text);
    expect(r.errors).toContainEqual(error);
  });
});
