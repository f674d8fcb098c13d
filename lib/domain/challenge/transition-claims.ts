// Claims (C12 lateness, C13 disconnections, C14 unregistered players, which T4 lets a side check, M5 in-match disputes).
// Revision 3: a claim is made by one side about the other side, and only until a result is
// submitted (then the other side's remedy is the appeal, M2, and the submitter's the correction,
// M4); C13 and M5 only from the agreed start on; C14 until start + grace; C12 from start + grace.
// Every claim is possible until the play deadline. A referee may dismiss it (R4). Revision 4: none
// before the check-in hour opens (a claim raised days ahead would hold the match's deadlines).
import { MINUTE, type LeagueSettings } from "@/lib/domain/settings";
import { lateCutoff } from "@/lib/domain/challenge/check-in";
import { other, refuse, wrongState } from "@/lib/domain/challenge/transition-core";
import type { Action, Challenge, DomainEvent, TransitionResult } from "@/lib/domain/challenge/types";

type Claim = Extract<Action, { type: "raise_claim" }>;

/**
 * The instants between which a claim of this rule may be made: [from, until) in ms. Revision 4:
 * no claim of any kind before the check-in hour opens (start − 30 min, C11), none after the play
 * deadline.
 */
export function claimWindow(
  rule: Claim["rule"],
  ch: Pick<Challenge, "scheduledAt" | "playBy">,
  settings: Pick<LeagueSettings, "lateGraceMinutes" | "checkInBeforeMinutes">,
): { from: number; until: number } | null {
  if (!ch.scheduledAt) return null;
  const start = ch.scheduledAt.getTime();
  const checkInOpens = start - settings.checkInBeforeMinutes * MINUTE;
  const cutoff = lateCutoff(ch.scheduledAt, settings).getTime();
  const deadline = ch.playBy.getTime();
  switch (rule) {
    case "C12":
      return { from: cutoff, until: deadline }; // nobody is late before start + grace
    case "C14":
      return { from: checkInOpens, until: Math.min(cutoff + 1, deadline) }; // from the check-in hour until start + grace, inclusive
    case "C13":
    case "M5":
      return { from: start, until: deadline }; // only once the match has begun
  }
}

export function raiseClaim(ch: Challenge, action: Claim, now: Date, settings: LeagueSettings, events: DomainEvent[]): TransitionResult {
  // Only until a result is submitted: a claim is a scheduled match's (revision 3).
  if (ch.result || ch.outcome) return refuse({ code: "claim_after_result", rule: action.rule, status: 409 });
  if (ch.state !== "scheduled" || !ch.scheduledAt) return wrongState(action.rule);
  const t = now.getTime();
  const w = claimWindow(action.rule, ch, settings)!;
  if (t >= ch.playBy.getTime()) return refuse({ code: "deadline_passed", rule: action.rule, status: 409 });
  if (t < w.from) {
    if (action.rule === "C12") return refuse({ code: "lateness_too_early", rule: "C12", status: 422, params: { minutes: settings.lateGraceMinutes } });
    if (action.rule === "C14") return refuse({ code: "claim_before_check_in", rule: "C11", status: 422, params: { minutes: settings.checkInBeforeMinutes } });
    return refuse({ code: "claim_before_start", rule: action.rule, status: 422 });
  }
  if (t >= w.until) return refuse({ code: "unregistered_too_late", rule: "C14", status: 422 });
  // Made by `by` about the other side (a side cannot claim against itself).
  events.push({ type: "claim_raised", rule: action.rule, data: { by: action.by, against: other(action.by) } });
  return { ok: true, challenge: { ...ch, state: "disputed", disputedFrom: "scheduled", openCase: true }, events };
}
