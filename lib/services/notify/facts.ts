// Issue 38: a challenge's notice facts from its stored row and, after a transition, its next
// state: both teams' names and positions, the times proposed or agreed, the score, the deadline.
import type { Challenge, Side } from "@/lib/domain/challenge/types";
import { nextDeadline } from "@/lib/domain/challenge/transition-core";
import type { NoticeFacts } from "@/lib/domain/notify/notice";
import type { ChallengeRow } from "@/lib/services/challenges/challenge-load";

type Row = Pick<ChallengeRow, "id" | "number"> & {
  challengerId?: string;
  defenderId?: string;
  challengerPosition?: number;
  defenderPosition?: number;
  challenger: { name: string };
  defender: { name: string };
};

/** The match: number, teams and their positions when it was issued. */
export function matchFacts(row: Row): NoticeFacts {
  return {
    number: row.number,
    challengeId: row.id,
    challenger: row.challenger.name,
    defender: row.defender.name,
    challengerPosition: row.challengerPosition,
    defenderPosition: row.defenderPosition,
    ...(row.challengerId && row.defenderId ? { teamIds: [row.challengerId, row.defenderId] } : {}),
  };
}

/** The match after a transition by `by`: the times that side proposed, the agreed start, the score, the next deadline. */
export function transitionFacts(row: Row, next: Challenge, by: Side | null): NoticeFacts {
  const f: NoticeFacts = { ...matchFacts(row) };
  if (by) f.by = by === "challenger" ? row.challenger.name : row.defender.name;
  if (next.state === "awaiting_response" || next.state === "awaiting_choice") {
    const times = next.slots.filter((s) => !by || s.proposedBy === by).map((s) => s.at.toISOString());
    if (times.length) f.times = times;
  }
  if (next.reschedule) f.times = [next.reschedule.at.toISOString()];
  if (next.scheduledAt) f.at = next.scheduledAt.toISOString();
  // M4: a correction's totals replace the submitted ones.
  const score = next.result?.correction ?? next.result;
  if (score) {
    f.challengerImps = score.challengerImps;
    f.defenderImps = score.defenderImps;
  }
  if (next.outcome) {
    f.reason = next.outcome.reason;
    if (next.outcome.winner) f.winner = next.outcome.winner === "challenger" ? row.challenger.name : row.defender.name;
  }
  const deadline = nextDeadline(next);
  if (deadline && next.state !== "final") f.deadline = deadline.at.toISOString();
  return f;
}
