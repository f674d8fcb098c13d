// Results (M1–M4, T3/C14): submission takes effect at once; the other side confirms or appeals
// within the confirmation period; the submitter may ask for a correction with the corrected totals.
// Revision 3: nothing the submitter does takes the appeal away during those 48 h, and an appeal
// and a correction about the same result are heard in one case.
import { HOUR, type LeagueSettings } from "@/lib/domain/settings";
import { checkImps, checkLineup, lineupMarked, winnerByImps } from "@/lib/domain/challenge/result";
import { appealEnds, decide, finalise, refuse, wrongState } from "@/lib/domain/challenge/transition-core";
import type { Action, Challenge, DomainEvent, TransitionResult } from "@/lib/domain/challenge/types";

type Of<T extends Action["type"]> = Extract<Action, { type: T }>;

/**
 * M2: either side submits the totals and both lineups; it takes effect at once (the lock opens, C2).
 * M5: a match with a claim or an in-match dispute open is still reported when it is over; the
 * result is then provisional (the referees hold it until they rule on the claim).
 */
export function submitResult(ch: Challenge, action: Of<"submit_result">, now: Date, settings: LeagueSettings, events: DomainEvent[]): TransitionResult {
  const underClaim = ch.state === "disputed" && ch.disputedFrom === "scheduled" && !ch.result && !ch.outcome;
  if ((ch.state !== "scheduled" && !underClaim) || !ch.scheduledAt) return wrongState("M2");
  if (now.getTime() < ch.scheduledAt.getTime()) return refuse({ code: "match_not_started", rule: "M2", status: 422 });
  // C8 (revision 4): a result arrives before the play deadline (D1: its arrival counts), claim or
  // not; an open claim holds only the sweep's application of the deadline, never the time to report.
  if (now.getTime() >= ch.playBy.getTime()) return refuse({ code: "result_after_deadline", rule: "C8", status: 409 });
  const imps = checkImps(action.challengerImps, action.defenderImps);
  if (imps) return refuse(imps);
  const lineup = checkLineup(action.lineup.challenger) ?? checkLineup(action.lineup.defender);
  if (lineup) return refuse(lineup);
  const marked = lineupMarked(action.lineup);
  events.push({
    type: "result_submitted",
    rule: "M2",
    data: { by: action.by, challengerImps: action.challengerImps, defenderImps: action.defenderImps, lineupMarked: marked },
  });
  const next: Challenge = {
    ...ch,
    ...(underClaim ? { state: "disputed", disputedFrom: "result_submitted" } : { state: "result_submitted" }),
    resultDueAt: new Date(now.getTime() + settings.confirmHours * HOUR),
    reschedule: undefined,
    result: { challengerImps: action.challengerImps, defenderImps: action.defenderImps, bySide: action.by, submittedAt: now, lineupMarked: marked },
  };
  return {
    ok: true,
    challenge: decide(next, { winner: winnerByImps(action.challengerImps, action.defenderImps), reason: "played" }, now, "M2", events),
    events,
  };
}

/** M2: the other side confirms; the result becomes final. */
export function confirmResult(ch: Challenge, action: Of<"confirm">, now: Date, events: DomainEvent[]): TransitionResult {
  if (ch.state !== "result_submitted" || !ch.result) return wrongState("M2");
  if (action.by === ch.result.bySide) return refuse({ code: "confirm_own_result", rule: "M2", status: 403 });
  events.push({ type: "result_confirmed", rule: "M2", data: { by: action.by } });
  return finalise({ ...ch, result: { ...ch.result, confirmedAt: now } }, now, "M2", events);
}

/**
 * M2 (revision 3): the other side appeals within the confirmation period, whatever the submitter
 * did meanwhile (a correction request puts the result before the referees, but the appeal stays
 * open and joins that case). The result stays in effect until a ruling.
 */
export function appealResult(ch: Challenge, action: Of<"appeal">, now: Date, settings: LeagueSettings, events: DomainEvent[]): TransitionResult {
  if (!ch.result || (ch.state !== "result_submitted" && ch.state !== "disputed")) return wrongState("M2");
  if (action.by === ch.result.bySide) return refuse({ code: "appeal_own_result", rule: "M2", status: 403 });
  if (ch.result.appealedAt) return refuse({ code: "already_appealed", rule: "M2", status: 409 });
  const ends = appealEnds(ch, settings)!;
  if (now.getTime() >= ends.getTime()) return refuse({ code: "deadline_passed", rule: "M2", status: 409 });
  // The reason is kept in the referee case, not in the public log.
  events.push({ type: "result_appealed", rule: "M2", data: { by: action.by, joined: ch.state === "disputed" } });
  return {
    ok: true,
    challenge: {
      ...ch,
      state: "disputed",
      disputedFrom: ch.disputedFrom ?? "result_submitted",
      openCase: true,
      refereeLooked: true,
      result: { ...ch.result, appealedAt: now },
    },
    events,
  };
}

/**
 * M4 (revision 3): the submitter tells the referees its result was wrong, stating the corrected
 * totals; possible from submission until a referee first looks (the other side's appeal, a
 * review), also after the result became final. Whether it protects is decided at the ruling
 * (falseResultPenalty): only if the established winner is the corrected winner.
 */
export function requestCorrection(ch: Challenge, action: Of<"request_correction">, now: Date, events: DomainEvent[]): TransitionResult {
  if (!ch.result || !ch.outcome) return wrongState("M4");
  if (action.by !== ch.result.bySide) return refuse({ code: "correction_not_submitter", rule: "M4", status: 403 });
  if (ch.result.correction) return refuse({ code: "correction_already_requested", rule: "M4", status: 409 });
  if (ch.refereeLooked) return refuse({ code: "correction_too_late", rule: "M4", status: 409 });
  const imps = checkImps(action.challengerImps, action.defenderImps);
  if (imps) return refuse({ ...imps, rule: "M4" });
  const correction = { challengerImps: action.challengerImps, defenderImps: action.defenderImps, at: now, protects: true };
  events.push({ type: "correction_requested", rule: "M4", data: { by: action.by, challengerImps: action.challengerImps, defenderImps: action.defenderImps } });
  const result = { ...ch.result, correction };
  if (ch.state === "result_submitted")
    return { ok: true, challenge: { ...ch, state: "disputed", disputedFrom: "result_submitted", openCase: true, result }, events };
  return { ok: true, challenge: { ...ch, openCase: true, result }, events };
}

/** M2: the referees let the submitted result stand (it becomes final; a final one stays as it is). */
export function upholdResult(ch: Challenge, now: Date, events: DomainEvent[]): TransitionResult {
  if (ch.state === "final") {
    // A review of a final challenge (M4) that finds nothing: its outcome stands.
    events.push({ type: "result_upheld", rule: "M2" });
    return { ok: true, challenge: { ...ch, openCase: false }, events };
  }
  if (ch.state !== "disputed" || !ch.result) return wrongState("M2");
  events.push({ type: "result_upheld", rule: "M2" });
  return finalise(
    decide(ch, { winner: winnerByImps(ch.result.challengerImps, ch.result.defenderImps), reason: "played" }, now, "M2", events),
    now,
    "M2",
    events,
  );
}
