// bridge-scoring.md: the WBF 2013 continuous 20-point VP scale, rounded as the WBF tables.

const TAU = (Math.sqrt(5) - 1) / 2;
const cache = new Map<number, number[]>();

/** The table of winner VPs in hundredths, index = margin, for `boards` boards. */
function table(boards: number): number[] {
  const hit = cache.get(boards);
  if (hit) return hit;
  const b = 15 * Math.sqrt(boards);
  const top = Math.ceil(b);
  const raw: number[] = [];
  for (let m = 0; m <= top; m++) {
    const v = Math.min(20, 10 + (10 * (1 - Math.pow(TAU, (3 * m) / b))) / (1 - Math.pow(TAU, 3)));
    raw.push(Math.round(v * 100));
  }
  // WBF adjustment: wherever a step is larger than the step before it, add 0.01 to the earlier value.
  for (let changed = true; changed;) {
    changed = false;
    for (let m = 1; m + 1 < raw.length; m++) {
      if (raw[m + 1] - raw[m] > raw[m] - raw[m - 1]) {
        raw[m] += 1;
        changed = true;
      }
    }
  }
  cache.set(boards, raw);
  return raw;
}

/** VPs of winner and loser for an IMP `margin` ≥ 0 over `boards` boards (2 decimals). */
export function victoryPoints(margin: number, boards: number): { winner: number; loser: number } {
  if (!Number.isInteger(boards) || boards < 1) throw new RangeError(`boards must be a positive integer: ${boards}`);
  if (!Number.isInteger(margin) || margin < 0) throw new RangeError(`margin must be an integer ≥ 0: ${margin}`);
  const t = table(boards);
  const w = margin < t.length ? t[margin] : 2000;
  return { winner: w / 100, loser: (2000 - w) / 100 };
}
