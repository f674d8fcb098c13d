// Issuing a challenge: eligibility (C1, C2, C10: eligibility.ts), C10's window, C5/C6 (slots).
import { challengeRefusal, type LadderView } from "@/lib/domain/challenge/eligibility";
import { challengeDeadlines, leagueWeekStart } from "@/lib/domain/schedule/window";
import { checkSlots } from "@/lib/domain/challenge/slots";
import { DEFAULT_SETTINGS, HOUR, type LeagueSettings } from "@/lib/domain/settings";
import type { Challenge, DomainEvent, SlotInput, Violation } from "@/lib/domain/challenge/types";

export type PriorityContext = {
  /** Positions (2 and/or 3) that have passed or challenged position 1 in this league week. */
  decided: number[];
  /** Position 1 already has an open incoming challenge. */
  topLocked: boolean;
  /** C10 (revision 2): the window was recorded as closed earlier this week; it stays closed. */
  closed?: boolean;
};

/**
 * C10 (revision 3): whether position 1 was locked when the week's window would open (Monday 00:00
 * league time): some challenge against the team at position 1 was issued before that instant and
 * had not yet taken effect then. The window is then closed for that week from its start.
 */
export function topLockedAt(weekStart: Date, againstTop: { issuedAt: Date; decidedAt: Date | null }[]): boolean {
  const w = weekStart.getTime();
  return againstTop.some((c) => c.issuedAt.getTime() < w && (c.decidedAt === null || c.decidedAt.getTime() > w));
}

/** C10: whether the weekly priority window is open at `now`, and when it closes at the latest. */
export function priorityWindow(
  now: Date,
  ctx: PriorityContext,
  settings: Pick<LeagueSettings, "timeZone" | "priorityWindowHours"> = DEFAULT_SETTINGS,
): { open: boolean; closesAt: Date } {
  const weekStart = leagueWeekStart(now, settings.timeZone);
  // Off (null): no window; closesAt is then the week's start.
  const closesAt = new Date(weekStart.getTime() + (settings.priorityWindowHours ?? 0) * HOUR);
  const bothDecided = ctx.decided.includes(2) && ctx.decided.includes(3);
  const open = settings.priorityWindowHours !== null && now < closesAt && !bothDecided && !ctx.topLocked && !ctx.closed;
  return { open, closesAt };
}

export type IssueInput = {
  challengerPosition: number;
  defenderPosition: number;
  slots: SlotInput[];
  ladder: LadderView;
  priority: PriorityContext;
};

/** Validates a new challenge at `now`; returns the challenge and its events, or the violation. */
export function issueChallenge(
  input: IssueInput,
  now: Date,
  settings: LeagueSettings = DEFAULT_SETTINGS,
): { ok: true; challenge: Challenge; events: DomainEvent[] } | { ok: false; violation: Violation } {
  const { challengerPosition: from, defenderPosition: to, ladder } = input;
  // C1, C2, C10: the one answer the ladder's column and the challenge form give too.
  const pw = priorityWindow(now, input.priority, settings);
  const refused = challengeRefusal(from, to, { ladder, priority: { open: pw.open, decided: input.priority.decided } });
  if (refused) return { ok: false, violation: refused };
  const { respondBy, playBy } = challengeDeadlines(now, settings);
  const v = checkSlots(input.slots, { now, playBy, kind: "proposal" }, settings);
  if (v) return { ok: false, violation: v };
  const challenge: Challenge = {
    state: "awaiting_response",
    issuedAt: now,
    respondBy,
    playBy,
    slots: input.slots.map((s) => ({ at: s.at, proposedBy: "challenger", offWindowAgreed: !!s.offWindowAgreed })),
    checkIns: [],
  };
  return {
    ok: true,
    challenge,
    events: [
      {
        type: "challenge_issued",
        rule: "C1",
        data: { from, to, respondBy: respondBy.toISOString(), playBy: playBy.toISOString(), priorityWindow: pw.open },
      },
    ],
  };
}
