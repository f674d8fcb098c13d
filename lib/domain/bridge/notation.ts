// Compact board-result notation for the scoresheet: "4S= N", "3NTx-2 E", "6Hxx+1 S", "PASS".
import type { Contract, Doubled, Strain } from "@/lib/domain/bridge/scoring";
import type { Direction } from "@/lib/domain/bridge/boards";

export type RoomResult = { passedOut: true } | { passedOut: false; contract: Contract; declarer: Direction; tricks: number };
export type NotationError = "empty" | "syntax" | "level" | "strain" | "result" | "declarer_missing" | "declarer" | "tricks";

const RE = /^([0-9])\s*(NT|N|S|H|D|C)?\s*(XX|RX|X|R)?\s*(=|\+\s*\d+|-\s*\d+)?\s*([NESW])?$/i;

/** Parses one room's result; returns the result or the first error (with the notation's own terms). */
export function parseRoomResult(input: string): { ok: true; value: RoomResult } | { ok: false; error: NotationError } {
  // Issue 35: a result is a few characters; a long text is refused before any pattern sees it.
  if (input.length > 40) return { ok: false, error: "syntax" };
  const s = input.trim().toUpperCase().replace(/\s+/g, " ");
  if (s === "") return { ok: false, error: "empty" };
  if (s === "PASS" || s === "P" || s === "AP" || s === "PASSED") return { ok: true, value: { passedOut: true } };
  const m = RE.exec(s);
  if (!m) return { ok: false, error: "syntax" };
  const level = Number(m[1]);
  if (level < 1 || level > 7) return { ok: false, error: "level" };
  if (!m[2]) return { ok: false, error: "strain" };
  const strain = (m[2] === "N" ? "NT" : m[2]) as Strain;
  const doubled: Doubled = m[3] ? (m[3] === "X" ? "X" : "XX") : "";
  if (!m[4]) return { ok: false, error: "result" };
  if (!m[5]) return { ok: false, error: "declarer_missing" };
  const delta = m[4] === "=" ? 0 : Number(m[4].replace(/\s/g, ""));
  const tricks = level + 6 + delta;
  if (tricks < 0 || tricks > 13 || (m[4].startsWith("+") && delta === 0) || (m[4].startsWith("-") && delta === 0)) return { ok: false, error: "tricks" };
  return { ok: true, value: { passedOut: false, contract: { level: level as Contract["level"], strain, doubled }, declarer: m[5] as Direction, tricks } };
}

/** The canonical notation of a room's result ("4S= N", "3NTX-2 E", "PASS"). */
export function formatRoomResult(r: RoomResult): string {
  if (r.passedOut) return "PASS";
  const d = r.tricks - (r.contract.level + 6);
  return `${r.contract.level}${r.contract.strain}${r.contract.doubled}${d === 0 ? "=" : d > 0 ? `+${d}` : `${d}`} ${r.declarer}`;
}
