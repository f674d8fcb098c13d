import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { checkSheetBoards, computeSheet, nsScore, type Sheet, type SheetBoard } from "./sheet";
import { parseRoomResult, type RoomResult } from "./notation";

const r = (t: string): RoomResult => {
  const p = parseRoomResult(t);
  if (!p.ok) throw new Error(t);
  return p.value;
};
const b = (board: number, open: string, closed: string, adjustedImps?: number): SheetBoard => ({ board, open: r(open), closed: r(closed), adjustedImps });

describe("scoresheet totals", () => {
  test("NS score follows the declarer's side and the board's vulnerability", () => {
    expect(nsScore(1, r("4S= N"))).toBe(420); // board 1: none vulnerable
    expect(nsScore(2, r("4S= N"))).toBe(620); // board 2: NS vulnerable
    expect(nsScore(2, r("4S= E"))).toBe(-420);
    expect(nsScore(3, r("3NTX-2 E"))).toBe(500); // board 3: EW vulnerable, doubled 2 down = 500 to NS
    expect(nsScore(5, r("PASS"))).toBe(0);
  });

  test("orientation: the same results give opposite IMPs when the challenger sits NS in the other room", () => {
    const boards = [b(1, "4S= N", "2S+2 N")]; // 420 vs 170: 250 → 6 IMPs to the NS pair of the open room
    expect(computeSheet({ challengerNsRoom: "open", boards }).rows[0].imps).toBe(6);
    expect(computeSheet({ challengerNsRoom: "closed", boards }).rows[0].imps).toBe(-6);
  });

  test("a 16-board match: totals are sums of positive board IMPs, running totals, winner and VPs", () => {
    const boards = [
      b(1, "4S= N", "4S= N"), // 0
      b(2, "4H= S", "3H+1 S"), // 620 v 170: 450 → +10
      b(3, "3NTX-2 E", "3NT= E"), // +500 v -600: +1100 → 15
      b(4, "PASS", "1NT= N"), // 0 v 90: -90 → -3
      b(5, "6NT= N", "3NT+3 N"), // 1440 v 690: +750 → 13
      ...Array.from({ length: 11 }, (_, i) => b(i + 6, "PASS", "PASS")),
    ];
    const s = computeSheet({ challengerNsRoom: "open", boards });
    expect(s.rows.map((x) => x.imps).slice(0, 5)).toEqual([0, 10, 15, -3, 13]);
    expect([s.challengerImps, s.defenderImps]).toEqual([38, 3]);
    expect(s.rows[4].runningChallenger).toBe(38);
    expect(s.winner).toBe("challenger");
    expect(s.vp.challenger + s.vp.defender).toBeCloseTo(20, 10);
    expect(s.vp.challenger).toBeGreaterThan(17);
  });

  test("M1 tie: equal IMPs go to the defender; 10:10 VP", () => {
    const s = computeSheet({ challengerNsRoom: "open", boards: [b(1, "4S= N", "3S+1 N"), b(2, "1NT= W", "PASS")] });
    // board 1: 420 v 170 → +6; board 2 (NS vul, EW not): -90 v 0 → -3 … make it a tie with an adjusted board
    const tie = computeSheet({ challengerNsRoom: "open", boards: [b(1, "4S= N", "3S+1 N"), b(2, "1NT= W", "PASS", -6)] });
    expect(s.challengerImps).toBe(6);
    expect([tie.challengerImps, tie.defenderImps, tie.winner]).toEqual([6, 6, "defender"]);
    expect(tie.vp).toEqual({ challenger: 10, defender: 10 });
    expect(tie.rows[1].adjusted).toBe(true);
  });

  test("passed out in both rooms is 0", () => {
    expect(computeSheet({ challengerNsRoom: "closed", boards: [b(7, "PASS", "PASS")] }).rows[0]).toMatchObject({ open: 0, closed: 0, imps: 0 });
  });

  test("rooms swapped: scores are symmetric (a property)", () => {
    const notation = fc.oneof(
      fc.constant("PASS"),
      fc
        .tuple(
          fc.integer({ min: 1, max: 7 }),
          fc.constantFrom("C", "D", "H", "S", "NT"),
          fc.constantFrom("", "X", "XX"),
          fc.integer({ min: 0, max: 13 }),
          fc.constantFrom("N", "E", "S", "W"),
        )
        .map(([l, s, d, tricks, decl]) => {
          const delta = tricks - (l + 6);
          return `${l}${s}${d}${delta === 0 ? "=" : delta > 0 ? `+${delta}` : delta} ${decl}`;
        }),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(notation, notation), { minLength: 1, maxLength: 16 }), (pairs) => {
        const boards = pairs.map(([o, c], i) => b(i + 1, o, c));
        const swapped = pairs.map(([o, c], i) => b(i + 1, c, o));
        const a: Sheet = { challengerNsRoom: "open", boards };
        const s1 = computeSheet(a);
        const s2 = computeSheet({ challengerNsRoom: "closed", boards: swapped });
        expect(s2.rows.map((x) => x.imps)).toEqual(s1.rows.map((x) => x.imps));
        const s3 = computeSheet({ challengerNsRoom: "closed", boards });
        expect([s3.challengerImps, s3.defenderImps]).toEqual([s1.defenderImps, s1.challengerImps]);
      }),
    );
  });

  test.each([
    [[1, 2, 2], [{ board: 2, error: "duplicate" }]],
    [[1, 17], [{ board: 17, error: "out_of_range" }]],
    [[1, 2, 3], { missing: [4] }],
    [[1, 2, 3, 4], null],
  ])("board numbers %j → %j", (ns, expected) => {
    expect(
      checkSheetBoards(
        ns.map((board) => ({ board })),
        4,
      ),
    ).toEqual(expected);
  });
});
