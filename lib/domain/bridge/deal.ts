// A deal (issue 23): the 52 cards in four hands, as PBN writes it ("N:AKQ.JT9.8765.432 …": the
// first hand's seat, then the hands clockwise, suits in the order spades, hearts, diamonds,
// clubs, T for ten), validated: 52 distinct cards, 13 in each hand. Pure.
import type { Direction } from "@/lib/domain/bridge/boards";

export const SEATS: Direction[] = ["N", "E", "S", "W"];
export const SUITS = ["S", "H", "D", "C"] as const;
export type Suit = (typeof SUITS)[number];
export const RANKS = "AKQJT98765432";

/** A hand: each suit's ranks, highest first ("AKT3"). */
export type Hand = Record<Suit, string>;
export type Deal = Record<Direction, Hand>;

export type DealProblem = "deal_syntax" | "deal_cards" | "deal_hand_size" | "deal_duplicate";

/** The longest text read as a deal (issue 35): 52 cards, "10" for tens, separators and a little space. */
export const DEAL_MAX_CHARS = 120;

const sortRanks = (r: string) => [...r].sort((a, b) => RANKS.indexOf(a) - RANKS.indexOf(b)).join("");

/** Parses one hand "AKQ.JT9.8765.432" ("-" or "" for a void; "10" accepted for ten). */
function parseHand(text: string): Hand | null {
  const parts = text.replace(/10/g, "T").toUpperCase().split(".");
  if (parts.length !== 4) return null;
  const hand = {} as Hand;
  for (const [i, s] of SUITS.entries()) {
    const ranks = parts[i] === "-" ? "" : parts[i];
    if (!/^[AKQJT98765432]*$/.test(ranks)) return null;
    hand[s] = sortRanks(ranks);
  }
  return hand;
}

/**
 * A PBN deal string as a deal. The fourth hand may be "-" (PBN allows one unknown hand): it is
 * then the 13 cards the other three do not hold.
 */
export function parseDeal(text: string): { ok: true; deal: Deal } | { ok: false; problem: DealProblem } {
  // Issue 35: no regular expression that can backtrack over the text, and nothing longer than a
  // deal can be (67 characters written plainly, a few more with "10" and spaces).
  if (text.length > DEAL_MAX_CHARS) return { ok: false, problem: "deal_syntax" };
  const trimmed = text.trim();
  const colon = trimmed.indexOf(":");
  const seat = colon < 0 ? "" : trimmed.slice(0, colon).trim().toUpperCase();
  if (!SEATS.includes(seat as Direction)) return { ok: false, problem: "deal_syntax" };
  const hands = trimmed
    .slice(colon + 1)
    .split(/[ \t]+/)
    .filter((h) => h !== "");
  if (hands.length !== 4) return { ok: false, problem: "deal_syntax" };
  const first = SEATS.indexOf(seat as Direction);
  const deal = {} as Deal;
  let unknown: Direction | null = null;
  for (const [i, h] of hands.entries()) {
    const seat = SEATS[(first + i) % 4];
    if (h === "-") {
      if (unknown) return { ok: false, problem: "deal_syntax" };
      unknown = seat;
      continue;
    }
    const hand = parseHand(h);
    if (!hand) return { ok: false, problem: "deal_syntax" };
    deal[seat] = hand;
  }
  if (unknown) deal[unknown] = remainder(deal);
  return checkDeal(deal);
}

/** The cards no known hand holds (a deal given with three hands). */
function remainder(partial: Partial<Deal>): Hand {
  const hand = {} as Hand;
  for (const s of SUITS) {
    const held = new Set(SEATS.flatMap((p) => [...(partial[p]?.[s] ?? "")]));
    hand[s] = [...RANKS].filter((r) => !held.has(r)).join("");
  }
  return hand;
}

/** 52 distinct cards, 13 in each hand. */
export function checkDeal(deal: Deal): { ok: true; deal: Deal } | { ok: false; problem: DealProblem } {
  const seen = new Set<string>();
  for (const p of SEATS) {
    const hand = deal[p];
    if (!hand) return { ok: false, problem: "deal_syntax" };
    let n = 0;
    for (const s of SUITS) {
      for (const r of hand[s]) {
        const card = `${s}${r}`;
        if (seen.has(card)) return { ok: false, problem: "deal_duplicate" };
        seen.add(card);
        n++;
      }
    }
    if (n !== 13) return { ok: false, problem: "deal_hand_size" };
  }
  return seen.size === 52 ? { ok: true, deal } : { ok: false, problem: "deal_cards" };
}

/** The deal as PBN writes it, from `first`'s seat (T for ten). */
export function formatDeal(deal: Deal, first: Direction = "N"): string {
  const i = SEATS.indexOf(first);
  const hands = [0, 1, 2, 3].map((k) => SUITS.map((s) => deal[SEATS[(i + k) % 4]][s]).join("."));
  return `${first}:${hands.join(" ")}`;
}

/** Ranks as people read them (10, not T). */
/**
 * A deal shuffled with `random` (Fisher–Yates from the last card; N gets the first 13): the same
 * sequence gives the same deal, so the demo league and the test corpus are reproducible.
 */
export function shuffledDeal(random: () => number): Deal {
  const cards = SUITS.flatMap((s) => [...RANKS].map((r) => `${s}${r}`));
  for (let i = cards.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  const deal = {} as Deal;
  SEATS.forEach((p, k) => {
    const hand = cards.slice(k * 13, k * 13 + 13);
    deal[p] = { S: "", H: "", D: "", C: "" };
    for (const s of SUITS) deal[p][s] = [...RANKS].filter((r) => hand.includes(`${s}${r}`)).join("");
  });
  return deal;
}

export const displayRanks = (ranks: string) => (ranks === "" ? "—" : [...ranks].map((r) => (r === "T" ? "10" : r)).join(" "));

/** High-card points (A 4, K 3, Q 2, J 1) of a hand. */
export function hcp(hand: Hand): number {
  const v: Record<string, number> = { A: 4, K: 3, Q: 2, J: 1 };
  return SUITS.reduce((n, s) => n + [...hand[s]].reduce((m, r) => m + (v[r] ?? 0), 0), 0);
}
