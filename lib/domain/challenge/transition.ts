// The challenge lifecycle as a state machine (C2–C12, C14, M1–M4). `transition` returns the next
// challenge and the events to record, or a violation naming the rule. Time comes in as `now`.
import { DEFAULT_SETTINGS, HOUR, MINUTE, type LeagueSettings } from "@/lib/domain/settings";
import { checkSlots } from "@/lib/domain/challenge/slots";
import type {
  Action,
  Challenge,
  DeadlineKind,
  DomainEvent,
  LineupPlayer,
  Outcome,
  Side,
  TransitionResult,
  Violation,
} from "@/lib/domain/challenge/types";

const refuse = (v: Violation): TransitionResult => ({ ok: false, violation: v });
const wrongState = (rule?: string): TransitionResult =>
  refuse({ code: "wrong_state", rule, status: 409 });
const wrongSide = (): TransitionResult => refuse({ code: "wrong_side", status: 403 });

/** M1: more IMPs wins; equal IMPs, the defender wins. */
export function winnerByImps(challengerImps: number, defenderImps: number): Side {
  return challengerImps > defenderImps ? "challenger" : "defender";
}

const same = (a: Date, b: Date) => a.getTime() === b.getTime();

function finalise(ch: Challenge, outcome: Outcome, now: Date, rule: string, events: DomainEvent[]): TransitionResult {
  const next: Challenge = { ...ch, state: "final", outcome, finalAt: now, openCase: false };
  events.push({ type: "challenge_final", rule, data: { winner: outcome.winner, reason: outcome.reason } });
  return { ok: true, challenge: next, events };
}

/** T3/C14: a lineup of 4 distinct players with at least 3 registered members. */
export function checkLineup(players: LineupPlayer[]): Violation | null {
  if (players.length !== 4) return { code: "lineup_size", rule: "T3", status: 422, params: { count: players.length } };
  const keys = players.map((p) => (p.registered ? `u:${p.userId}` : `n:${p.name.trim().toLowerCase()}`));
  if (new Set(keys).size !== keys.length) return { code: "lineup_duplicate", rule: "T3", status: 422 };
  if (players.some((p) => !p.registered && p.name.trim() === "")) return { code: "lineup_name_missing", rule: "T3", status: 422 };
  const registered = players.filter((p) => p.registered).length;
  if (registered < 3) return { code: "lineup_unregistered", rule: "T3", status: 422, params: { registered } };
  return null;
}

function checkImps(...values: number[]): Violation | null {
  if (values.some((v) => !Number.isInteger(v) || v < 0)) return { code: "imps_invalid", rule: "M1", status: 422 };
  return null;
}

/** C11: whether `now` is inside the check-in hour around the agreed start. */
export function inCheckInWindow(scheduledAt: Date, now: Date, settings: Pick<LeagueSettings, "checkInBeforeMinutes" | "checkInAfterMinutes"> = DEFAULT_SETTINGS): boolean {
  const t = now.getTime();
  return (
    t >= scheduledAt.getTime() - settings.checkInBeforeMinutes * MINUTE &&
    t <= scheduledAt.getTime() + settings.checkInAfterMinutes * MINUTE
  );
}

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

/** Applies one action to a challenge at `now` under the league settings. */
export function transition(
  ch: Challenge,
  action: Action,
  now: Date,
  settings: LeagueSettings = DEFAULT_SETTINGS,
): TransitionResult {
  if (ch.state === "final") return refuse({ code: "challenge_final", status: 409 });
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
      // C4: only until the defender's first response.
      if (ch.state !== "awaiting_response") return wrongState("C4");
      events.push({ type: "challenge_withdrawn", rule: "C4" });
      return finalise(ch, { winner: null, reason: "withdrawn" }, now, "C4", events);
    }
    case "accept": {
      if (action.by !== "defender") return wrongSide();
      if (ch.state !== "awaiting_response") return wrongState("C5");
      const slot = ch.slots.find((s) => s.proposedBy === "challenger" && same(s.at, action.slot));
      if (!slot) return refuse({ code: "slot_not_proposed", rule: "C5", status: 422 });
      if (slot.at.getTime() <= now.getTime()) return refuse({ code: "slot_in_past", rule: "C6", status: 422 });
      events.push({
        type: "slot_accepted",
        rule: "C5",
        data: { slot: slot.at.toISOString(), offWindowAgreed: slot.offWindowAgreed },
      });
      return {
        ok: true,
        challenge: { ...ch, state: "scheduled", respondedAt: now, scheduledAt: slot.at },
        events,
      };
    }
    case "counter": {
      if (action.by !== "defender") return wrongSide();
      if (ch.state !== "awaiting_response") return wrongState("C5");
      const v = checkSlots(action.slots, { now, playBy: ch.playBy, taken: ch.slots.map((s) => s.at) }, settings);
      if (v) return refuse(v);
      const counter = action.slots.map((s) => ({ at: s.at, proposedBy: "defender" as Side, offWindowAgreed: !!s.offWindowAgreed }));
      // C9 (interpretation): the challenger may pick any counter slot that has not started;
      // once none is left (or the play deadline comes), the challenge is abandoned.
      const last = Math.max(...counter.map((s) => s.at.getTime()));
      const chooseBy = new Date(Math.min(last, ch.playBy.getTime()));
      events.push({ type: "slots_countered", rule: "C5", data: { slots: counter.map((s) => s.at.toISOString()) } });
      return {
        ok: true,
        challenge: { ...ch, state: "awaiting_choice", respondedAt: now, chooseBy, slots: [...ch.slots, ...counter] },
        events,
      };
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
    case "check_in": {
      if (ch.state !== "scheduled" || !ch.scheduledAt) return wrongState("C11");
      if (!inCheckInWindow(ch.scheduledAt, now, settings)) return refuse({ code: "check_in_window", rule: "C11", status: 422 });
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
      const resultDueAt = new Date(now.getTime() + settings.confirmHours * HOUR);
      events.push({
        type: "result_submitted",
        rule: "M2",
        data: { by: action.by, challengerImps: action.challengerImps, defenderImps: action.defenderImps },
      });
      return {
        ok: true,
        challenge: {
          ...ch,
          state: "result_submitted",
          resultDueAt,
          result: {
            challengerImps: action.challengerImps,
            defenderImps: action.defenderImps,
            bySide: action.by,
            submittedAt: now,
          },
        },
        events,
      };
    }
    case "confirm": {
      if (ch.state !== "result_submitted" || !ch.result) return wrongState("M2");
      if (action.by === ch.result.bySide) return refuse({ code: "confirm_own_result", rule: "M2", status: 403 });
      events.push({ type: "result_confirmed", rule: "M2", data: { by: action.by } });
      const result = { ...ch.result, confirmedAt: now };
      const winner = winnerByImps(result.challengerImps, result.defenderImps);
      return finalise({ ...ch, result }, { winner, reason: "played" }, now, "M1", events);
    }
    case "appeal": {
      if (ch.state !== "result_submitted" || !ch.result) return wrongState("M2");
      if (action.by === ch.result.bySide) return refuse({ code: "appeal_own_result", rule: "M2", status: 403 });
      // The reason is kept in the referee case, not in the public log.
      events.push({ type: "result_appealed", rule: "M2", data: { by: action.by } });
      return { ok: true, challenge: { ...ch, state: "disputed", openCase: true }, events };
    }
    case "request_correction": {
      if ((ch.state !== "result_submitted" && ch.state !== "disputed") || !ch.result) return wrongState("M4");
      if (action.by !== ch.result.bySide) return refuse({ code: "correction_not_submitter", rule: "M4", status: 403 });
      if (ch.result.correctionRequested) return refuse({ code: "correction_already_requested", rule: "M4", status: 409 });
      events.push({ type: "correction_requested", rule: "M4", data: { by: action.by } });
      return {
        ok: true,
        challenge: { ...ch, state: "disputed", openCase: true, result: { ...ch.result, correctionRequested: true } },
        events,
      };
    }
    case "raise_claim": {
      // C12–C14 before or during the match, M5 a dispute raised before the match ends; the referees
      // then hold the challenge (no finalisation, no play deadline) until they rule.
      if (ch.state !== "scheduled" && ch.state !== "result_submitted") return wrongState(action.rule);
      if (action.rule === "M5" && now.getTime() >= ch.playBy.getTime()) return refuse({ code: "deadline_passed", rule: "M5", status: 409 });
      events.push({ type: "claim_raised", rule: action.rule, data: { by: action.by } });
      return { ok: true, challenge: { ...ch, state: "disputed", openCase: true }, events };
    }
    case "uphold": {
      if (ch.state !== "disputed" || !ch.result) return wrongState("M2");
      events.push({ type: "result_upheld", rule: "M2" });
      return finalise(ch, { winner: winnerByImps(ch.result.challengerImps, ch.result.defenderImps), reason: "played" }, now, "M1", events);
    }
    case "deadline":
      return applyDeadline(ch, action.kind, now, events);
    case "award": {
      if (ch.state === "awaiting_response" || ch.state === "awaiting_choice") return wrongState();
      events.push({ type: "referee_awarded", data: { winner: action.winner, reason: action.reason } });
      // T3: an invalid match has no winner (positions unchanged, unrated).
      const winner = action.reason === "invalid" ? null : action.winner;
      return finalise(ch, { winner, reason: action.reason }, now, action.reason === "invalid" ? "T3" : "M5", events);
    }
    case "replace_result": {
      if (ch.state !== "disputed" && ch.state !== "result_submitted") return wrongState("M4");
      const imps = checkImps(action.challengerImps, action.defenderImps);
      if (imps) return refuse(imps);
      const result = {
        ...(ch.result ?? { bySide: "challenger" as Side, submittedAt: now }),
        challengerImps: action.challengerImps,
        defenderImps: action.defenderImps,
      };
      events.push({ type: "result_replaced", rule: "M4", data: { challengerImps: action.challengerImps, defenderImps: action.defenderImps } });
      return finalise({ ...ch, result }, { winner: winnerByImps(result.challengerImps, result.defenderImps), reason: "played" }, now, "M1", events);
    }
    case "order_rematch": {
      if (ch.state !== "disputed" && ch.state !== "scheduled" && ch.state !== "result_submitted") return wrongState();
      if (action.playBy.getTime() <= now.getTime()) return refuse({ code: "rematch_deadline_past", status: 422 });
      events.push({ type: "rematch_ordered", rule: "C13", data: { playBy: action.playBy.toISOString() } });
      return {
        ok: true,
        challenge: {
          ...ch,
          state: "awaiting_response",
          respondBy: new Date(Math.min(action.playBy.getTime(), now.getTime() + settings.responseHours * HOUR)),
          playBy: action.playBy,
          scheduledAt: undefined,
          chooseBy: undefined,
          respondedAt: undefined,
          result: undefined,
          resultDueAt: undefined,
          checkIns: [],
          slots: [],
          openCase: false,
        },
        events,
      };
    }
  }
}

function isRefereeAction(a: Action) {
  return a.type === "award" || a.type === "replace_result" || a.type === "order_rematch" || a.type === "uphold";
}

function applyDeadline(ch: Challenge, kind: DeadlineKind, now: Date, events: DomainEvent[]): TransitionResult {
  const due = nextDeadline(ch);
  if (!due || due.kind !== kind || now.getTime() < due.at.getTime()) return refuse({ code: "deadline_not_due", status: 409 });
  switch (kind) {
    case "respond":
      return finalise(ch, { winner: "challenger", reason: "defender_forfeit" }, now, "C7", events);
    case "choose":
      return finalise(ch, { winner: null, reason: "abandoned" }, now, "C9", events);
    case "play":
      return finalise(ch, { winner: "defender", reason: "challenger_forfeit" }, now, "C8", events);
    case "finalise": {
      const r = ch.result!;
      return finalise(ch, { winner: winnerByImps(r.challengerImps, r.defenderImps), reason: "played" }, now, "M2", events);
    }
  }
}

/** E4: only matches actually played are rated. */
export function isRated(outcome: Outcome): boolean {
  return outcome.reason === "played" && outcome.winner !== null;
}

export type ReminderKind = "respond" | "choose" | "play" | "finalise" | "match";

/** The reminders of the current state: at 2/3 of the time to each deadline, and 1 h before the match. */
export function reminderSchedule(ch: Challenge): { kind: ReminderKind; at: Date; deadline: Date }[] {
  const twoThirds = (from: Date, to: Date) => new Date(from.getTime() + ((to.getTime() - from.getTime()) * 2) / 3);
  switch (ch.state) {
    case "awaiting_response":
      return [{ kind: "respond", at: twoThirds(ch.issuedAt, ch.respondBy), deadline: ch.respondBy }];
    case "awaiting_choice":
      return ch.chooseBy && ch.respondedAt ? [{ kind: "choose", at: twoThirds(ch.respondedAt, ch.chooseBy), deadline: ch.chooseBy }] : [];
    case "scheduled": {
      const out: { kind: ReminderKind; at: Date; deadline: Date }[] = [{ kind: "play", at: twoThirds(ch.issuedAt, ch.playBy), deadline: ch.playBy }];
      if (ch.scheduledAt) out.push({ kind: "match", at: new Date(ch.scheduledAt.getTime() - HOUR), deadline: ch.scheduledAt });
      return out.sort((a, b) => a.at.getTime() - b.at.getTime());
    }
    case "result_submitted":
      return ch.result && ch.resultDueAt && !ch.openCase ? [{ kind: "finalise", at: twoThirds(ch.result.submittedAt, ch.resultDueAt), deadline: ch.resultDueAt }] : [];
    default:
      return [];
  }
}

/** Reminders due at `now` (their instant has come, their deadline has not), and the next one after. */
export function remindersDue(ch: Challenge, now: Date) {
  const all = reminderSchedule(ch);
  const t = now.getTime();
  return {
    due: all.filter((r) => r.at.getTime() <= t && r.deadline.getTime() > t),
    next: all.find((r) => r.at.getTime() > t)?.at ?? null,
  };
}
