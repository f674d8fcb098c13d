// The challenge lifecycle as a state machine (rules revision 3). `transition` returns the next
// challenge and the events to record, or a violation naming the rule. Time comes in as `now`: the
// instant the request arrived (D1), so an action that waited for a lock is judged as it arrived.
//
// Two moments matter for a challenge's outcome (M2): it *takes effect* ("challenge_decided": the
// ladder and the rating board move, the lock opens) and it becomes *final* ("challenge_final": no
// appeal any more). A forfeit, a concession, a withdrawal or a ruling is both at once; a submitted
// result takes effect at submission and becomes final on confirmation or 48 h later. A ruling that
// changes an outcome already in effect records "outcome_revised" and the league is rebuilt (L4).
//
// The families live beside this file: transition-core (deadlines, effect, finalisation),
// transition-results (M2/M4), transition-claims (C12–C14, M5), transition-referee (R1, R3, R4).
// Here: the scheduling actions (C4–C9, C11, C16) and the concession (C17).
import { DEFAULT_SETTINGS, type LeagueSettings } from "@/lib/domain/settings";
import { checkSlots, checkStartTime } from "@/lib/domain/challenge/slots";
import { inCheckInWindow } from "@/lib/domain/challenge/check-in";
import { isInSlotWindow } from "@/lib/domain/schedule/window";
import { applyDeadline, decideAndFinalise, nextDeadline, other, refuse, same, undecided, wrongSide, wrongState } from "@/lib/domain/challenge/transition-core";
import { appealResult, confirmResult, requestCorrection, submitResult, upholdResult } from "@/lib/domain/challenge/transition-results";
import { raiseClaim } from "@/lib/domain/challenge/transition-claims";
import { award, dismiss, orderRematch, replaceResult, voidChallenge } from "@/lib/domain/challenge/transition-referee";
import type { Action, Challenge, DomainEvent, Side, TransitionResult } from "@/lib/domain/challenge/types";

export { inCheckInWindow } from "@/lib/domain/challenge/check-in";
export { checkLineup, isRated, winnerByImps } from "@/lib/domain/challenge/result";
export { reminderSchedule, remindersDue, type ReminderKind } from "@/lib/domain/challenge/reminders";
export { deadlinesDue, nextDeadline, appealEnds } from "@/lib/domain/challenge/transition-core";

/**
 * C16 (revision 3): the reschedule proposal still standing at `now`. It lapses when its time
 * passes, and when the currently agreed start arrives: a time can only be moved before the match
 * was due to begin, so an accepted reschedule never erases a check-in made for a match under way.
 */
export function pendingReschedule(ch: Challenge, now: Date) {
  const t = now.getTime();
  if (ch.state !== "scheduled" || !ch.reschedule || !ch.scheduledAt) return undefined;
  return ch.reschedule.at.getTime() > t && ch.scheduledAt.getTime() > t ? ch.reschedule : undefined;
}

/** C17 (revision 3): a concession at or after the agreed start counts as a played loss, rated (E4). */
export function concessionRated(ch: Pick<Challenge, "scheduledAt">, now: Date): boolean {
  return !!ch.scheduledAt && now.getTime() >= ch.scheduledAt.getTime();
}

const REFEREE_ACTIONS = new Set<Action["type"]>(["award", "replace_result", "order_rematch", "uphold", "void", "dismiss"]);
/** Actions that may apply to a final challenge: M4's late correction and the referees' rulings (L4, R1). */
const ON_FINAL = new Set<Action["type"]>(["request_correction", "uphold", "award", "replace_result", "order_rematch", "dismiss"]);

/** Applies one action to a challenge at `now` under the challenge's settings (S1). */
export function transition(ch: Challenge, action: Action, now: Date, settings: LeagueSettings = DEFAULT_SETTINGS): TransitionResult {
  if (ch.state === "final" && !ON_FINAL.has(action.type)) return refuse({ code: "challenge_final", status: 409 });
  const events: DomainEvent[] = [];

  // A deadline that has passed closes the door even before the sweep applies it (a referee may
  // still rule on a result whose confirmation period ran out while the case was open).
  if (action.type !== "deadline") {
    const due = nextDeadline(ch);
    if (due && now.getTime() >= due.at.getTime() && !(due.kind === "finalise" && REFEREE_ACTIONS.has(action.type))) {
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
      // C17: either side, before a result is submitted; the other side wins as by forfeit, and from
      // the agreed start on it is a played loss, rated (revision 3).
      if (!undecided(ch) || ch.result) return wrongState("C17");
      const rated = concessionRated(ch, now);
      events.push({ type: "challenge_conceded", rule: "C17", data: { by: action.by, rated } });
      return decideAndFinalise(ch, { winner: other(action.by), reason: "conceded", rated }, now, "C17", events);
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
      // C16 (revision 3): a time can only be moved before the match was due to begin.
      if (now.getTime() >= ch.scheduledAt.getTime()) return refuse({ code: "reschedule_after_start", rule: "C16", status: 409 });
      const v = checkStartTime(action.at, { now, playBy: ch.playBy, notice: true }, settings);
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
      events.push({
        type: "reschedule_accepted",
        rule: "C16",
        data: { by: action.by, at: p.at.toISOString(), previous: ch.scheduledAt?.toISOString() ?? null, offWindow: p.offWindow },
      });
      return { ok: true, challenge: { ...ch, scheduledAt: p.at, checkIns: [], reschedule: undefined }, events };
    }
    case "check_in": {
      // C11: the whole hour, also while a claim about the match is open (revision 2).
      if ((ch.state !== "scheduled" && !(ch.state === "disputed" && !ch.result)) || !ch.scheduledAt) return wrongState("C11");
      if (!inCheckInWindow(ch.scheduledAt, now, settings))
        return refuse({
          code: "check_in_window",
          rule: "C11",
          status: 422,
          params: { before: settings.checkInBeforeMinutes, after: settings.checkInAfterMinutes },
        });
      if (ch.checkIns.some((c) => c.side === action.by)) return refuse({ code: "already_checked_in", rule: "C11", status: 409 });
      events.push({ type: "checked_in", rule: "C11", data: { side: action.by } });
      return { ok: true, challenge: { ...ch, checkIns: [...ch.checkIns, { side: action.by, at: now }] }, events };
    }
    case "submit_result":
      return submitResult(ch, action, now, settings, events);
    case "confirm":
      return confirmResult(ch, action, now, events);
    case "appeal":
      return appealResult(ch, action, now, settings, events);
    case "request_correction":
      return requestCorrection(ch, action, now, events);
    case "raise_claim":
      return raiseClaim(ch, action, now, settings, events);
    case "uphold":
      return upholdResult(ch, now, events);
    case "deadline":
      return applyDeadline(ch, action.kind, now, settings, events);
    case "award":
      return award(ch, action, now, events);
    case "replace_result":
      return replaceResult(ch, action, now, events);
    case "order_rematch":
      return orderRematch(ch, action, now, settings, events);
    case "dismiss":
      return dismiss(ch, action, now, settings, events);
    case "void":
      return voidChallenge(ch, action, now, events);
  }
}
