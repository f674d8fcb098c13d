// What a member of a team must do next on an open challenge (issue 37: to-do lists that do not
// mislead). Captains and deputies answer, choose, play and report, and confirm or appeal the other
// side's result (never their own, M2); any member may check in for the team (C11).
import type { Side } from "@/lib/domain/challenge/types";

export type TodoKey = "answer" | "choose" | "playAndReport" | "checkIn" | "confirmOrAppeal";
export type TodoChallenge = { state: string; challengerId: string; defenderId: string; result: { submittedBy: Side | null } | null };

/** The to-do of `teamId`'s member on a challenge (`leads`: captain or deputy), or null. */
export function todoFor(c: TodoChallenge, teamId: string, leads: boolean): TodoKey | null {
  const mine: Side | null = c.challengerId === teamId ? "challenger" : c.defenderId === teamId ? "defender" : null;
  if (!mine) return null;
  if (c.state === "scheduled") return leads ? "playAndReport" : "checkIn";
  if (!leads) return null;
  if (c.state === "awaiting_response") return mine === "defender" ? "answer" : null;
  if (c.state === "awaiting_choice") return mine === "challenger" ? "choose" : null;
  // M2: the side that submitted waits for the other; a referee's result (no side) asks nobody.
  if (c.state === "result_submitted") return c.result?.submittedBy && c.result.submittedBy !== mine ? "confirmOrAppeal" : null;
  return null;
}
