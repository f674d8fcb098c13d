// M1 (who wins), T3/C14 (lineups), E4 (what is rated).
import type { Challenge, LineupPlayer, Outcome, Side, Violation } from "@/lib/domain/challenge/types";

/** M1: more IMPs wins; equal IMPs, the defender wins. */
export function winnerByImps(challengerImps: number, defenderImps: number): Side {
  return challengerImps > defenderImps ? "challenger" : "defender";
}

/** T3: a lineup of 4 distinct players; null when it is well-formed. */
export function checkLineup(players: LineupPlayer[]): Violation | null {
  if (players.length !== 4) return { code: "lineup_size", rule: "T3", status: 422, params: { count: players.length } };
  const keys = players.map((p) => (p.registered ? `u:${p.userId}` : `n:${p.name.trim().toLowerCase()}`));
  if (new Set(keys).size !== keys.length) return { code: "lineup_duplicate", rule: "T3", status: 422 };
  if (players.some((p) => !p.registered && p.name.trim() === "")) return { code: "lineup_name_missing", rule: "T3", status: 422 };
  return null;
}

/**
 * C14/T3 (revision 2): a side with fewer than 3 registered players is accepted and marked; the
 * result stands unless the other side claimed under C14 before the start (playing on waives it, C15).
 */
export function lineupMarked(lineup: { challenger: LineupPlayer[]; defender: LineupPlayer[] }): boolean {
  return [lineup.challenger, lineup.defender].some((players) => players.filter((p) => p.registered).length < 3);
}

export function checkImps(...values: number[]): Violation | null {
  if (values.some((v) => !Number.isInteger(v) || v < 0)) return { code: "imps_invalid", rule: "M1", status: 422 };
  return null;
}

/**
 * E4: only matches actually played are rated (not forfeits, awards or voided ones); revision 3: a
 * concession at or after the agreed start counts as played (C17), which its outcome says (`rated`).
 */
export function isRated(outcome: Outcome): boolean {
  if (outcome.winner === null) return false;
  if (outcome.reason === "conceded") return outcome.rated === true;
  return outcome.reason === "played";
}

/**
 * R5 (revision 4): a challenge that ended by withdrawal (C4), abandonment (C9) or voiding (R1, R3)
 * takes no case, and no ruling brings it back.
 */
export function endedWithoutMatch(ch: Pick<Challenge, "outcome">): boolean {
  const r = ch.outcome?.reason;
  return r === "withdrawn" || r === "abandoned" || r === "voided";
}
