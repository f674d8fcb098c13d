// A match file from the bridge server (issue 23, V1), whatever its format, as the boards of a
// team match: each board's deal, dealer and vulnerability, and its result in each room. The
// format readers (PBN: pbn-import.ts; BBO .lin: lin.ts) turn a file into "file games" (one per
// board and room, or one per board for a hand record), and `assembleBoards` checks them
// together: every problem is named by its board, its room and the line it was read on, and
// nothing is guessed (a board's rooms must agree on its deal; a board without a result is only
// accepted when the whole file is a hand record with deals only). Pure.
import { boardInfo, type Direction, type Vulnerability } from "@/lib/domain/bridge/boards";
import { formatDeal, type Deal } from "@/lib/domain/bridge/deal";
import type { RoomResult } from "@/lib/domain/bridge/notation";
import type { Room } from "@/lib/domain/bridge/sheet";

export type FileGame = {
  line: number;
  board: number;
  room: Room | null;
  dealer?: Direction;
  vulnerable?: Vulnerability;
  deal?: Deal;
  /** undefined: the game states no result (a hand record). */
  result?: RoomResult;
};

export type ImportError = { board: number | null; room?: Room; line: number | null; error: string };

/** A board of a match file; `deal` is a PBN deal string from North ("N:…", T for ten). */
export type ImportBoard = { board: number; dealer: Direction; vulnerable: Vulnerability; deal?: string; open?: RoomResult; closed?: RoomResult };

export type MatchFile = { format: "pbn" | "lin"; kind: "results" | "deals"; boards: ImportBoard[]; errors: ImportError[] };

/**
 * Issue 35: what a reader takes from one file. A value is at most 255 characters (a deal is at
 * most 80); a reader stops after twice a match's games (a board in both rooms) or 100 errors.
 */
export const MAX_FILE_ERRORS = 100;
export const fileLimits = (expected: number) => ({ tagChars: 255, maxGames: Math.max(8, 4 * expected), maxErrors: MAX_FILE_ERRORS });

/** Checks the games of one file together, for a match of `expected` boards. */
export function assembleBoards(format: MatchFile["format"], games: FileGame[], expected: number, errors: ImportError[] = []): MatchFile {
  const withResults = games.some((g) => g.result !== undefined || g.room !== null);
  const kind: MatchFile["kind"] = withResults ? "results" : "deals";
  const byBoard = new Map<number, { board: ImportBoard; line: number; open?: FileGame; closed?: FileGame }>();
  for (const g of games) {
    if (g.board < 1 || g.board > expected) {
      errors.push({ board: g.board, line: g.line, error: "out_of_range" });
      continue;
    }
    if (withResults && g.room === null) {
      errors.push({ board: g.board, line: g.line, error: "missing_room" });
      continue;
    }
    if (withResults && g.result === undefined) {
      errors.push({ board: g.board, room: g.room ?? undefined, line: g.line, error: "missing_contract" });
      continue;
    }
    const info = boardInfo(g.board);
    const entry = byBoard.get(g.board) ?? {
      board: { board: g.board, dealer: g.dealer ?? info.dealer, vulnerable: g.vulnerable ?? info.vulnerability },
      line: g.line,
    };
    if (!byBoard.has(g.board)) byBoard.set(g.board, entry);
    else if (!withResults) {
      errors.push({ board: g.board, line: g.line, error: "duplicate" });
      continue;
    }
    const b = entry.board;
    // the rooms of a board were played with one deal, one dealer, one vulnerability
    if ((g.dealer && g.dealer !== b.dealer) || (g.vulnerable && g.vulnerable !== b.vulnerable)) {
      errors.push({ board: g.board, room: g.room ?? undefined, line: g.line, error: "board_info_mismatch" });
      continue;
    }
    if (g.deal) {
      const text = formatDeal(g.deal);
      if (b.deal && b.deal !== text) {
        errors.push({ board: g.board, room: g.room ?? undefined, line: g.line, error: "deal_mismatch" });
        continue;
      }
      b.deal = text;
    }
    if (g.room) {
      if (entry[g.room]) {
        errors.push({ board: g.board, room: g.room, line: g.line, error: "duplicate" });
        continue;
      }
      entry[g.room] = g;
      b[g.room] = g.result;
    }
  }
  const boards: ImportBoard[] = [];
  for (let n = 1; n <= expected; n++) {
    const e = byBoard.get(n);
    const named = errors.some((x) => x.board === n);
    if (!e) {
      if (!named) errors.push({ board: n, line: null, error: kind === "deals" ? "missing_deal" : "missing_board_results" });
      continue;
    }
    if (kind === "results" && (!e.board.open || !e.board.closed)) {
      if (!named) errors.push({ board: n, room: e.board.open ? "closed" : "open", line: e.line, error: "missing_room_result" });
      continue;
    }
    if (kind === "deals" && !e.board.deal) {
      if (!named) errors.push({ board: n, line: e.line, error: "missing_deal" });
      continue;
    }
    boards.push(e.board);
  }
  errors.sort((a, b) => (a.board ?? 0) - (b.board ?? 0) || (a.line ?? 0) - (b.line ?? 0));
  if (errors.length > MAX_FILE_ERRORS) errors.splice(MAX_FILE_ERRORS, errors.length, { board: null, line: null, error: "too_many_errors" });
  return { format, kind, boards, errors };
}

/** Whether a text is a BBO .lin file rather than PBN (LIN has `key|value|` pairs and no tags). */
export function looksLikeLin(text: string): boolean {
  const head = text.slice(0, 4000);
  return /(^|\|)\s*(md|qx|pn|vg|ah|st|sv|mb)\|/.test(head) && !/^\s*\[\w+\s+"/m.test(head);
}
