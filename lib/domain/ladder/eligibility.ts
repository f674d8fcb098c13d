// C1: the step table. Position r (≥ 2) may challenge r−s … r−1 with s = ⌊r/3⌋ + 1; this reproduces
// the source's table for 2..8 exactly and continues it (league-rules.md, C1 interpretation).

/** The positions a team at `position` may challenge under C1, ascending; [] for position 1. */
export function challengeablePositions(position: number): number[] {
  if (!Number.isInteger(position) || position < 2) return [];
  const reach = Math.floor(position / 3) + 1;
  const out: number[] = [];
  for (let p = Math.max(1, position - reach); p < position; p++) out.push(p);
  return out;
}

/** C1: whether a team at `challenger` may challenge the team at `defender` (the same table, in O(1)). */
export function mayChallengePosition(challenger: number, defender: number): boolean {
  if (!Number.isInteger(challenger) || !Number.isInteger(defender) || challenger < 2) return false;
  return defender < challenger && defender >= Math.max(1, challenger - (Math.floor(challenger / 3) + 1));
}
