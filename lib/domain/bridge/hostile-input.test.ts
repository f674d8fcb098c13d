// Issue 35: no reader of an uploaded file or a typed result takes time out of proportion to its
// input. Each row feeds a reader 100,000 spaces in the shape that made a backtracking pattern
// quadratic ("N:x<spaces>x" took 8 s at 80 kB before) and must answer in well under a second;
// the caps (a value's length, the games read, the errors named) hold at their edges.
import { describe, expect, test } from "vitest";
import { DEAL_MAX_CHARS, parseDeal } from "@/lib/domain/bridge/deal";
import { readPbnMatch } from "@/lib/domain/bridge/pbn";
import { readPbnGames } from "@/lib/domain/bridge/pbn-reader";
import { readLinMatch } from "@/lib/domain/bridge/lin";
import { parseRoomResult } from "@/lib/domain/bridge/notation";
import { parseParContract } from "@/lib/domain/bridge/double-dummy";
import { readMatchFile } from "@/lib/domain/bridge/read-match";
import { readRows } from "@/lib/text/roster-csv";
import { MAX_FILE_ERRORS } from "@/lib/domain/bridge/match-file";

const SP = " ".repeat(100_000);
const timed = (f: () => unknown) => {
  const t = performance.now();
  f();
  return performance.now() - t;
};

describe("100,000 spaces for each reader (issue 35)", () => {
  test.each([
    ["deal", () => parseDeal(`N:x${SP}x`)],
    ["deal, spaces around", () => parseDeal(`${SP}N${SP}:${SP}x${SP}`)],
    ["PBN deal tag", () => readPbnMatch(`[Board "1"]\n[Deal "N:x${SP}x"]\n`)],
    ["PBN unclosed value", () => readPbnMatch(`[Event "${SP}`)],
    ["PBN lines without ]", () => readPbnMatch(`[A "x"${" ".repeat(10)}\n`.repeat(10_000))],
    ["PBN section", () => readPbnMatch(`[Board "1"]\n[Auction "N"]\n${SP}x\n`)],
    ["LIN md", () => readLinMatch(`md|3S${SP}x|`)],
    ["LIN ah", () => readLinMatch(`qx|o1|ah|Board 1${SP}x|md|3${SP}|`)],
    ["LIN pairs", () => readLinMatch(`pn|${SP}|mb|1${SP}|`.repeat(4))],
    ["notation", () => parseRoomResult(`4${SP}x`)],
    ["notation, spaces between", () => parseRoomResult(`4 ${SP} S ${SP} X ${SP} = ${SP} N x`)],
    ["par contract", () => parseParContract(`4S${SP}x`)],
    ["CSV", () => readRows(`team,email,name,role\n"${SP}x`)],
    ["CSV cells", () => readRows(`team,email,name,role\n${SP},${SP}x,${SP},${SP}\n`)],
    ["format detection", () => readMatchFile(`md|${SP}[A "x"]`)],
  ])("%s", (_name, f) => {
    // before issue 35 the deal rows took ~30 s; a linear reader takes a few ms here
    expect(timed(f)).toBeLessThan(1_000);
  });
});

describe("caps (issue 35)", () => {
  test.each([
    [DEAL_MAX_CHARS, true],
    [DEAL_MAX_CHARS + 1, false],
  ])("a deal of %i characters is read: %s", (length, read) => {
    const deal = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432";
    const padded = deal + " ".repeat(length - deal.length);
    expect(padded.length).toBe(length);
    expect(parseDeal(padded).ok).toBe(read);
  });

  test.each([
    [255, null],
    [256, "pbn_tag_too_long"],
  ])("a tag value of %i characters: %s", (n, error) => {
    const { errors } = readPbnGames(`[Event "${"x".repeat(n)}"]\n`);
    expect(errors.map((e) => e.error)).toEqual(error ? [error] : []);
  });

  test("reading stops after twice a match's games (4 × 16 games for 16 boards)", () => {
    const game = (n: number) => `[Board "${n}"]\n[Room "Open"]\n\n`;
    const text = Array.from({ length: 200 }, (_, i) => game((i % 16) + 1)).join("");
    const file = readPbnMatch(text, 16);
    expect(file.errors.some((e) => e.error === "too_many_games")).toBe(true);
    expect(readPbnGames(Array.from({ length: 63 }, (_, i) => game(i + 1)).join(""), { tagChars: 255, maxGames: 64, maxErrors: 100 }).errors).toEqual([]);
  });

  test("at most 100 errors are named, then one that says reading stopped", () => {
    const file = readPbnMatch(`[bad\n`.repeat(5_000), 16);
    expect(file.errors.length).toBe(MAX_FILE_ERRORS + 1);
    expect(file.errors.at(-1)!.error).toBe("too_many_errors");
    const lin = readLinMatch(`md|${"x".repeat(300)}|`.repeat(500), 16);
    expect(lin.errors.length).toBeLessThanOrEqual(MAX_FILE_ERRORS + 1);
    expect(lin.errors.some((e) => e.error === "lin_value_too_long")).toBe(true);
  });

  test.each([
    ["4S= N", true],
    [`4S=${" ".repeat(30)}N`, true],
    [`4S=${" ".repeat(40)}N`, false],
  ])("a typed result %j is read: %s", (text, ok) => {
    expect(parseRoomResult(text).ok).toBe(ok);
  });
});
