// What people look at on a team page and the ladder (issue 12): the head-to-head record against
// each opponent and the form (last results), from the decided outcomes, newest first.
import type { Side } from "@/lib/domain/challenge/types";

export type DecidedOutcome = { challengeId: string; challengerId: string; defenderId: string; winner: Side | null; at: Date };

/** W/L from `teamId`'s side of an outcome; null when it had no winner (withdrawn, abandoned, voided). */
export function resultFor(teamId: string, o: DecidedOutcome): "W" | "L" | null {
  if (!o.winner) return null;
  const won = (o.winner === "challenger" ? o.challengerId : o.defenderId) === teamId;
  return won ? "W" : "L";
}

/** The head-to-head record against every opponent met (wins and losses of `teamId`). */
export function headToHead(teamId: string, outcomes: readonly DecidedOutcome[]): Map<string, { wins: number; losses: number }> {
  const out = new Map<string, { wins: number; losses: number }>();
  for (const o of outcomes) {
    if (o.challengerId !== teamId && o.defenderId !== teamId) continue;
    const r = resultFor(teamId, o);
    if (!r) continue;
    const opponent = o.challengerId === teamId ? o.defenderId : o.challengerId;
    const rec = out.get(opponent) ?? { wins: 0, losses: 0 };
    if (r === "W") rec.wins++;
    else rec.losses++;
    out.set(opponent, rec);
  }
  return out;
}

/** The last `n` results of `teamId`, newest first (outcomes given in any order). */
export function formOf(teamId: string, outcomes: readonly DecidedOutcome[], n = 5): ("W" | "L")[] {
  return [...outcomes]
    .filter((o) => o.challengerId === teamId || o.defenderId === teamId)
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .map((o) => resultFor(teamId, o))
    .filter((r): r is "W" | "L" => r !== null)
    .slice(0, n);
}
