// A seeded pseudo-random sequence in [0, 1) (a 32-bit linear congruential generator): the same seed
// gives the same sequence, so the demo league, the season and soak runs and the test deals repeat.
// Not for anything secret (lib/services/accounts/secrets.ts draws those from node:crypto).
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}
