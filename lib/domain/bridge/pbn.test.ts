import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { readPbnMatch, toPbn } from "./pbn";
import { computeSheet, type SheetBoard } from "./sheet";
import { readPbnGames } from "./pbn-reader";

const fixture = fs.readFileSync(path.join(import.meta.dirname, "../../../tests/fixtures/match-16.pbn"), "utf8");
const sheetBoards = (boards: ReturnType<typeof readPbnMatch>["boards"]): SheetBoard[] =>
  boards.map((b) => ({ board: b.board, open: b.open!, closed: b.closed! }));

describe("PBN import and export", () => {
  test("the 16-board fixture reads without errors and scores as by hand", () => {
    const { boards, errors, kind } = readPbnMatch(fixture);
    expect(errors).toEqual([]);
    expect(kind).toBe("results");
    expect(boards).toHaveLength(16);
    const s = computeSheet({ challengerNsRoom: "open", boards: sheetBoards(boards) });
    // b1 420 v 170 → +6; b2 620 v 170 → +10; b3 +500 v -600 → +15; even boards 4..16: 0 v 90 → -3 (×7)
    expect(s.rows.slice(0, 4).map((r) => r.imps)).toEqual([6, 10, 15, -3]);
    expect([s.challengerImps, s.defenderImps]).toEqual([31, 21]);
  });

  test("export then import gives the same boards (round trip)", () => {
    const { boards } = readPbnMatch(fixture);
    const again = readPbnMatch(toPbn(boards.map((b) => ({ ...b, open: b.open!, closed: b.closed! }))));
    expect(again.errors).toEqual([]);
    expect(again.boards).toEqual(boards);
  });

  test.each([
    ["a missing contract tag", fixture.replace('[Contract "4S"]\n', ""), { board: 1, room: "open", line: 2, error: "missing_contract" }],
    ["a bad contract", fixture.replace('[Contract "4S"]', '[Contract "8S"]'), { board: 1, room: "open", line: 6, error: "bad_contract" }],
    ["a missing declarer", fixture.replace('[Declarer "S"]\n[Contract "4H"]', '[Contract "4H"]'), { board: 2, room: "open", error: "missing_declarer" }],
    ["14 tricks", fixture.replace('[Contract "3NT"]\n[Result "9"]', '[Contract "3NT"]\n[Result "14"]'), { board: 3, room: "closed", error: "bad_result" }],
    [
      "a duplicate board",
      fixture + '\n[Board "2"]\n[Room "Open"]\n[Declarer "S"]\n[Contract "4H"]\n[Result "10"]\n',
      { board: 2, room: "open", error: "duplicate" },
    ],
    ["15 boards", fixture.split('[Board "16"]')[0], { board: 16, error: "missing_board_results" }],
    ["no room", fixture.replace('[Room "Open"]\n[Declarer "N"]\n[Contract "4S"]', '[Declarer "N"]\n[Contract "4S"]'), { board: 1, error: "missing_room" }],
    [
      "a deal of 51 cards",
      fixture.replace(
        '[Board "1"]\n[Room "Open"]',
        '[Board "1"]\n[Room "Open"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 765.876.876.765 432.5432.5432.32"]',
      ),
      { board: 1, room: "open", error: "deal_hand_size" },
    ],
    [
      "a bad vulnerability",
      fixture.replace('[Board "1"]\n[Room "Open"]', '[Board "1"]\n[Room "Open"]\n[Vulnerable "Some"]'),
      { board: 1, room: "open", error: "bad_vulnerable" },
    ],
  ])("%s: a clear error for that board", (_n, text, error) => {
    const r = readPbnMatch(text);
    expect(r.errors).toContainEqual(expect.objectContaining(error));
  });

  test("the rooms of a board must agree on its deal", () => {
    const a = "N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 765.876.876.7654 432.5432.5432.32";
    const b = "N:AKQT.AKQ.AKQ.AKQ J98.JT9.JT9.JT98 765.876.876.7654 432.5432.5432.32";
    const text = fixture
      .replace('[Board "1"]\n[Room "Open"]', `[Board "1"]\n[Room "Open"]\n[Deal "${a}"]`)
      .replace('[Board "1"]\n[Room "Closed"]', `[Board "1"]\n[Room "Closed"]\n[Deal "${b}"]`);
    expect(readPbnMatch(text).errors).toContainEqual(expect.objectContaining({ board: 1, room: "closed", error: "deal_mismatch" }));
  });
});

describe("the PBN reader", () => {
  test("directives, ; comments, multi-line {} commentary with blank lines, sections and # inheritance", () => {
    const text = [
      "% PBN 2.1",
      "%Content-type: text/x-pbn; charset=UTF-8",
      '[Event "Spring \\"Open\\""] ; a comment',
      '[Board "1"]',
      '[Auction "N"]',
      "1S Pass 2S Pass",
      "4S AP",
      "{a commentary",
      "",
      "over a blank line [not a tag]}",
      '[Play "E"]',
      "HA H2 H3 H4",
      "",
      '[Event "#"]',
      '[Board "2"]',
    ].join("\r\n");
    const { games, errors } = readPbnGames(text);
    expect(errors).toEqual([]);
    expect(games).toHaveLength(2);
    expect(games[0].tags.get("event")).toMatchObject({ value: 'Spring "Open"', line: 3 });
    expect(games[0].tags.get("auction")?.section).toEqual(["1S", "Pass", "2S", "Pass", "4S", "AP"]);
    expect(games[0].tags.get("play")).toMatchObject({ line: 11, section: ["HA", "H2", "H3", "H4"] });
    expect(games[1].tags.get("event")?.value).toBe('Spring "Open"');
    expect(games[1].line).toBe(14);
  });

  test.each([
    ["an unclosed commentary", '[Board "1"]\n{never closed\n', { line: 2, error: "pbn_unterminated_commentary" }],
    ["an unclosed string", '[Board "1]\n', { line: 1, error: "pbn_unterminated_string" }],
    ["a tag without a value", "[Board 1]\n", { line: 1, error: "pbn_bad_tag" }],
  ])("%s is named with its line", (_n, text, error) => {
    expect(readPbnGames(text).errors).toContainEqual(error);
  });
});
