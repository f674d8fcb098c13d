// The challenge as the rules see it: states and outcomes as named in api.md.
import type { ErrorCode, ErrorParamsField } from "@/lib/errors";
import type { RuleId } from "@/lib/domain/rules";
import type { Messages } from "@/lib/i18n/messages";

export type Side = "challenger" | "defender";
export type ChallengeState = "awaiting_response" | "awaiting_choice" | "scheduled" | "result_submitted" | "disputed" | "final";
export type OutcomeReason =
  | "played"
  | "defender_forfeit"
  | "challenger_forfeit"
  | "withdrawn"
  | "abandoned"
  | "awarded"
  | "invalid"
  | "conceded" // C17
  | "voided"; // R3: voided without fault after a ruling rebuilt the ladder
/**
 * An outcome; `rated` says whether the rating board moves (E4): set for a concession at or after
 * the agreed start (C17, revision 3), otherwise derived from the reason (only "played" is rated).
 */
export type Outcome = { winner: Side | null; reason: OutcomeReason; rated?: boolean };

export type Slot = { at: Date; proposedBy: Side; offWindowAgreed: boolean };
export type SlotInput = { at: Date; offWindowAgreed?: boolean };

/** A lineup seat: a registered member (by id) or an unregistered substitute (by name). */
export type LineupPlayer = { userId: string; registered: true } | { name: string; registered: false };

export type SubmittedResult = {
  challengerImps: number;
  defenderImps: number;
  bySide: Side;
  submittedAt: Date;
  confirmedAt?: Date;
  /** M2 (revision 3): the other side appealed (once; the appeal stays possible for 48 h whatever the submitter does). */
  appealedAt?: Date;
  /** M4 (revision 3): the submitter's correction request with the corrected totals; `protects` if it came before any referee look. */
  correction?: Correction;
  /** C14: a side had fewer than 3 registered players; accepted and marked. */
  lineupMarked?: boolean;
};

export type Correction = { challengerImps: number; defenderImps: number; at: Date; protects: boolean };

/** C16: a proposed new start time awaiting the other captain. */
export type RescheduleProposal = { at: Date; proposedBy: Side; proposedAt: Date; offWindow: boolean };

export type Challenge = {
  state: ChallengeState;
  issuedAt: Date;
  respondBy: Date;
  playBy: Date;
  respondedAt?: Date;
  chooseBy?: Date;
  scheduledAt?: Date;
  slots: Slot[];
  checkIns: { side: Side; at: Date }[];
  result?: SubmittedResult;
  resultDueAt?: Date;
  outcome?: Outcome;
  /** M2: when the outcome took effect (a submitted result, a forfeit, a concession, a ruling). */
  decidedAt?: Date;
  finalAt?: Date;
  /** C16: the pending reschedule proposal, if any. */
  reschedule?: RescheduleProposal;
  /** M4: a referee has looked at the result (the other side's appeal, or a referee review). */
  refereeLooked?: boolean;
  /** A referee case on this challenge is open (the sweep must not finalise it). */
  openCase?: boolean;
  /** R4 (revision 3): the state a claim, appeal or correction took the challenge from (dismissal returns it there). */
  disputedFrom?: "scheduled" | "result_submitted";
};

export type Action =
  | { type: "accept"; by: Side; slot: Date }
  | { type: "counter"; by: Side; slots: SlotInput[] }
  | { type: "choose"; by: Side; slot: Date }
  | { type: "withdraw"; by: Side }
  | { type: "concede"; by: Side }
  | { type: "propose_reschedule"; by: Side; at: Date }
  | { type: "accept_reschedule"; by: Side }
  | { type: "decline_reschedule"; by: Side }
  | { type: "check_in"; by: Side }
  | {
      type: "submit_result";
      by: Side;
      challengerImps: number;
      defenderImps: number;
      lineup: { challenger: LineupPlayer[]; defender: LineupPlayer[] };
    }
  | { type: "confirm"; by: Side }
  | { type: "appeal"; by: Side; reason: string }
  | { type: "request_correction"; by: Side; reason: string; challengerImps: number; defenderImps: number }
  | { type: "raise_claim"; by: Side; rule: "C12" | "C13" | "C14" | "M5"; reason: string }
  | { type: "uphold" }
  | { type: "deadline"; kind: DeadlineKind }
  | { type: "award"; winner: Side; reason: "awarded" | "invalid" | "played" }
  | { type: "replace_result"; challengerImps: number; defenderImps: number }
  | { type: "order_rematch"; at: Date }
  /** R4. Revision 4: `othersOpen`, another case on this challenge stays open (a ruling decides its own case only). */
  | { type: "dismiss"; othersOpen?: boolean }
  | { type: "void"; reason: "R1" | "R3" };

export type DeadlineKind = "respond" | "choose" | "play" | "finalise";

/**
 * An event's type: a key of `events` in the message files (issue 37: every event the log shows
 * has its label in both languages; an event without one does not compile).
 */
export type EventType = keyof Messages["events"];

/** What a transition records (the service adds who, when and the ids). */
export type DomainEvent = { type: EventType; rule?: RuleId; data?: Record<string, unknown> };

/**
 * A refused transition names the rule it breaks; `status` is 409 (state) or 422 (rule). Issue 39:
 * one member per error code, its `params` the placeholders of the code's message (required when
 * it has some), so a refusal with a wrong or missing parameter does not compile.
 */
export type Violation = {
  [C in ErrorCode]: { code: C; rule?: RuleId; status: 403 | 409 | 422 } & ErrorParamsField<C>;
}[ErrorCode];

export type TransitionResult = { ok: true; challenge: Challenge; events: DomainEvent[] } | { ok: false; violation: Violation };

/**
 * C2 (revision 2): a challenge holds the lock from issue until its outcome takes effect (a result
 * is submitted, a side concedes or forfeits, the challenger withdraws or abandons). A rematch (R1)
 * clears the outcome and so holds the lock again.
 */
export function holdsLock(ch: Pick<Challenge, "state" | "outcome">): boolean {
  return ch.state !== "final" && !ch.outcome;
}

export const OPEN_STATES: ChallengeState[] = ["awaiting_response", "awaiting_choice", "scheduled", "result_submitted", "disputed"];
