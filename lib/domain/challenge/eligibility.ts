// "May this team challenge that one now?" (issue 39, STYLE.md "One answer to one question"): the
// issuing rules as one ordered list, asked by the ladder's column, the challenge form and issuing
// alike. A new issuing rule is one entry here (with the facts it needs added to
// EligibilityContext, which the services must then load: the compiler holds them to it).
import { challengeablePositions, mayChallengePosition } from "@/lib/domain/ladder/eligibility";
import type { RuleId } from "@/lib/domain/rules";
import type { Violation } from "@/lib/domain/challenge/types";

export type LadderView = {
  /** Positions with an open outgoing challenge. */
  hasOutgoing: Set<number>;
  /** Positions with an open incoming challenge. */
  hasIncoming: Set<number>;
  size: number;
};

/** What the issuing rules read: the ladder's locks and the C10 window at the instant asked about. */
export type EligibilityContext = {
  ladder: LadderView;
  /** C10: whether the weekly priority window is open, and which of positions 2 and 3 have decided. */
  priority: { open: boolean; decided: number[] };
};

type EligibilityRule = { id: RuleId; refuse: (from: number, to: number, c: EligibilityContext) => Violation | null };

/** The issuing rules in the order a refusal names them (the first that refuses answers). */
export const ELIGIBILITY_RULES: readonly EligibilityRule[] = [
  // C2: one out: a team with an open outgoing challenge issues no other.
  { id: "C2", refuse: (from, _to, c) => (c.ladder.hasOutgoing.has(from) ? { code: "challenger_locked", rule: "C2", status: 409 } : null) },
  // C2: one in: a team with an open incoming challenge receives no other.
  { id: "C2", refuse: (_from, to, c) => (c.ladder.hasIncoming.has(to) ? { code: "defender_locked", rule: "C2", status: 409 } : null) },
  // C1: the step table, within the ladder.
  {
    id: "C1",
    refuse: (from, to, c) =>
      to <= c.ladder.size && mayChallengePosition(from, to) ? null : { code: "not_in_step_table", rule: "C1", status: 422, params: { from, to } },
  },
  // C10: during the weekly priority window only positions 2 and 3 that have not decided may
  // challenge, and only position 1.
  {
    id: "C10",
    refuse: (from, to, c) =>
      !c.priority.open || ((from === 2 || from === 3) && !c.priority.decided.includes(from) && to === 1)
        ? null
        : { code: "priority_window", rule: "C10", status: 422 },
  },
];

/** Why the team at `from` may not challenge the team at `to` now, or null when it may. */
export function challengeRefusal(from: number, to: number, c: EligibilityContext): Violation | null {
  for (const rule of ELIGIBILITY_RULES) {
    const v = rule.refuse(from, to, c);
    if (v) return v;
  }
  return null;
}

/**
 * The positions the team at `position` may challenge now, ascending: C1's table names the
 * candidates (every other position is refused by C1 itself), challengeRefusal decides each.
 */
export function mayChallenge(position: number, c: EligibilityContext): number[] {
  return challengeablePositions(position).filter((to) => challengeRefusal(position, to, c) === null);
}
