// bridge-scoring.md (Law 78B): the IMP scale.

// Lower bounds of each IMP step: |difference| ≥ BOUNDS[i] gives i + 1 IMPs.
const BOUNDS = [20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000];

/** IMPs for a point difference; the sign follows the difference. */
export function impsForDifference(points: number): number {
  if (!Number.isFinite(points)) throw new RangeError(`points must be finite: ${points}`);
  const abs = Math.abs(points);
  let imps = 0;
  while (imps < BOUNDS.length && abs >= BOUNDS[imps]) imps++;
  return points < 0 ? -imps : imps;
}
