// The demo's random matches (issue 12, hand records issue 23): plausible boards
// as notation, shuffled deals and a scored 16-board sheet, and a lineup of four registered seats.
import { computeSheet, type Sheet } from "@/lib/domain/bridge/sheet";
import { parseRoomResult, type RoomResult } from "@/lib/domain/bridge/notation";
import { formatDeal, shuffledDeal } from "@/lib/domain/bridge/deal";

/** A random but plausible board: a contract, its declarer and the tricks taken, as notation. */
function randomRoom(random: () => number): string {
  if (random() < 0.04) return "PASS";
  const level = 1 + Math.floor(random() * (random() < 0.3 ? 6 : 4));
  const strain = ["C", "D", "H", "S", "NT"][Math.floor(random() * 5)];
  const delta = Math.max(-(level + 6), Math.min(13 - (level + 6), Math.round((random() - 0.45) * 3)));
  const declarer = "NESW"[Math.floor(random() * 4)];
  return `${level}${strain}${delta === 0 ? "=" : delta > 0 ? `+${delta}` : delta} ${declarer}`;
}

export function randomSheet(random: () => number, boards: number, dealRandom: () => number) {
  const rows = Array.from({ length: boards }, (_, i) => ({
    board: i + 1,
    open: randomRoom(random),
    closed: randomRoom(random),
    deal: formatDeal(shuffledDeal(dealRandom)),
  }));
  const parse = (s: string) => (parseRoomResult(s) as { ok: true; value: RoomResult }).value;
  const sheet: Sheet = { challengerNsRoom: "open", boards: rows.map((r) => ({ board: r.board, open: parse(r.open), closed: parse(r.closed) })) };
  const t = computeSheet(sheet);
  return { rows, challengerImps: t.challengerImps, defenderImps: t.defenderImps };
}

/** Four registered seats (the domain only checks the lineup's shape here). */
export function seats() {
  return [0, 1, 2, 3].map((i) => ({ userId: `m${i}`, registered: true as const }));
}
