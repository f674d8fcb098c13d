// Issuing a challenge: C1 (step table), C2 (one out, one in), C10 (weekly priority), C5/C6 (slots).
import { challengeablePositions } from "@/lib/domain/ladder/eligibility";
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
  settings: Pick<LeagueSettings, "timeZone" | "priorityWindowEnabled" | "priorityWindowHours"> = DEFAULT_SETTINGS,
): { open: boolean; closesAt: Date } {
  const weekStart = leagueWeekStart(now, settings.timeZone);
  const closesAt = new Date(weekStart.getTime() + settings.priorityWindowHours * HOUR);
  const bothDecided = ctx.decided.includes(2) && ctx.decided.includes(3);
  const open = settings.priorityWindowEnabled && now < closesAt && !bothDecided && !ctx.topLocked && !ctx.closed;
  return { open, closesAt };
}

export type LadderView = {
  /** Positions with an open outgoing challenge. */
  hasOutgoing: Set<number>;
  /** Positions with an open incoming challenge. */
  hasIncoming: Set<number>;
  size: number;
};

/**
 * The positions a team at `position` may challenge right now: the C1 table, less targets already
 * holding an incoming challenge (C2), [] while the team holds an outgoing one (C2), and during
 * the C10 window only position 1 for positions 2 and 3 that have not decided, nobody else.
 */
export function mayChallenge(position: number, ladder: LadderView, priority: { open: boolean; decided: number[] }): number[] {
  if (ladder.hasOutgoing.has(position)) return [];
  const table = challengeablePositions(position).filter((p) => p <= ladder.size && !ladder.hasIncoming.has(p));
  if (!priority.open) return table;
  if ((position === 2 || position === 3) && !priority.decided.includes(position)) return table.filter((p) => p === 1);
  return [];
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
  if (ladder.hasOutgoing.has(from)) return { ok: false, violation: { code: "challenger_locked", rule: "C2", status: 409 } };
  if (ladder.hasIncoming.has(to)) return { ok: false, violation: { code: "defender_locked", rule: "C2", status: 409 } };
  if (!challengeablePositions(from).includes(to)) {
    return { ok: false, violation: { code: "not_in_step_table", rule: "C1", status: 422, params: { from, to } } };
  }
  const pw = priorityWindow(now, input.priority, settings);
  if (pw.open && !mayChallenge(from, ladder, { open: true, decided: input.priority.decided }).includes(to)) {
    return { ok: false, violation: { code: "priority_window", rule: "C10", status: 422 } };
  }
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
