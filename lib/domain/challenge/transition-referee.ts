// Referee rulings on a challenge: award, replace the result, invalid (T3), rematch (R1), dismiss
// (R4), and voiding without fault (R1, R3). A ruling on a final challenge revises its outcome in
// place (L4: the ladder and the board are rebuilt from the events; it stays final).
import type { RuleId } from "@/lib/domain/rules";
import { HOUR, type LeagueSettings } from "@/lib/domain/settings";
import { checkStartTime } from "@/lib/domain/challenge/slots";
import { checkImps, winnerByImps } from "@/lib/domain/challenge/result";
import { applyPassedDeadlines, decide, decideAndFinalise, refuse, undecided, wrongState } from "@/lib/domain/challenge/transition-core";
import type { Action, Challenge, DomainEvent, Outcome, Side, TransitionResult } from "@/lib/domain/challenge/types";

type Of<T extends Action["type"]> = Extract<Action, { type: T }>;

/** An outcome a ruling establishes: final at once, or revised in place on a final challenge. */
function establish(ch: Challenge, outcome: Outcome, now: Date, rule: RuleId, events: DomainEvent[]): TransitionResult {
  if (ch.state === "final") return { ok: true, challenge: { ...decide(ch, outcome, now, rule, events), openCase: false }, events };
  return decideAndFinalise(ch, outcome, now, rule, events);
}

export function award(ch: Challenge, action: Of<"award">, now: Date, events: DomainEvent[]): TransitionResult {
  if (ch.state === "awaiting_response" || ch.state === "awaiting_choice") return wrongState();
  events.push({ type: "referee_awarded", data: { winner: action.winner, reason: action.reason } });
  // T3: an invalid match has no winner (positions unchanged, unrated).
  const outcome: Outcome = action.reason === "invalid" ? { winner: null, reason: "invalid" } : { winner: action.winner, reason: action.reason };
  return establish(ch, outcome, now, action.reason === "invalid" ? "T3" : "M5", events);
}

export function replaceResult(ch: Challenge, action: Of<"replace_result">, now: Date, events: DomainEvent[]): TransitionResult {
  if (ch.state !== "disputed" && ch.state !== "result_submitted" && !(ch.state === "final" && ch.result)) return wrongState("M4");
  const imps = checkImps(action.challengerImps, action.defenderImps);
  if (imps) return refuse(imps);
  const result = {
    ...(ch.result ?? { bySide: "challenger" as Side, submittedAt: now }),
    challengerImps: action.challengerImps,
    defenderImps: action.defenderImps,
  };
  events.push({ type: "result_replaced", rule: "M4", data: { challengerImps: action.challengerImps, defenderImps: action.defenderImps } });
  return establish({ ...ch, result }, { winner: winnerByImps(result.challengerImps, result.defenderImps), reason: "played" }, now, "M1", events);
}

/**
 * R1 (revision 3): a rematch at a time the referee agreed with both captains (C6's margin against
 * the new deadline, 7 days from the ruling; not C5's notice). It starts clean: no result, appeal,
 * correction, referee look, check-in or reschedule of the earlier match carries over. It may be
 * ordered on a final result too. (The service first voids, without fault, the undecided challenges
 * either team took part in since: the rematch comes first.)
 */
export function orderRematch(ch: Challenge, action: Of<"order_rematch">, now: Date, settings: LeagueSettings, events: DomainEvent[]): TransitionResult {
  if (ch.state === "awaiting_response" || ch.state === "awaiting_choice") return wrongState("R1");
  if (ch.state === "final" && !ch.outcome) return wrongState("R1");
  const playBy = new Date(now.getTime() + settings.playHours * HOUR);
  const v = checkStartTime(action.at, { now, playBy, notice: false }, settings);
  if (v) return refuse({ ...v, rule: "R1" });
  if (ch.outcome) events.push({ type: "outcome_revised", rule: "L4", data: { winner: null, reason: "rematch", rated: false, previous: ch.outcome } });
  events.push({ type: "rematch_ordered", rule: "R1", data: { at: action.at.toISOString(), playBy: playBy.toISOString() } });
  return {
    ok: true,
    challenge: {
      ...ch,
      state: "scheduled",
      scheduledAt: action.at,
      playBy,
      chooseBy: undefined,
      result: undefined,
      resultDueAt: undefined,
      outcome: undefined,
      decidedAt: undefined,
      finalAt: undefined,
      checkIns: [],
      reschedule: undefined,
      openCase: false,
      refereeLooked: false,
      disputedFrom: undefined,
    },
    events,
  };
}

/**
 * R4 (revision 3): a claim, an appeal or a correction dismissed as unfounded. The challenge
 * returns to where it stood before it (a dismissed appeal or correction leaves the submitted result
 * standing), and every deadline that passed meanwhile applies at once (C8 by check-ins, M2's 48 h).
 */
export function dismiss(ch: Challenge, action: Of<"dismiss">, now: Date, settings: LeagueSettings, events: DomainEvent[]): TransitionResult {
  // Revision 4: a ruling decides the case it is made on. With another case open on the challenge
  // (the other side's appeal beside a claim), the challenge stays before the referees for it, and
  // the deadlines wait for that case's own ruling.
  if (action.othersOpen && (ch.state === "disputed" || ch.state === "final")) {
    events.push({ type: "case_dismissed", rule: "R4", data: { othersOpen: true } });
    return { ok: true, challenge: ch, events };
  }
  if (ch.state === "final" && ch.openCase) {
    // A correction filed after the result became final: nothing else to undo.
    events.push({ type: "case_dismissed", rule: "R4" });
    return { ok: true, challenge: { ...ch, openCase: false }, events };
  }
  if (ch.state !== "disputed" || !ch.disputedFrom) return refuse({ code: "not_dismissible", rule: "R4", status: 409 });
  events.push({ type: "case_dismissed", rule: "R4", data: { to: ch.disputedFrom } });
  const back: Challenge = { ...ch, state: ch.disputedFrom, openCase: false, disputedFrom: undefined };
  return applyPassedDeadlines(back, now, settings, events);
}

/** R1/R3: an undecided challenge that a ruling no longer allows (or that a rematch precedes) ends without fault. */
export function voidChallenge(ch: Challenge, action: Of<"void">, now: Date, events: DomainEvent[]): TransitionResult {
  if (!undecided(ch)) return wrongState(action.reason);
  events.push({ type: "challenge_voided", rule: action.reason });
  return decideAndFinalise(ch, { winner: null, reason: "voided" }, now, action.reason, events);
}
