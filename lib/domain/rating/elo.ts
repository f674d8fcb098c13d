// E1, E2, E3 (the worked example: elo.test.ts), E4 and rating.md: Elo with the ICS provisional scheme (28 rated matches to be established).

export const RATING_START = 1600;
export const RATING_K = 32;
export const ESTABLISHED_AFTER = 28;

export type RatingState = { rating: number; ratedMatches: number };
export type RatingSettings = { k: number; establishedAfter: number };
const DEFAULTS: RatingSettings = { k: RATING_K, establishedAfter: ESTABLISHED_AFTER };

/** E1: expected score of A against B, in [0, 1]. */
export function expectedScore(ratingA: number, ratingB: number): number {
  return 1 / (1 + Math.pow(10, (ratingB - ratingA) / 400));
}

function updateOne(x: RatingState, y: RatingState, s: 0 | 1, set: RatingSettings): number {
  const xEstablished = x.ratedMatches >= set.establishedAfter;
  const yEstablished = y.ratedMatches >= set.establishedAfter;
  const o = 2 * s - 1;
  if (xEstablished) {
    const k = yEstablished ? set.k : (set.k * y.ratedMatches) / set.establishedAfter;
    return x.rating + k * (s - expectedScore(x.rating, y.rating));
  }
  const performance = yEstablished ? y.rating + 400 * o : (x.rating + y.rating) / 2 + 200 * o;
  return (x.ratedMatches * x.rating + performance) / (x.ratedMatches + 1);
}

/**
 * rating.md: the new unrounded ratings of both sides after a rated match, both computed from the
 * values before it. The caller increments both `ratedMatches`.
 */
export function rateMatch(a: RatingState, b: RatingState, winner: "a" | "b", settings: RatingSettings = DEFAULTS): { a: number; b: number } {
  const sA = winner === "a" ? 1 : 0;
  const sB = winner === "b" ? 1 : 0;
  return { a: updateOne(a, b, sA, settings), b: updateOne(b, a, sB, settings) };
}

/** rating.md "What users see": each side's change on a win and on a loss (the rating at stake). */
export function ratingAtStake(a: RatingState, b: RatingState, settings: RatingSettings = DEFAULTS) {
  const aWins = rateMatch(a, b, "a", settings);
  const bWins = rateMatch(a, b, "b", settings);
  return {
    a: { win: aWins.a - a.rating, loss: bWins.a - a.rating },
    b: { win: bWins.b - b.rating, loss: aWins.b - b.rating },
  };
}

/** Whether a rating is still provisional (E2). */
export function isProvisional(ratedMatches: number, settings: RatingSettings = DEFAULTS): boolean {
  return ratedMatches < settings.establishedAfter;
}
