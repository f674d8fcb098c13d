// BBO's .lin files (issue 23): `key|value|` pairs, one board after another. A team match names
// each board and room with `qx|o12|` (open room, board 12) or `qx|c12|` (closed); `md|` is the
// deal (the dealer as 1 S, 2 W, 3 N, 4 E, then the hands of South, West, North and East, each
// "S…H…D…C…", the last one may be left out), `sv|` the vulnerability (o/0/- none, n NS, e EW,
// b both), `mb|` each call (p, d/x double, r/xx redouble, "1N", "!" marks an alert), `pc|` each
// card played and `mc|` a claim (the declarer's total tricks). The result is the auction's
// contract and the tricks won in play (or claimed); a board whose play stops without a claim is
// an error, not a guess. A vugraph file's `rs|` line (each room's result, o1 c1 o2 c2 …) stands
// in for a board given without its auction. Pure.
import { boardInfo, type Direction, type Vulnerability } from "@/lib/domain/bridge/boards";
import { checkDeal, SEATS, SUITS, type Deal, type Hand, type Suit, RANKS } from "@/lib/domain/bridge/deal";
import { assembleBoards, fileLimits, type FileGame, type ImportError, type MatchFile } from "@/lib/domain/bridge/match-file";
import { parseRoomResult, type RoomResult } from "@/lib/domain/bridge/notation";
import type { Contract, Strain } from "@/lib/domain/bridge/scoring";
import type { Room } from "@/lib/domain/bridge/sheet";

type Pair = { key: string; value: string; line: number };

/** The `key|value|` pairs of a LIN text, with the line each starts on. */
export function linPairs(text: string): Pair[] {
  const pairs: Pair[] = [];
  const parts = text.replace(/\r\n?/g, "\n").split("|");
  let line = 1;
  const newlines = (t: string) => t.split("\n").length - 1;
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const rawKey = parts[i];
    // the key's line: after the line breaks before it
    const lead = rawKey.length - rawKey.trimStart().length;
    pairs.push({ key: rawKey.trim().toLowerCase(), value: parts[i + 1], line: line + newlines(rawKey.slice(0, lead)) });
    line += newlines(rawKey) + newlines(parts[i + 1]);
  }
  return pairs;
}

const LIN_DEALER: Record<string, Direction> = { "1": "S", "2": "W", "3": "N", "4": "E" };
const LIN_VUL: Record<string, Vulnerability> = { o: "None", "0": "None", "-": "None", n: "NS", e: "EW", b: "All" };

/** `md|3SAK2H…,S…,S…,|`: the dealer and the deal (the fourth hand from the other three). */
export function parseLinDeal(value: string): { dealer: Direction; deal: Deal } | null {
  const dealer = LIN_DEALER[value[0]];
  if (!dealer) return null;
  const hands = value.slice(1).split(",");
  const order: Direction[] = ["S", "W", "N", "E"];
  const deal: Partial<Deal> = {};
  for (const [i, seat] of order.entries()) {
    const h = (hands[i] ?? "").trim().toUpperCase();
    if (h === "") continue;
    const m = /^S([AKQJT2-9]*)H([AKQJT2-9]*)D([AKQJT2-9]*)C([AKQJT2-9]*)$/.exec(h.replace(/10/g, "T"));
    if (!m) return null;
    deal[seat] = { S: sortRanks(m[1]), H: sortRanks(m[2]), D: sortRanks(m[3]), C: sortRanks(m[4]) };
  }
  const missing = order.filter((s) => !deal[s]);
  if (missing.length > 1) return null;
  if (missing.length === 1) {
    const hand = {} as Hand;
    for (const s of SUITS) {
      const held = new Set(order.flatMap((p) => [...(deal[p]?.[s] ?? "")]));
      hand[s] = [...RANKS].filter((r) => !held.has(r)).join("");
    }
    deal[missing[0]] = hand;
  }
  const checked = checkDeal(deal as Deal);
  return checked.ok ? { dealer, deal: checked.deal } : null;
}

const sortRanks = (r: string) => [...r].sort((a, b) => RANKS.indexOf(a) - RANKS.indexOf(b)).join("");
const next = (p: Direction, k = 1) => SEATS[(SEATS.indexOf(p) + k) % 4];
const sameSide = (a: Direction, b: Direction) => (SEATS.indexOf(a) - SEATS.indexOf(b)) % 2 === 0;

/** The contract an auction ends in, and its declarer (the side's first to name the strain). */
export function auctionContract(
  dealer: Direction,
  calls: string[],
): { ok: true; result: { passedOut: true } | { passedOut: false; contract: Contract; declarer: Direction } } | { ok: false; error: string } {
  let last: { level: number; strain: Strain; by: Direction } | null = null;
  let doubled: Contract["doubled"] = "";
  const firstNamed = new Map<string, Direction>();
  let passes = 0;
  let seat = dealer;
  for (const raw of calls) {
    const call = raw.replace(/!$/, "").trim().toUpperCase();
    if (call === "P" || call === "PASS") passes++;
    else if (call === "D" || call === "X" || call === "DBL") {
      if (!last || doubled !== "" || sameSide(seat, last.by)) return { ok: false, error: "lin_auction" };
      doubled = "X";
      passes = 0;
    } else if (call === "R" || call === "XX" || call === "RDBL") {
      if (!last || doubled !== "X" || !sameSide(seat, last.by)) return { ok: false, error: "lin_auction" };
      doubled = "XX";
      passes = 0;
    } else {
      const m = /^([1-7])(N|NT|S|H|D|C)$/.exec(call);
      if (!m) return { ok: false, error: "lin_auction" };
      const strain = (m[2].startsWith("N") ? "NT" : m[2]) as Strain;
      const order = ["C", "D", "H", "S", "NT"];
      const rank = (l: number, s: Strain) => l * 5 + order.indexOf(s);
      if (last && rank(Number(m[1]), strain) <= rank(last.level, last.strain)) return { ok: false, error: "lin_auction" };
      last = { level: Number(m[1]), strain, by: seat };
      doubled = "";
      passes = 0;
      const sideKey = `${sameSide(seat, "N") ? "NS" : "EW"}${strain}`;
      if (!firstNamed.has(sideKey)) firstNamed.set(sideKey, seat);
    }
    seat = next(seat);
  }
  if (!last) return passes >= 4 ? { ok: true, result: { passedOut: true } } : { ok: false, error: "lin_auction_incomplete" };
  if (passes < 3) return { ok: false, error: "lin_auction_incomplete" };
  const declarer = firstNamed.get(`${sameSide(last.by, "N") ? "NS" : "EW"}${last.strain}`)!;
  return { ok: true, result: { passedOut: false, contract: { level: last.level as Contract["level"], strain: last.strain, doubled }, declarer } };
}

/** Tricks the declarer's side won in the cards played (whole tricks only), or an error. */
export function tricksWon(
  deal: Deal,
  declarer: Direction,
  strain: Strain,
  cards: string[],
): { ok: true; tricks: number; played: number; complete: boolean } | { ok: false; error: string } {
  const hands: Record<Direction, Set<string>> = { N: new Set(), E: new Set(), S: new Set(), W: new Set() };
  for (const p of SEATS) for (const s of SUITS) for (const r of deal[p][s]) hands[p].add(`${s}${r}`);
  let leader = next(declarer);
  let won = 0;
  const all = cards.map((c) =>
    c
      .trim()
      .toUpperCase()
      .replace(/^([SHDC])10$/, "$1T"),
  );
  for (let t = 0; t + 4 <= all.length; t += 4) {
    const trick = all.slice(t, t + 4);
    let best = 0;
    for (let k = 0; k < 4; k++) {
      const player = next(leader, k);
      const card = trick[k];
      if (!hands[player].has(card)) return { ok: false, error: "lin_play" };
      // a player follows suit when able
      const led = trick[0][0] as Suit;
      if (k > 0 && card[0] !== led && [...hands[player]].some((c) => c[0] === led)) return { ok: false, error: "lin_play" };
      hands[player].delete(card);
      const beats = (a: string, b: string) => (a[0] === b[0] ? RANKS.indexOf(a[1]) < RANKS.indexOf(b[1]) : strain !== "NT" && a[0] === strain);
      if (k > 0 && beats(card, trick[best])) best = k;
    }
    const winner = next(leader, best);
    if (sameSide(winner, declarer)) won++;
    leader = winner;
  }
  if (all.length % 4 !== 0) {
    // the cards of an unfinished trick must still be legal holdings
    for (const [k, card] of all.slice(all.length - (all.length % 4)).entries()) if (!hands[next(leader, k)].has(card)) return { ok: false, error: "lin_play" };
  }
  return { ok: true, tricks: won, played: Math.floor(all.length / 4), complete: all.length === 52 };
}

type LinBoard = {
  line: number;
  id: string | null;
  board: number | null;
  room: Room | null;
  md?: string;
  sv?: string;
  calls: string[];
  cards: string[];
  claim?: string;
};

/** Reads a .lin file as the boards of a match of `expected` boards. */
export function readLinMatch(text: string, expected = 16): MatchFile {
  const pairs = linPairs(text);
  const errors: ImportError[] = [];
  const boards: LinBoard[] = [];
  let rs: string[] = [];
  let cur: LinBoard | null = null;
  const start = (line: number, id: string | null) => {
    const m = id ? /^([oc])(\d{1,3})$/i.exec(id.trim()) : null;
    cur = { line, id, board: m ? Number(m[2]) : null, room: m ? (m[1].toLowerCase() === "o" ? "open" : "closed") : null, calls: [], cards: [] };
    boards.push(cur);
    return cur;
  };
  const limits = fileLimits(expected);
  for (const p of pairs) {
    // Issue 35: bounded reading (no value longer than a deal's line, at most twice a match's games).
    if (errors.length >= limits.maxErrors) break;
    if (p.value.length > limits.tagChars && p.key !== "rs") {
      errors.push({ board: null, line: p.line, error: "lin_value_too_long" });
      continue;
    }
    if (boards.length > limits.maxGames) {
      errors.push({ board: null, line: p.line, error: "too_many_games" });
      break;
    }
    if (p.key === "rs") rs = p.value.slice(0, limits.tagChars * limits.maxGames).split(",");
    else if (p.key === "qx") start(p.line, p.value.split(",")[0]);
    else if (p.key === "md") {
      const b: LinBoard = cur && !(cur as LinBoard).md ? cur : start(p.line, null);
      b.md = p.value;
    } else if (cur) {
      const b = cur as LinBoard;
      if (p.key === "sv") b.sv = p.value.trim().toLowerCase();
      else if (p.key === "mb") b.calls.push(p.value);
      else if (p.key === "pc") b.cards.push(p.value);
      else if (p.key === "mc") b.claim = p.value.trim();
      else if (p.key === "ah" && b.board === null) {
        const m = /(\d{1,3})\s*$/.exec(p.value);
        if (m) b.board = Number(m[1]);
      }
    }
  }
  if (boards.length === 0) errors.push({ board: null, line: null, error: "lin_empty" });
  const games: FileGame[] = [];
  for (const [index, b] of boards.entries()) {
    const err = (error: string) => errors.push({ board: b.board, room: b.room ?? undefined, line: b.line, error });
    if (b.board === null) {
      err("missing_board");
      continue;
    }
    if (!b.md) {
      err("lin_missing_deal");
      continue;
    }
    const parsed = parseLinDeal(b.md);
    if (!parsed) {
      err("deal_cards");
      continue;
    }
    const vulnerable = b.sv !== undefined ? LIN_VUL[b.sv] : boardInfo(b.board).vulnerability;
    if (!vulnerable) {
      err("bad_vulnerable");
      continue;
    }
    const game: FileGame = { line: b.line, board: b.board, room: b.room, dealer: parsed.dealer, vulnerable, deal: parsed.deal };
    if (b.room) {
      const result = linResult(b, parsed.dealer, parsed.deal, rs[index]);
      if ("error" in result) {
        err(result.error);
        continue;
      }
      game.result = result.value;
    }
    games.push(game);
  }
  return assembleBoards("lin", games, expected, errors);
}

function linResult(b: LinBoard, dealer: Direction, deal: Deal, summary: string | undefined): { value: RoomResult } | { error: string } {
  if (b.calls.length === 0) {
    // a vugraph file's result line ("4SN-1", "PASS")
    if (!summary) return { error: "missing_contract" };
    const m = /^([1-7])(N|S|H|D|C)(XX|X)?([NESW])(=|[+-]\d{1,2})$/i.exec(summary.trim());
    if (/^p(ass)?$/i.test(summary.trim())) return { value: { passedOut: true } };
    if (!m) return { error: "bad_result" };
    const r = parseRoomResult(`${m[1]}${m[2]}${m[3] ?? ""}${m[5]} ${m[4]}`);
    return r.ok ? { value: r.value } : { error: "bad_result" };
  }
  const a = auctionContract(dealer, b.calls);
  if (!a.ok) return { error: a.error };
  if (a.result.passedOut) return { value: { passedOut: true } };
  const { contract, declarer } = a.result;
  const play = tricksWon(deal, declarer, contract.strain, b.cards);
  if (!play.ok) return { error: play.error };
  let tricks = play.tricks;
  if (b.claim !== undefined) {
    if (!/^\d{1,2}$/.test(b.claim) || Number(b.claim) > 13 || Number(b.claim) < play.tricks || Number(b.claim) > play.tricks + 13 - play.played)
      return { error: "lin_claim" };
    tricks = Number(b.claim);
  } else if (!play.complete) return { error: "lin_incomplete_play" };
  return { value: { passedOut: false, contract, declarer, tricks } };
}
