// The challenge lifecycle as a state machine (rules revision 2: C2–C17, M1–M5, R1, R3).
// `transition` returns the next challenge and the events to record, or a violation naming the
// rule. Time comes in as `now`.
//
// Two moments matter for a challenge's outcome (M2): it *takes effect* ("challenge_decided": the
// ladder and the rating board move, the lock opens) and it becomes *final* ("challenge_final": no
// appeal any more). A forfeit, a concession, a withdrawal or a ruling is both at once; a submitted
// result takes effect at submission and becomes final on confirmation or 48 h later. A ruling that
// changes an outcome already in effect records "outcome_revised" and the league is rebuilt (L4).
import { DEFAULT_SETTINGS, HOUR, type LeagueSettings } from "@/lib/domain/settings";
import { checkSlots, checkStartTime } from "@/lib/domain/challenge/slots";
import { inCheckInWindow, decidePlayDeadline, lateCutoff } from "@/lib/domain/challenge/check-in";
import { checkImps, checkLineup, isRated, lineupMarked, winnerByImps } from "@/lib/domain/challenge/result";
import { isInSlotWindow } from "@/lib/domain/schedule/window";
import type { Action, Challenge, DeadlineKind, DomainEvent, Outcome, Side, TransitionResult, Violation } from "@/lib/domain/challenge/types";

export { inCheckInWindow } from "@/lib/domain/challenge/check-in";
export { checkLineup, isRated, winnerByImps } from "@/lib/domain/challenge/result";
export { reminderSchedule, remindersDue, type ReminderKind } from "@/lib/domain/challenge/reminders";

const refuse = (v: Violation): TransitionResult => ({ ok: false, violation: v });
const wrongState = (rule?: string): TransitionResult => refuse({ code: "wrong_state", rule, status: 409 });
const wrongSide = (): TransitionResult => refuse({ code: "wrong_side", status: 403 });
const other = (side: Side): Side => (side === "challenger" ? "defender" : "challenger");
const same = (a: Date, b: Date) => a.getTime() === b.getTime();

/** The outcome takes effect (M2, L1, E4): the event the ladder and the rating replay read. */
function decide(ch: Challenge, outcome: Outcome, now: Date, rule: string, events: DomainEvent[]): Challenge {
  if (ch.outcome) {
    if (ch.outcome.winner !== outcome.winner || ch.outcome.reason !== outcome.reason) {
      events.push({ type: "outcome_revised", rule: "L4", data: { winner: outcome.winner, reason: outcome.reason, rated: isRated(outcome), previous: ch.outcome } });
    }
  } else {
    events.push({ type: "challenge_decided", rule, data: { winner: outcome.winner, reason: outcome.reason, rated: isRated(outcome) } });
  }
  return { ...ch, outcome, decidedAt: ch.outcome && ch.decidedAt ? ch.decidedAt : now };
}

/** No appeal any more (M2), nothing open on it. */
function finalise(ch: Challenge, now: Date, rule: string, events: DomainEvent[]): TransitionResult {
  events.push({ type: "challenge_final", rule, data: { winner: ch.outcome?.winner ?? null, reason: ch.outcome?.reason ?? null } });
  return { ok: true, challenge: { ...ch, state: "final", finalAt: now, openCase: false, reschedule: undefined }, events };
}

const decideAndFinalise = (ch: Challenge, outcome: Outcome, now: Date, rule: string, events: DomainEvent[]) =>
  finalise(decide(ch, outcome, now, rule, events), now, rule, events);

/** A challenge whose outcome has not taken effect and that is still open (it holds the C2 lock). */
const undecided = (ch: Challenge) => ch.state !== "final" && !ch.outcome;

/** The earliest deadline that applies to the challenge in its current state, if any. */
export function nextDeadline(ch: Challenge): { kind: DeadlineKind; at: Date; rule: string } | null {
  switch (ch.state) {
    case "awaiting_response":
      return { kind: "respond", at: ch.respondBy, rule: "C7" };
    case "awaiting_choice":
      return ch.chooseBy ? { kind: "choose", at: ch.chooseBy, rule: "C9" } : null;
    case "scheduled":
      return { kind: "play", at: ch.playBy, rule: "C8" };
    case "result_submitted":
      return ch.resultDueAt && !ch.openCase ? { kind: "finalise", at: ch.resultDueAt, rule: "M2" } : null;
    default:
      return null;
  }
}

/** Which deadline transitions apply at `now` (C7, C8, C9, M2); a deadline is due at its instant. */
export function deadlinesDue(ch: Challenge, now: Date): DeadlineKind[] {
  const d = nextDeadline(ch);
  return d && now.getTime() >= d.at.getTime() ? [d.kind] : [];
}

/** C16: the reschedule proposal still standing at `now` (it lapses when its time passes). */
export function pendingReschedule(ch: Challenge, now: Date) {
  return ch.state === "scheduled" && ch.reschedule && ch.reschedule.at.getTime() > now.getTime() ? ch.reschedule : undefined;
}

function isRefereeAction(a: Action) {
  return a.type === "award" || a.type === "replace_result" || a.type === "order_rematch" || a.type === "uphold" || a.type === "void";
}

/** Applies one action to a challenge at `now` under the league settings. */
export function transition(ch: Challenge, action: Action, now: Date, settings: LeagueSettings = DEFAULT_SETTINGS): TransitionResult {
  // M4 (revision 2): a correction request is possible also after the result became final.
  if (ch.state === "final" && action.type !== "request_correction") return refuse({ code: "challenge_final", status: 409 });
  const events: DomainEvent[] = [];

  // A deadline that has passed closes the door even before the sweep applies it.
  if (action.type !== "deadline") {
    const due = nextDeadline(ch);
    if (due && now.getTime() >= due.at.getTime() && !(due.kind === "finalise" && isRefereeAction(action))) {
      return refuse({ code: "deadline_passed", rule: due.rule, status: 409 });
    }
  }

  switch (action.type) {
    case "withdraw": {
      if (action.by !== "challenger") return wrongSide();
      // C4: only until the defender's first response (a rematch, R1, is scheduled: no withdrawal).
      if (ch.state !== "awaiting_response") return wrongState("C4");
      events.push({ type: "challenge_withdrawn", rule: "C4" });
      return decideAndFinalise(ch, { winner: null, reason: "withdrawn" }, now, "C4", events);
    }
    case "concede": {
      // C17: either captain, before a result is submitted; the other side wins as by forfeit.
      if (!undecided(ch) || ch.result) return wrongState("C17");
      events.push({ type: "challenge_conceded", rule: "C17", data: { by: action.by } });
      return decideAndFinalise(ch, { winner: other(action.by), reason: "conceded" }, now, "C17", events);
    }
    case "accept": {
      if (action.by !== "defender") return wrongSide();
      if (ch.state !== "awaiting_response") return wrongState("C5");
      const slot = ch.slots.find((s) => s.proposedBy === "challenger" && same(s.at, action.slot));
      if (!slot) return refuse({ code: "slot_not_proposed", rule: "C5", status: 422 });
      const v = checkStartTime(slot.at, { now, playBy: ch.playBy }, settings);
      if (v) return refuse(v);
      // C6: accepting an off-window time is the defender's agreement to it.
      events.push({ type: "slot_accepted", rule: "C5", data: { slot: slot.at.toISOString(), offWindowAgreed: slot.offWindowAgreed } });
      return { ok: true, challenge: { ...ch, state: "scheduled", respondedAt: now, scheduledAt: slot.at }, events };
    }
    case "counter": {
      if (action.by !== "defender") return wrongSide();
      if (ch.state !== "awaiting_response") return wrongState("C5");
      const v = checkSlots(action.slots, { now, playBy: ch.playBy, taken: ch.slots.map((s) => s.at), kind: "counter" }, settings);
      if (v) return refuse(v);
      const counter = action.slots.map((s) => ({ at: s.at, proposedBy: "defender" as Side, offWindowAgreed: false }));
      // C9: the challenger may pick any counter time that has not started; when the last one
      // starts unchosen, the challenge is abandoned.
      const chooseBy = new Date(Math.max(...counter.map((s) => s.at.getTime())));
      events.push({ type: "slots_countered", rule: "C5", data: { slots: counter.map((s) => s.at.toISOString()) } });
      return { ok: true, challenge: { ...ch, state: "awaiting_choice", respondedAt: now, chooseBy, slots: [...ch.slots, ...counter] }, events };
    }
    case "choose": {
      if (action.by !== "challenger") return wrongSide();
      if (ch.state !== "awaiting_choice") return wrongState("C5");
      const slot = ch.slots.find((s) => s.proposedBy === "defender" && same(s.at, action.slot));
      if (!slot) return refuse({ code: "slot_not_proposed", rule: "C5", status: 422 });
      if (slot.at.getTime() <= now.getTime()) return refuse({ code: "slot_in_past", rule: "C9", status: 422 });
      events.push({ type: "slot_chosen", rule: "C5", data: { slot: slot.at.toISOString() } });
      return { ok: true, challenge: { ...ch, state: "scheduled", scheduledAt: slot.at }, events };
    }
    case "propose_reschedule": {
      if (ch.state !== "scheduled" || !ch.scheduledAt) return wrongState("C16");
      const v = checkStartTime(action.at, { now, playBy: ch.playBy }, settings);
      if (v) return refuse(v);
      if (same(action.at, ch.scheduledAt)) return refuse({ code: "reschedule_same_time", rule: "C16", status: 422 });
      // C6/C16: a time both teams accept is not bound by the window; the flag tells the other side.
      const offWindow = !isInSlotWindow(action.at, settings.timeZone, settings);
      events.push({ type: "reschedule_proposed", rule: "C16", data: { by: action.by, at: action.at.toISOString(), offWindow } });
      return { ok: true, challenge: { ...ch, reschedule: { at: action.at, proposedBy: action.by, proposedAt: now, offWindow } }, events };
    }
    case "accept_reschedule":
    case "decline_reschedule": {
      if (ch.state !== "scheduled") return wrongState("C16");
      const p = pendingReschedule(ch, now);
      if (!p) return refuse({ code: ch.reschedule ? "reschedule_lapsed" : "no_reschedule", rule: "C16", status: 409 });
      if (p.proposedBy === action.by) return wrongSide();
      if (action.type === "decline_reschedule") {
        events.push({ type: "reschedule_declined", rule: "C16", data: { by: action.by, at: p.at.toISOString() } });
        return { ok: true, challenge: { ...ch, reschedule: undefined }, events };
      }
      // C16: the check-in hour moves with the time; check-ins for the earlier time no longer count.
      events.push({ type: "reschedule_accepted", rule: "C16", data: { by: action.by, at: p.at.toISOString(), previous: ch.scheduledAt?.toISOString() ?? null, offWindow: p.offWindow } });
      return { ok: true, challenge: { ...ch, scheduledAt: p.at, checkIns: [], reschedule: undefined }, events };
    }
    case "check_in": {
      // C11: the whole hour, also while a claim about the match is open (revision 2).
      if ((ch.state !== "scheduled" && !(ch.state === "disputed" && !ch.result)) || !ch.scheduledAt) return wrongState("C11");
      if (!inCheckInWindow(ch.scheduledAt, now, settings)) return refuse({ code: "check_in_window", rule: "C11", status: 422, params: { before: settings.checkInBeforeMinutes, after: settings.checkInAfterMinutes } });
      if (ch.checkIns.some((c) => c.side === action.by)) return refuse({ code: "already_checked_in", rule: "C11", status: 409 });
      events.push({ type: "checked_in", rule: "C11", data: { side: action.by } });
      return { ok: true, challenge: { ...ch, checkIns: [...ch.checkIns, { side: action.by, at: now }] }, events };
    }
    case "submit_result": {
      if (ch.state !== "scheduled" || !ch.scheduledAt) return wrongState("M2");
      if (now.getTime() < ch.scheduledAt.getTime()) return refuse({ code: "match_not_started", rule: "M2", status: 422 });
      const imps = checkImps(action.challengerImps, action.defenderImps);
      if (imps) return refuse(imps);
      const lineup = checkLineup(action.lineup.challenger) ?? checkLineup(action.lineup.defender);
      if (lineup) return refuse(lineup);
      const marked = lineupMarked(action.lineup);
      events.push({ type: "result_submitted", rule: "M2", data: { by: action.by, challengerImps: action.challengerImps, defenderImps: action.defenderImps, lineupMarked: marked } });
      const next: Challenge = {
        ...ch,
        state: "result_submitted",
        resultDueAt: new Date(now.getTime() + settings.confirmHours * HOUR),
        reschedule: undefined,
        result: { challengerImps: action.challengerImps, defenderImps: action.defenderImps, bySide: action.by, submittedAt: now, lineupMarked: marked },
      };
      // M2 (revision 2): the submitted result takes effect at once; the lock opens (C2).
      return { ok: true, challenge: decide(next, { winner: winnerByImps(action.challengerImps, action.defenderImps), reason: "played" }, now, "M2", events), events };
    }
    case "confirm": {
      if (ch.state !== "result_submitted" || !ch.result) return wrongState("M2");
      if (action.by === ch.result.bySide) return refuse({ code: "confirm_own_result", rule: "M2", status: 403 });
      events.push({ type: "result_confirmed", rule: "M2", data: { by: action.by } });
      return finalise({ ...ch, result: { ...ch.result, confirmedAt: now } }, now, "M2", events);
    }
    case "appeal": {
      if (ch.state !== "result_submitted" || !ch.result) return wrongState("M2");
      if (action.by === ch.result.bySide) return refuse({ code: "appeal_own_result", rule: "M2", status: 403 });
      // The reason is kept in the referee case, not in the public log. The result stays in effect.
      events.push({ type: "result_appealed", rule: "M2", data: { by: action.by } });
      return { ok: true, challenge: { ...ch, state: "disputed", openCase: true, refereeLooked: true }, events };
    }
    case "request_correction": {
      if (!ch.result || !ch.outcome) return wrongState("M4");
      if (action.by !== ch.result.bySide) return refuse({ code: "correction_not_submitter", rule: "M4", status: 403 });
      if (ch.result.correctionRequested) return refuse({ code: "correction_already_requested", rule: "M4", status: 409 });
      // M4 (revision 2): only before the other side's appeal or a referee review.
      if (ch.refereeLooked) return refuse({ code: "correction_too_late", rule: "M4", status: 409 });
      events.push({ type: "correction_requested", rule: "M4", data: { by: action.by } });
      const result = { ...ch.result, correctionRequested: true };
      const state = ch.state === "result_submitted" ? "disputed" : ch.state;
      return { ok: true, challenge: { ...ch, state, openCase: true, result }, events };
    }
    case "raise_claim":
      return raiseClaim(ch, action, now, settings, events);
    case "uphold": {
      if (ch.state !== "disputed" || !ch.result) return wrongState("M2");
      events.push({ type: "result_upheld", rule: "M2" });
      return decideAndFinalise(ch, { winner: winnerByImps(ch.result.challengerImps, ch.result.defenderImps), reason: "played" }, now, "M2", events);
    }
    case "deadline":
      return applyDeadline(ch, action.kind, now, settings, events);
    case "award": {
      if (ch.state === "awaiting_response" || ch.state === "awaiting_choice") return wrongState();
      events.push({ type: "referee_awarded", data: { winner: action.winner, reason: action.reason } });
      // T3: an invalid match has no winner (positions unchanged, unrated).
      const outcome: Outcome = action.reason === "invalid" ? { winner: null, reason: "invalid" } : { winner: action.winner, reason: action.reason };
      return decideAndFinalise(ch, outcome, now, action.reason === "invalid" ? "T3" : "M5", events);
    }
    case "replace_result": {
      if (ch.state !== "disputed" && ch.state !== "result_submitted") return wrongState("M4");
      const imps = checkImps(action.challengerImps, action.defenderImps);
      if (imps) return refuse(imps);
      const result = { ...(ch.result ?? { bySide: "challenger" as Side, submittedAt: now }), challengerImps: action.challengerImps, defenderImps: action.defenderImps };
      events.push({ type: "result_replaced", rule: "M4", data: { challengerImps: action.challengerImps, defenderImps: action.defenderImps } });
      return decideAndFinalise({ ...ch, result }, { winner: winnerByImps(result.challengerImps, result.defenderImps), reason: "played" }, now, "M1", events);
    }
    case "order_rematch": {
      // R1: the referee names the new start; the play deadline is 7 days from the ruling.
      if (ch.state !== "disputed" && ch.state !== "scheduled" && ch.state !== "result_submitted") return wrongState("R1");
      const playBy = new Date(now.getTime() + settings.playHours * HOUR);
      const v = checkStartTime(action.at, { now, playBy }, settings);
      if (v) return refuse({ ...v, rule: "R1" });
      if (ch.outcome) {
        events.push({ type: "outcome_revised", rule: "L4", data: { winner: null, reason: "rematch", rated: false, previous: ch.outcome } });
      }
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
          checkIns: [],
          reschedule: undefined,
          openCase: false,
        },
        events,
      };
    }
    case "void": {
      // R3: an open challenge a corrected ladder no longer allows: voided without fault.
      if (!undecided(ch)) return wrongState("R3");
      events.push({ type: "challenge_voided", rule: "R3" });
      return decideAndFinalise(ch, { winner: null, reason: "voided" }, now, "R3", events);
    }
  }
}

function raiseClaim(ch: Challenge, action: Extract<Action, { type: "raise_claim" }>, now: Date, settings: LeagueSettings, events: DomainEvent[]): TransitionResult {
  const t = now.getTime();
  if (t >= ch.playBy.getTime() && ch.state === "scheduled") return refuse({ code: "deadline_passed", rule: action.rule, status: 409 });
  if (action.rule === "C12") {
    // C12 (revision 2): nobody is late before start + grace; a claim is possible from then on.
    if (ch.state !== "scheduled" || !ch.scheduledAt) return wrongState("C12");
    if (t < lateCutoff(ch.scheduledAt, settings).getTime()) {
      return refuse({ code: "lateness_too_early", rule: "C12", status: 422, params: { minutes: settings.lateGraceMinutes } });
    }
  } else if (action.rule === "C14") {
    // C14: before the match starts (the latest start is start + grace); playing on waives it (C15).
    if (ch.state !== "scheduled" || !ch.scheduledAt) return wrongState("C14");
    if (t > lateCutoff(ch.scheduledAt, settings).getTime()) return refuse({ code: "unregistered_too_late", rule: "C14", status: 422 });
  } else if (ch.state !== "scheduled" && ch.state !== "result_submitted") {
    return wrongState(action.rule);
  } else if (action.rule === "M5" && t >= ch.playBy.getTime()) {
    return refuse({ code: "deadline_passed", rule: "M5", status: 409 });
  }
  events.push({ type: "claim_raised", rule: action.rule, data: { by: action.by } });
  return { ok: true, challenge: { ...ch, state: "disputed", openCase: true }, events };
}

function applyDeadline(ch: Challenge, kind: DeadlineKind, now: Date, settings: LeagueSettings, events: DomainEvent[]): TransitionResult {
  const due = nextDeadline(ch);
  if (!due || due.kind !== kind || now.getTime() < due.at.getTime()) return refuse({ code: "deadline_not_due", status: 409 });
  switch (kind) {
    case "respond":
      return decideAndFinalise(ch, { winner: "challenger", reason: "defender_forfeit" }, now, "C7", events);
    case "choose":
      return decideAndFinalise(ch, { winner: null, reason: "abandoned" }, now, "C9", events);
    case "play": {
      const d = decidePlayDeadline(ch, settings);
      if (d.kind === "unreported") {
        // Both sides were there: nobody forfeits automatically; the referees decide.
        events.push({ type: "match_unreported", rule: "C8" });
        return { ok: true, challenge: { ...ch, state: "disputed", openCase: true, reschedule: undefined }, events };
      }
      const reason = d.loser === "challenger" ? "challenger_forfeit" : "defender_forfeit";
      return decideAndFinalise(ch, { winner: other(d.loser), reason }, now, "C8", events);
    }
    case "finalise":
      return finalise(ch, now, "M2", events);
  }
}
