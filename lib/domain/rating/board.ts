// rating.md: the rating board as a pure function of the ordered rated results (E4).
import { rateMatch, type RatingSettings } from "@/lib/domain/rating/elo";

export type BoardEntry = { rating: number; ratedMatches: number; wins: number; losses: number; lastChange: number | null };
export type RatedResult = { winnerId: string; loserId: string };
export type RatingBoard = Map<string, BoardEntry>;

export const freshEntry = (start: number): BoardEntry => ({ rating: start, ratedMatches: 0, wins: 0, losses: 0, lastChange: null });

/** Applies one rated result; returns the new entries of winner and loser (the board is updated). */
export function applyRatedResult(
  board: RatingBoard,
  r: RatedResult,
  settings: RatingSettings & { start: number },
): { winner: BoardEntry; loser: BoardEntry; before: { winner: BoardEntry; loser: BoardEntry } } {
  // E5 (revision 4): a team's first rated match starts from the start rating of that match's
  // challenge (a team without one is at the start rating whatever it was then).
  const entry = (id: string) => {
    const e = board.get(id);
    return !e || e.ratedMatches === 0 ? { ...(e ?? freshEntry(settings.start)), rating: settings.start } : e;
  };
  const w = entry(r.winnerId);
  const l = entry(r.loserId);
  const next = rateMatch(w, l, "a", settings);
  const winner = { rating: next.a, ratedMatches: w.ratedMatches + 1, wins: w.wins + 1, losses: w.losses, lastChange: next.a - w.rating };
  const loser = { rating: next.b, ratedMatches: l.ratedMatches + 1, wins: l.wins, losses: l.losses + 1, lastChange: next.b - l.rating };
  board.set(r.winnerId, winner);
  board.set(r.loserId, loser);
  return { winner, loser, before: { winner: w, loser: l } };
}

/** Replays rated results in order over the given teams (every team starts at `start`). */
export function replayRatings(teamIds: readonly string[], results: readonly RatedResult[], settings: RatingSettings & { start: number }): RatingBoard {
  const board: RatingBoard = new Map(teamIds.map((t) => [t, freshEntry(settings.start)]));
  for (const r of results) applyRatedResult(board, r, settings);
  return board;
}
