// PBN (Portable Bridge Notation) import and export of a team match's results: one game per board
// and room with [Board], [Room] (or [Table] "Open"/"Closed"), [Declarer], [Contract], [Result].
import { boardInfo, type Direction } from "@/lib/domain/bridge/boards";
import type { Contract, Doubled, Strain } from "@/lib/domain/bridge/scoring";
import type { RoomResult } from "@/lib/domain/bridge/notation";
import type { Room, SheetBoard } from "@/lib/domain/bridge/sheet";

export type PbnError = { board: number | null; room?: Room; error: string };

function tagsOf(game: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const m of game.matchAll(/^\s*\[(\w+)\s+"([^"]*)"\s*\]/gm)) tags.set(m[1].toLowerCase(), m[2]);
  return tags;
}

function parseContract(text: string): { ok: true; passedOut: true } | { ok: true; passedOut: false; contract: Contract } | { ok: false } {
  const s = text.trim().toUpperCase();
  if (s === "PASS" || s === "AP" || s === "") return s === "" ? { ok: false } : { ok: true, passedOut: true };
  const m = /^([1-7])(NT|N|S|H|D|C)(XX|X)?$/.exec(s);
  if (!m) return { ok: false };
  return { ok: true, passedOut: false, contract: { level: Number(m[1]) as Contract["level"], strain: (m[2] === "N" ? "NT" : m[2]) as Strain, doubled: (m[3] ?? "") as Doubled } };
}

/** Reads a PBN file into sheet boards; every problem is reported with its board, nothing is guessed. */
export function parsePbn(text: string, expectedBoards = 16): { boards: SheetBoard[]; errors: PbnError[] } {
  const games = text.replace(/\r\n/g, "\n").split(/\n\s*\n/).map((g) => g.trim()).filter((g) => g.includes("["));
  const errors: PbnError[] = [];
  const byBoard = new Map<number, Partial<Record<Room, RoomResult>>>();
  for (const game of games) {
    const tags = tagsOf(game);
    const boardTag = tags.get("board");
    const board = boardTag && /^\d+$/.test(boardTag) ? Number(boardTag) : null;
    if (board === null) {
      errors.push({ board: null, error: "missing_board" });
      continue;
    }
    const roomTag = (tags.get("room") ?? tags.get("table") ?? "").toLowerCase();
    const room: Room | null = roomTag.startsWith("open") ? "open" : roomTag.startsWith("closed") ? "closed" : null;
    if (!room) {
      errors.push({ board, error: "missing_room" });
      continue;
    }
    const c = parseContract(tags.get("contract") ?? "");
    if (!c.ok) {
      errors.push({ board, room, error: tags.has("contract") ? "bad_contract" : "missing_contract" });
      continue;
    }
    let result: RoomResult;
    if (c.passedOut) result = { passedOut: true };
    else {
      const decl = (tags.get("declarer") ?? "").toUpperCase();
      if (!["N", "E", "S", "W"].includes(decl)) {
        errors.push({ board, room, error: "missing_declarer" });
        continue;
      }
      const res = tags.get("result") ?? "";
      if (!/^\d{1,2}$/.test(res) || Number(res) > 13) {
        errors.push({ board, room, error: res === "" ? "missing_result" : "bad_result" });
        continue;
      }
      result = { passedOut: false, contract: c.contract, declarer: decl as Direction, tricks: Number(res) };
    }
    const entry = byBoard.get(board) ?? {};
    if (entry[room]) {
      errors.push({ board, room, error: "duplicate" });
      continue;
    }
    entry[room] = result;
    byBoard.set(board, entry);
  }
  const boards: SheetBoard[] = [];
  for (let b = 1; b <= expectedBoards; b++) {
    const e = byBoard.get(b);
    if (!e) {
      if (!errors.some((x) => x.board === b)) errors.push({ board: b, error: "missing_board_results" });
      continue;
    }
    if (!e.open || !e.closed) {
      if (!errors.some((x) => x.board === b)) errors.push({ board: b, room: e.open ? "closed" : "open", error: "missing_room_result" });
      continue;
    }
    boards.push({ board: b, open: e.open, closed: e.closed });
  }
  for (const b of byBoard.keys()) if (b < 1 || b > expectedBoards) errors.push({ board: b, error: "out_of_range" });
  return { boards, errors };
}

function contractTag(r: RoomResult): string {
  return r.passedOut ? "Pass" : `${r.contract.level}${r.contract.strain}${r.contract.doubled}`;
}

/** Writes the sheet's boards as PBN (one game per board and room). */
export function toPbn(boards: SheetBoard[], event = "Ladder match"): string {
  const out: string[] = ["% PBN 2.1", "% EXPORT", ""];
  for (const b of [...boards].sort((x, y) => x.board - y.board)) {
    const info = boardInfo(b.board);
    for (const room of ["open", "closed"] as const) {
      const r = b[room];
      out.push(
        `[Event "${event}"]`,
        `[Board "${b.board}"]`,
        `[Room "${room === "open" ? "Open" : "Closed"}"]`,
        `[Dealer "${info.dealer}"]`,
        `[Vulnerable "${info.vulnerability === "None" ? "None" : info.vulnerability}"]`,
        `[Declarer "${r.passedOut ? "" : r.declarer}"]`,
        `[Contract "${contractTag(r)}"]`,
        `[Result "${r.passedOut ? "" : r.tricks}"]`,
        "",
      );
    }
  }
  return out.join("\n");
}
