// What every family of transitions shares: refusals, the moment an outcome takes effect (M2),
// finalisation, and the deadlines (C7, C8, C9, M2) with their automatic application.
import { HOUR, type LeagueSettings } from "@/lib/domain/settings";
import { decidePlayDeadline } from "@/lib/domain/challenge/check-in";
import { isRated } from "@/lib/domain/challenge/result";
import type { RuleId } from "@/lib/domain/rules";
import type { Challenge, DeadlineKind, DomainEvent, Outcome, Side, TransitionResult, Violation } from "@/lib/domain/challenge/types";

export const refuse = (v: Violation): TransitionResult => ({ ok: false, violation: v });
export const wrongState = (rule?: RuleId): TransitionResult => refuse({ code: "wrong_state", rule, status: 409 });
export const wrongSide = (): TransitionResult => refuse({ code: "wrong_side", status: 403 });
export const other = (side: Side): Side => (side === "challenger" ? "defender" : "challenger");
export const same = (a: Date, b: Date) => a.getTime() === b.getTime();

/** The outcome takes effect (M2, L1, E4): the event the ladder and the rating replay read. */
export function decide(ch: Challenge, outcome: Outcome, now: Date, rule: RuleId, events: DomainEvent[]): Challenge {
  const rated = isRated(outcome);
  if (ch.outcome) {
    if (ch.outcome.winner !== outcome.winner || ch.outcome.reason !== outcome.reason || isRated(ch.outcome) !== rated) {
      events.push({ type: "outcome_revised", rule: "L4", data: { winner: outcome.winner, reason: outcome.reason, rated, previous: ch.outcome } });
    }
  } else {
    events.push({ type: "challenge_decided", rule, data: { winner: outcome.winner, reason: outcome.reason, rated } });
  }
  return { ...ch, outcome, decidedAt: ch.outcome && ch.decidedAt ? ch.decidedAt : now };
}

/** No appeal any more (M2), nothing open on it. */
export function finalise(ch: Challenge, now: Date, rule: RuleId, events: DomainEvent[]): TransitionResult {
  events.push({ type: "challenge_final", rule, data: { winner: ch.outcome?.winner ?? null, reason: ch.outcome?.reason ?? null } });
  return { ok: true, challenge: { ...ch, state: "final", finalAt: now, openCase: false, reschedule: undefined, disputedFrom: undefined }, events };
}

export const decideAndFinalise = (ch: Challenge, outcome: Outcome, now: Date, rule: RuleId, events: DomainEvent[]) =>
  finalise(decide(ch, outcome, now, rule, events), now, rule, events);

/** A challenge whose outcome has not taken effect and that is still open (it holds the C2 lock). */
export const undecided = (ch: Challenge) => ch.state !== "final" && !ch.outcome;

/**
 * D1 (revision 3): the sweep applies a passed deadline only this long after it, so that it never
 * overtakes a request that arrived in time and waited for a lock (an action is judged at its arrival).
 */
export const SWEEP_GRACE_MS = 30_000;

/** The earliest deadline that applies to the challenge in its current state, if any. */
export function nextDeadline(ch: Challenge): { kind: DeadlineKind; at: Date; rule: RuleId } | null {
  switch (ch.state) {
    case "awaiting_response":
      // C3: the defender cannot refuse; not answering by the deadline is a forfeit (C7).
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

/** M2: the end of the other side's appeal window (the submission plus the confirmation period). */
export function appealEnds(ch: Challenge, settings: Pick<LeagueSettings, "confirmHours">): Date | null {
  return ch.result ? new Date(ch.result.submittedAt.getTime() + settings.confirmHours * HOUR) : null;
}

/** Applies the due deadline of `kind` at `now` (the sweep, or a late action's first step). */
export function applyDeadline(ch: Challenge, kind: DeadlineKind, now: Date, settings: LeagueSettings, events: DomainEvent[]): TransitionResult {
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
        return { ok: true, challenge: { ...ch, state: "disputed", openCase: true, reschedule: undefined, disputedFrom: undefined }, events };
      }
      const reason = d.loser === "challenger" ? "challenger_forfeit" : "defender_forfeit";
      return decideAndFinalise(ch, { winner: other(d.loser), reason }, now, "C8", events);
    }
    case "finalise":
      return finalise(ch, now, "M2", events);
  }
}

/**
 * R4 and D1: after a dismissal (the challenge back where it stood), every deadline that passed
 * meanwhile applies at once, in order, as if the claim or appeal had never been made.
 */
export function applyPassedDeadlines(ch: Challenge, now: Date, settings: LeagueSettings, events: DomainEvent[]): TransitionResult {
  let cur: Challenge = ch;
  for (let i = 0; i < 4; i++) {
    const [kind] = deadlinesDue(cur, now);
    if (!kind) break;
    const r = applyDeadline(cur, kind, now, settings, events);
    if (!r.ok) return r;
    cur = r.challenge;
  }
  return { ok: true, challenge: cur, events };
}
