// M4 and L3 (rules revision 3): when a ruling finds a submitted result false, does the submitting
// team drop to the last position? Only when the winner the referees establish differs from the
// submitted winner (a false result that changes nothing gains nothing), and not when the submitter
// asked for a correction before any referee looked whose corrected totals name that same winner
// (a "correction" that is itself false protects nothing).
import { winnerByImps } from "@/lib/domain/challenge/result";
import type { Correction, Side } from "@/lib/domain/challenge/types";

export type FalseResultFinding = "penalty" | "same_winner" | "corrected";

export function falseResultPenalty(input: {
  submitted: { challengerImps: number; defenderImps: number };
  /** The winner the ruling establishes (null: no winner, e.g. an invalid match). */
  established: Side | null;
  correction?: Pick<Correction, "challengerImps" | "defenderImps" | "protects">;
}): FalseResultFinding {
  const submittedWinner = winnerByImps(input.submitted.challengerImps, input.submitted.defenderImps);
  if (input.established === submittedWinner) return "same_winner";
  const c = input.correction;
  if (c?.protects && winnerByImps(c.challengerImps, c.defenderImps) === input.established) return "corrected";
  return "penalty";
}
