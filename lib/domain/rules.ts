// The rule table (issue 39, STYLE.md "One answer to one question"): every rule id of
// ../shared/spec/league-rules.md, declared once, with the modules that enforce it. A test
// (rules.test.ts) holds it against the spec both ways, and checks that each module named here
// names the rule; `RuleId` types every `rule` an error or an event carries, so an id outside the
// spec is a compile error. A rule not built yet says so with its issue (`planned`).
export type RuleEntry = { readonly enforcedIn: readonly string[] } | { readonly planned: string };

export const RULES = {
  T1: { enforcedIn: ["lib/services/teams/teams.ts", "lib/services/league/admin.ts", "lib/services/accounts/roster-import.ts"] },
  T2: { enforcedIn: ["lib/services/league/admin.ts", "lib/domain/ladder/replay.ts"] },
  T3: { enforcedIn: ["lib/domain/challenge/result.ts", "lib/domain/challenge/transition-referee.ts", "lib/services/challenges/results.ts"] },
  T4: { enforcedIn: ["lib/domain/challenge/transition-claims.ts"] },
  T5: { enforcedIn: ["lib/domain/settings.ts", "lib/domain/team/replacement.ts", "lib/services/teams/replacements.ts"] },
  T6: { enforcedIn: ["lib/domain/team/deputies.ts", "lib/services/teams/teams.ts"] },
  T7: { enforcedIn: ["lib/services/teams/teams.ts"] },
  S1: { enforcedIn: ["lib/domain/settings.ts", "lib/domain/challenge/transition.ts", "lib/domain/history.ts"] },
  D1: { enforcedIn: ["lib/domain/challenge/transition-core.ts", "lib/domain/challenge/transition.ts", "lib/domain/challenge/transition-results.ts"] },
  C1: { enforcedIn: ["lib/domain/challenge/eligibility.ts", "lib/domain/ladder/eligibility.ts"] },
  C2: { enforcedIn: ["lib/domain/challenge/eligibility.ts", "lib/db/transaction.ts"] },
  C3: { enforcedIn: ["lib/domain/challenge/transition-core.ts"] },
  C4: { enforcedIn: ["lib/domain/challenge/transition.ts"] },
  C5: { enforcedIn: ["lib/domain/settings.ts", "lib/domain/challenge/slots.ts", "lib/domain/challenge/transition.ts"] },
  C6: { enforcedIn: ["lib/domain/settings.ts", "lib/domain/challenge/slots.ts"] },
  C7: { enforcedIn: ["lib/domain/settings.ts", "lib/domain/challenge/transition-core.ts"] },
  C8: { enforcedIn: ["lib/domain/settings.ts", "lib/domain/challenge/transition-core.ts", "lib/domain/challenge/check-in.ts"] },
  C9: { enforcedIn: ["lib/domain/challenge/transition-core.ts", "lib/domain/challenge/transition.ts"] },
  C10: { enforcedIn: ["lib/domain/challenge/eligibility.ts", "lib/domain/challenge/issue.ts", "lib/services/challenges/priority.ts"] },
  C11: { enforcedIn: ["lib/domain/settings.ts", "lib/domain/challenge/transition.ts", "lib/domain/challenge/transition-claims.ts"] },
  C12: { enforcedIn: ["lib/domain/settings.ts", "lib/domain/challenge/transition-claims.ts", "lib/domain/challenge/types.ts"] },
  C13: { enforcedIn: ["lib/domain/challenge/transition-claims.ts", "lib/domain/challenge/types.ts", "lib/services/cases/cases.ts"] },
  C14: { enforcedIn: ["lib/domain/challenge/transition-claims.ts", "lib/domain/challenge/types.ts", "lib/services/cases/cases.ts"] },
  C15: { enforcedIn: ["lib/domain/challenge/result.ts"] },
  C16: { enforcedIn: ["lib/domain/challenge/transition.ts"] },
  C17: { enforcedIn: ["lib/domain/challenge/transition.ts"] },
  M1: { enforcedIn: ["lib/domain/settings.ts", "lib/domain/challenge/result.ts", "lib/domain/challenge/transition-referee.ts"] },
  M2: { enforcedIn: ["lib/domain/settings.ts", "lib/domain/challenge/transition-core.ts", "lib/domain/challenge/transition-results.ts"] },
  M3: { enforcedIn: ["lib/domain/challenge/check-in.ts"] },
  M4: { enforcedIn: ["lib/domain/challenge/transition-results.ts", "lib/domain/challenge/transition-referee.ts", "lib/services/cases/rulings.ts"] },
  M5: { enforcedIn: ["lib/domain/challenge/transition-claims.ts", "lib/domain/challenge/types.ts", "lib/domain/challenge/transition-referee.ts"] },
  L1: { enforcedIn: ["lib/services/challenges/challenge-store.ts"] },
  L2: { enforcedIn: ["lib/domain/ladder/replay.ts", "lib/services/challenges/challenge-store.ts"] },
  L3: { enforcedIn: ["lib/services/cases/rulings.ts"] },
  L4: { enforcedIn: ["lib/domain/challenge/transition-core.ts", "lib/domain/challenge/transition-referee.ts", "lib/services/league/verify.ts"] },
  R1: { enforcedIn: ["lib/domain/challenge/types.ts", "lib/domain/challenge/transition-referee.ts", "lib/services/cases/rulings.ts"] },
  R2: { enforcedIn: ["lib/domain/settings.ts", "lib/services/challenges/sweep.ts"] },
  R3: { enforcedIn: ["lib/domain/challenge/types.ts", "lib/services/league/rebuild.ts"] },
  R4: { enforcedIn: ["lib/domain/challenge/transition-referee.ts", "lib/services/cases/rulings.ts"] },
  R5: { enforcedIn: ["lib/services/cases/rulings.ts", "lib/services/cases/cases.ts"] },
  E1: { enforcedIn: ["lib/domain/rating/elo.ts", "lib/services/challenges/challenge-store.ts"] },
  E2: { enforcedIn: ["lib/domain/settings.ts", "lib/domain/rating/elo.ts"] },
  E3: { enforcedIn: ["lib/domain/rating/elo.ts"] },
  E4: { enforcedIn: ["lib/domain/challenge/transition-core.ts", "lib/domain/challenge/result.ts", "lib/domain/challenge/transition.ts"] },
  E5: { enforcedIn: ["lib/domain/settings.ts", "lib/domain/history.ts", "lib/domain/rating/board.ts"] },
  V1: { enforcedIn: ["lib/domain/bridge/match-file.ts"] },
  S2: {
    planned:
      "issue 40: several ladders (the ladder keys are on Team, LadderEntry, Challenge and PriorityWeek; services and pages act on the default ladder, decision 0022)",
  },
  S3: { enforcedIn: ["lib/domain/season/season.ts", "lib/services/league/season-admin.ts", "lib/services/challenges/issue.ts"] },
  S4: { enforcedIn: ["lib/domain/season/season.ts", "lib/services/league/season-admin.ts", "lib/services/teams/replacements.ts", "lib/domain/history.ts"] },
  S5: { planned: "issue 40: divisions need several ladders (S2); the exchange itself is lib/domain/season/season.ts promoteAndRelegate" },
  S6: { enforcedIn: ["lib/domain/history.ts", "lib/services/league/verify.ts", "lib/services/league/seasons.ts"] },
} as const satisfies Record<string, RuleEntry>;

/** A rule id of league-rules.md. */
export type RuleId = keyof typeof RULES;

/** Whether a text (a stored event's rule, a query string) is a rule id. */
export function isRuleId(id: string): id is RuleId {
  return Object.hasOwn(RULES, id);
}
