// bridge-scoring.md: a team match's scoresheet. Each board is played in two rooms; the challenger
// sits NS in one room and EW in the other. Totals are computed, never typed: each team's IMPs are
// the sum of its positive board IMPs; the winner by M1 (tie → defender); VPs for display.
import { boardInfo, isVulnerable } from "@/lib/domain/bridge/boards";
import { contractScore } from "@/lib/domain/bridge/scoring";
import { impsForDifference } from "@/lib/domain/bridge/imps";
import { victoryPoints } from "@/lib/domain/bridge/vp";
import type { RoomResult } from "@/lib/domain/bridge/notation";
import type { Direction, Vulnerability } from "@/lib/domain/bridge/boards";

export type Room = "open" | "closed";
/** Issue 23: the board's deal (PBN from North) with the dealer and vulnerability it was played with. */
export type BoardDealInfo = { deal: string; dealer: Direction; vulnerable: Vulnerability };
export type SheetBoard = { board: number; open: RoomResult; closed: RoomResult; adjustedImps?: number | null; deal?: BoardDealInfo | null };
export type Sheet = { challengerNsRoom: Room; boards: SheetBoard[] };

/** The NS score of one room's result on a board (with the vulnerability the board was played at, when a match file said). */
export function nsScore(board: number, r: RoomResult, vulnerable?: Vulnerability): number {
  if (r.passedOut) return 0;
  const s = contractScore(r.contract, isVulnerable(board, r.declarer, vulnerable), r.tricks);
  return r.declarer === "N" || r.declarer === "S" ? s : -s;
}

/** Every board's scores and IMPs (challenger's sign), running totals, totals, winner and VPs. */
export function computeSheet(sheet: Sheet) {
  let runC = 0;
  let runD = 0;
  const rows = [...sheet.boards]
    .sort((a, b) => a.board - b.board)
    .map((b) => {
      const open = nsScore(b.board, b.open, b.deal?.vulnerable);
      const closed = nsScore(b.board, b.closed, b.deal?.vulnerable);
      // net for the challenger: NS score where it sat NS minus NS score where it sat EW
      const net = sheet.challengerNsRoom === "open" ? open - closed : closed - open;
      const computed = impsForDifference(net);
      const imps = b.adjustedImps ?? computed;
      if (imps > 0) runC += imps;
      else runD += -imps;
      const info = boardInfo(b.board);
      return {
        board: b.board,
        dealer: b.deal?.dealer ?? info.dealer,
        vulnerability: b.deal?.vulnerable ?? info.vulnerability,
        open,
        closed,
        net,
        imps,
        adjusted: b.adjustedImps != null,
        runningChallenger: runC,
        runningDefender: runD,
      };
    });
  const winner: "challenger" | "defender" = runC > runD ? "challenger" : "defender";
  const vp = victoryPoints(Math.abs(runC - runD), Math.max(1, rows.length));
  return {
    rows,
    challengerImps: runC,
    defenderImps: runD,
    winner,
    vp:
      runC === runD
        ? { challenger: 10, defender: 10 }
        : runC > runD
          ? { challenger: vp.winner, defender: vp.loser }
          : { challenger: vp.loser, defender: vp.winner },
  };
}

/** Checks a full match sheet: boards 1..n exactly once each (M1: 16 by default). */
export function checkSheetBoards(
  boards: { board: number }[],
  expected: number,
): { board: number; error: "duplicate" | "out_of_range" }[] | { missing: number[] } | null {
  const errs: { board: number; error: "duplicate" | "out_of_range" }[] = [];
  const seen = new Set<number>();
  for (const b of boards) {
    if (!Number.isInteger(b.board) || b.board < 1 || b.board > expected) errs.push({ board: b.board, error: "out_of_range" });
    else if (seen.has(b.board)) errs.push({ board: b.board, error: "duplicate" });
    seen.add(b.board);
  }
  if (errs.length) return errs;
  const missing = Array.from({ length: expected }, (_, i) => i + 1).filter((n) => !seen.has(n));
  return missing.length ? { missing } : null;
}
