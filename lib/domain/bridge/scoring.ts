// bridge-scoring.md (Law 77): the score of a contract for declarer's side.

export type Strain = "C" | "D" | "H" | "S" | "NT";
export type Doubled = "" | "X" | "XX";
export type Contract = { level: 1 | 2 | 3 | 4 | 5 | 6 | 7; strain: Strain; doubled: Doubled };

function trickValue(strain: Strain): number {
  return strain === "C" || strain === "D" ? 20 : 30;
}

/** Points for declarer's side (negative when down); `tricks` is the number declarer took, 0–13. */
export function contractScore(contract: Contract, vulnerable: boolean, tricks: number): number {
  const { level, strain, doubled } = contract;
  if (!Number.isInteger(level) || level < 1 || level > 7) throw new RangeError(`level must be 1..7: ${level}`);
  if (!Number.isInteger(tricks) || tricks < 0 || tricks > 13) throw new RangeError(`tricks must be 0..13: ${tricks}`);
  const mult = doubled === "XX" ? 4 : doubled === "X" ? 2 : 1;
  const needed = level + 6;
  if (tricks < needed) {
    const down = needed - tricks;
    if (doubled === "") return -down * (vulnerable ? 100 : 50);
    let p: number;
    if (vulnerable) p = 200 + (down - 1) * 300;
    else p = down === 1 ? 100 : down === 2 ? 300 : 500 + (down - 3) * 300;
    return -p * (doubled === "XX" ? 2 : 1);
  }
  const base = (strain === "NT" ? 40 + (level - 1) * 30 : level * trickValue(strain)) * mult;
  let score = base;
  score += base >= 100 ? (vulnerable ? 500 : 300) : 50;
  if (level === 6) score += vulnerable ? 750 : 500;
  if (level === 7) score += vulnerable ? 1500 : 1000;
  if (doubled === "X") score += 50;
  if (doubled === "XX") score += 100;
  const over = tricks - needed;
  if (doubled === "") score += over * (strain === "NT" ? 30 : trickValue(strain));
  else score += over * (vulnerable ? 200 : 100) * (doubled === "XX" ? 2 : 1);
  return score;
}
