// Issue 23: the match-file readers over the corpus in tests/fixtures/match-files (one match of 16
// boards written as BridgeComposer, a Chinese scoring tool, BBO's vugraph, a dealing program's
// hand record and this program's export write it), the LIN rules, and the export → import
// property.
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { declaredCharset, decodeText } from "@/lib/text/decode";
import { readMatchFile } from "./read-match";
import { auctionContract, parseLinDeal, readLinMatch, tricksWon } from "./lin";
import { readPbnMatch, toPbn, type ExportBoard } from "./pbn";
import { formatDeal, parseDeal, RANKS, SEATS, SUITS, type Deal } from "./deal";
import { boardInfo, type Direction, type Vulnerability } from "./boards";
import type { RoomResult } from "./notation";

const dir = path.join(import.meta.dirname, "../../../tests/fixtures/match-files");
const expected = JSON.parse(fs.readFileSync(path.join(dir, "expected.json"), "utf8")) as (ExportBoard & { deal: string })[];
const read = (file: string) => {
  const bytes = fs.readFileSync(path.join(dir, file));
  const decoded = decodeText(bytes, { declared: declaredCharset(bytes), fallback: "ISO-8859-1" });
  return { ...decoded, file: readMatchFile(decoded.text, 16) };
};

describe("the corpus", () => {
  test.each([
    ["bridgecomposer-team-iso8859-1.pbn", "pbn", "ISO-8859-1", "Hélène Dubé"],
    ["chinese-tool-gb18030.pbn", "pbn", "GB18030", "天梯挑战赛"],
    ["bbo-vugraph.lin", "lin", "UTF-8", "Ladder match"],
    ["ladder-export.pbn", "pbn", "UTF-8", "Ladder match #12"],
  ])("%s: all 16 boards, both rooms, the deals, nothing wrong", (name, format, encoding, text) => {
    const r = read(name);
    expect(r.encoding).toBe(encoding);
    expect(r.text).toContain(text);
    expect(r.file).toMatchObject({ format, kind: "results", errors: [] });
    expect(r.file.boards.map((b) => ({ board: b.board, dealer: b.dealer, vulnerable: b.vulnerable, deal: b.deal, open: b.open, closed: b.closed }))).toEqual(
      expected.map((b) => ({ board: b.board, dealer: b.dealer, vulnerable: b.vulnerable, deal: b.deal, open: b.open, closed: b.closed })),
    );
  });

  test("a hand record with deals only (UTF-8 with a BOM): the deals, to attach to typed results", () => {
    const r = read("hand-record-deals-only-utf8-bom.pbn");
    expect(r.encoding).toBe("UTF-8 (BOM)");
    expect(r.file).toMatchObject({ kind: "deals", errors: [] });
    expect(r.file.boards.map((b) => [b.board, b.deal, b.open, b.closed])).toEqual(expected.map((b) => [b.board, b.deal, undefined, undefined]));
  });

  test("the GB18030 file read as UTF-8 would garble the names (the decoding matters)", () => {
    const bytes = fs.readFileSync(path.join(dir, "chinese-tool-gb18030.pbn"));
    expect(bytes.toString("utf8")).not.toContain("天梯挑战赛");
    expect(declaredCharset(bytes)).toBeNull();
  });

  test("the vugraph file's result line agrees with the results read from its auctions and play", () => {
    const text = fs.readFileSync(path.join(dir, "bbo-vugraph.lin"), "utf8");
    const withoutPlay = text.replace(/mb\|[^|]*\||pc\|[^|]*\||mc\|[^|]*\|/g, "");
    const fromSummary = readLinMatch(withoutPlay, 16);
    expect(fromSummary.errors).toEqual([]);
    expect(fromSummary.boards).toEqual(readLinMatch(text, 16).boards);
  });
});

describe("LIN", () => {
  test.each<[string, Direction, string[], ReturnType<typeof auctionContract>]>([
    [
      "the side's first to name the strain declares",
      "N",
      ["1S", "p", "2S", "p", "4S", "p", "p", "p"],
      { ok: true, result: { passedOut: false, contract: { level: 4, strain: "S", doubled: "" }, declarer: "N" } },
    ],
    [
      "partner names it first",
      "N",
      ["1H", "p", "1S", "p", "4S", "p", "p", "p"],
      { ok: true, result: { passedOut: false, contract: { level: 4, strain: "S", doubled: "" }, declarer: "S" } },
    ],
    [
      "doubled and redoubled, alerts ignored",
      "E",
      ["1N!", "d", "r", "p", "p", "p"],
      { ok: true, result: { passedOut: false, contract: { level: 1, strain: "NT", doubled: "XX" }, declarer: "E" } },
    ],
    ["passed out", "W", ["p", "p", "p", "p"], { ok: true, result: { passedOut: true } }],
    ["an insufficient bid", "N", ["2S", "1H", "p", "p", "p"], { ok: false, error: "lin_auction" }],
    ["doubling partner", "N", ["1S", "p", "d", "p", "p", "p"], { ok: false, error: "lin_auction" }],
    ["an unfinished auction", "N", ["1S", "p", "p"], { ok: false, error: "lin_auction_incomplete" }],
  ])("%s", (_n, dealer, calls, want) => {
    expect(auctionContract(dealer, calls)).toEqual(want);
  });

  const deal = parseDeal("N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 765.876.876.7654 432.5432.5432.32");
  if (!deal.ok) throw new Error("test deal");
  test("tricks are counted by who wins each trick; a revoke or a card not held is an error", () => {
    // 3NT by N: E leads; N wins everything
    expect(tricksWon(deal.deal, "N", "NT", ["CJ", "C4", "C2", "CA"])).toEqual({ ok: true, tricks: 1, played: 1, complete: false });
    expect(tricksWon(deal.deal, "N", "NT", ["CJ", "H8", "C2", "CA"])).toEqual({ ok: false, error: "lin_play" });
    expect(tricksWon(deal.deal, "N", "NT", ["CJ", "C4", "C2", "C3"])).toEqual({ ok: false, error: "lin_play" });
    // a ruff wins the trick: 7S by N, E leads the ace of hearts, N (void) ruffs with the two
    const suits = parseDeal("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432");
    if (!suits.ok) throw new Error("test deal");
    expect(tricksWon(suits.deal, "N", "S", ["HA", "DA", "CA", "S2"])).toEqual({ ok: true, tricks: 1, played: 1, complete: false });
    expect(tricksWon(suits.deal, "N", "NT", ["HA", "DA", "CA", "S2"])).toEqual({ ok: true, tricks: 0, played: 1, complete: false });
  });

  test("md| gives the dealer and the deal; the fourth hand is the cards left", () => {
    const md = "3SAKQJHAKQDAKQCAKQ,S432H5432D5432C32,ST98HJT9DJT9CJT98,";
    // the hands are South, West, North, East: East is the 4th (left out) one here
    const r = parseLinDeal(md);
    expect(r?.dealer).toBe("N");
    expect(formatDeal(r!.deal)).toBe("N:T98.JT9.JT9.JT98 765.876.876.7654 AKQJ.AKQ.AKQ.AKQ 432.5432.5432.32");
    expect(parseLinDeal("5SAK,S2,S3,")).toBeNull();
  });

  test("a board played part way without a claim is an error, not a guess; a claim beyond the tricks left too", () => {
    const base = "qx|o1|md|3SAKQJHAKQDAKQCAKQ,S432H5432D5432C32,ST98HJT9DJT9CJT98,|sv|o|mb|7N|mb|p|mb|p|mb|p|pc|C7|pc|CA|pc|C2|pc|C8|";
    expect(readLinMatch(base, 1).errors).toContainEqual(expect.objectContaining({ board: 1, room: "open", line: 1, error: "lin_incomplete_play" }));
    expect(readLinMatch(base + "mc|14|", 1).errors).toContainEqual(expect.objectContaining({ error: "lin_claim" }));
  });

  test("a hand-viewer file without qx| is a hand record", () => {
    const r = readLinMatch("md|3SAKQJHAKQDAKQCAKQ,S432H5432D5432C32,ST98HJT9DJT9CJT98,|sv|b|ah|Board 1|", 1);
    expect(r).toMatchObject({ kind: "deals", errors: [], boards: [{ board: 1, dealer: "N", vulnerable: "All" }] });
  });

  test("problems carry the line they were read on", () => {
    const text =
      "qx|o1|md|3SAKQJHAKQDAKQCAKQ,S432H5432D5432C32,ST98HJT9DJT9CJT98,|sv|o|mb|p|mb|p|mb|p|mb|p|pg||\n\nqx|c1|md|3SAKQJHAKQDAKQCAKQ,S432H5432D5432C32,|sv|o|mb|p|mb|p|mb|p|mb|p|pg||\n";
    expect(readLinMatch(text, 1).errors).toContainEqual({ board: 1, room: "closed", line: 3, error: "deal_cards" });
  });
});

// A random deal and results for the property: export → import gives back the same boards.
const dealArb = fc.shuffledSubarray([...Array(52).keys()], { minLength: 52, maxLength: 52 }).map((order): Deal => {
  const deal = {} as Deal;
  SEATS.forEach((p, k) => {
    const cards = order.slice(k * 13, k * 13 + 13);
    deal[p] = { S: "", H: "", D: "", C: "" };
    for (const [si, s] of SUITS.entries())
      deal[p][s] = cards
        .filter((c) => Math.floor(c / 13) === si)
        .sort((a, b) => a - b)
        .map((c) => RANKS[c % 13])
        .join("");
  });
  return deal;
});
const resultArb: fc.Arbitrary<RoomResult> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ passedOut: true } as const) },
  {
    weight: 9,
    arbitrary: fc.record({
      passedOut: fc.constant(false as const),
      contract: fc.record({
        level: fc.integer({ min: 1, max: 7 }) as fc.Arbitrary<1>,
        strain: fc.constantFrom("C", "D", "H", "S", "NT" as const),
        doubled: fc.constantFrom("", "X", "XX" as const),
      }),
      declarer: fc.constantFrom<Direction>("N", "E", "S", "W"),
      tricks: fc.integer({ min: 0, max: 13 }),
    }),
  },
);
const ddArb = fc.option(
  fc
    .record({ N: fc.constant(0), E: fc.constant(0), S: fc.constant(0), W: fc.constant(0) })
    .chain(() => fc.tuple(...Array.from({ length: 20 }, () => fc.integer({ min: 0, max: 13 })))),
  { nil: null },
);

test("property: every match exported as PBN reads back as the same boards", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 32 }),
      fc.infiniteStream(fc.tuple(dealArb, resultArb, resultArb, fc.boolean(), fc.constantFrom<Vulnerability>("None", "NS", "EW", "All"), ddArb)),
      (n, stream) => {
        const rows = [...stream.take(n)];
        const boards: ExportBoard[] = rows.map(([deal, open, closed, keepInfo, vul, dd], i) => ({
          board: i + 1,
          dealer: keepInfo ? boardInfo(i + 1).dealer : "W",
          vulnerable: keepInfo ? boardInfo(i + 1).vulnerability : vul,
          deal: formatDeal(deal),
          open,
          closed,
          dd: dd
            ? (Object.fromEntries(
                ["N", "S", "E", "W"].map((p, k) => [p, Object.fromEntries(["NT", "S", "H", "D", "C"].map((s, j) => [s, dd[k * 5 + j]]))]),
              ) as ExportBoard["dd"])
            : null,
          parNs: dd ? dd[0] * 10 : null,
        }));
        const back = readPbnMatch(toPbn(boards, { event: 'A "quoted" \\ event' }), n);
        expect(back.errors).toEqual([]);
        expect(back.boards).toEqual(
          boards.map((b) => ({ board: b.board, dealer: b.dealer, vulnerable: b.vulnerable, deal: b.deal, open: b.open, closed: b.closed })),
        );
      },
    ),
    { numRuns: 150 },
  );
});

describe("the checks common to every format", () => {
  const D = "N:QJ963.2.Q32.KQ83 A75.Q53.987.AJ74 8.AK64.AKJT.9652 KT42.JT987.654.T";
  const game = (tags: Record<string, string>) =>
    Object.entries(tags)
      .map(([k, v]) => `[${k} "${v}"]`)
      .join("\n") + "\n\n";
  const room = (board: number, r: string, extra: Record<string, string> = {}) =>
    game({ Board: String(board), Room: r, Declarer: "N", Contract: "3NT", Result: "9", ...extra });
  test.each([
    ["a board beyond the match", room(1, "Open") + room(1, "Closed") + room(2, "Open"), 1, { board: 2, error: "out_of_range" }],
    ["a hand-record game among results", room(1, "Open") + game({ Board: "1", Deal: D }), 1, { board: 1, error: "missing_room" }],
    [
      "a room without its contract",
      room(1, "Open") + game({ Board: "1", Room: "Closed", Deal: D }),
      1,
      { board: 1, room: "closed", error: "missing_contract" },
    ],
    [
      "rooms disagreeing on the dealer",
      room(1, "Open", { Dealer: "N" }) + room(1, "Closed", { Dealer: "E" }),
      1,
      { board: 1, room: "closed", error: "board_info_mismatch" },
    ],
    ["a board twice in a hand record", game({ Board: "1", Deal: D }) + game({ Board: "1", Deal: D }), 1, { board: 1, error: "duplicate" }],
    ["a hand record without one board", game({ Board: "1", Deal: D }), 2, { board: 2, error: "missing_deal" }],
    ["a hand-record game without its deal", game({ Board: "1", Deal: D }) + game({ Board: "2", Dealer: "E" }), 2, { board: 2, error: "missing_deal" }],
    ["an empty file", "% nothing here\n", 1, { board: null, error: "pbn_empty" }],
  ])("%s", (_n, text, boards, error) => {
    expect(readMatchFile(text, boards).errors).toContainEqual(expect.objectContaining(error));
  });

  test.each([
    ["qx|o1|md|3SAK,S2,S3,|", true],
    ["md|3SAKQJHAKQDAKQCAKQ,S432H5432D5432C32,ST98HJT9DJT9CJT98,|", true],
    ['[Board "1"]\n[Note "md|"]', false],
    ['% PBN 2.1\n[Event "x"]', false],
  ])("%j is a LIN file: %s", (text, lin) => {
    expect(readMatchFile(text, 1).format).toBe(lin ? "lin" : "pbn");
  });
});
