// bridge-scoring.md: dealer and vulnerability repeat every 16 boards.

export type Direction = "N" | "E" | "S" | "W";
export type Vulnerability = "None" | "NS" | "EW" | "All";

const DEALERS: Direction[] = ["N", "E", "S", "W"];
const VUL: Vulnerability[] = ["None", "NS", "EW", "All", "NS", "EW", "All", "None", "EW", "All", "None", "NS", "All", "None", "NS", "EW"];

/** Dealer and vulnerability of a board number (1-based). */
export function boardInfo(board: number): { dealer: Direction; vulnerability: Vulnerability } {
  if (!Number.isInteger(board) || board < 1) throw new RangeError(`board must be a positive integer: ${board}`);
  const i = (board - 1) % 16;
  return { dealer: DEALERS[i % 4], vulnerability: VUL[i] };
}

/** Whether the side of `declarer` is vulnerable on `board` (issue 23: or as the match file said it was played). */
export function isVulnerable(board: number, declarer: Direction, vulnerability?: Vulnerability): boolean {
  const v = vulnerability ?? boardInfo(board).vulnerability;
  if (v === "All") return true;
  if (v === "None") return false;
  const ns = declarer === "N" || declarer === "S";
  return v === "NS" ? ns : !ns;
}
