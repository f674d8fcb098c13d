// C5 (exactly 4 distinct slots, minimum notice) and C6 (window, future, room to play before the
// play deadline).
import { isInSlotWindow, localParts } from "@/lib/domain/schedule/window";
import { HOUR, type LeagueSettings } from "@/lib/domain/settings";
import type { SlotInput, Violation } from "@/lib/domain/challenge/types";

export const SLOTS_PER_PROPOSAL = 4;

type SlotSettings = Pick<LeagueSettings, "timeZone" | "slotWindowStartMinute" | "slotWindowEndMinute" | "slotWeekdays" | "matchHours" | "minNoticeHours">;

/** C6 (revision 2): the latest start that leaves the match duration before the play deadline. */
export function latestStart(playBy: Date, settings: Pick<LeagueSettings, "matchHours">): Date {
  return new Date(playBy.getTime() - settings.matchHours * HOUR);
}

/** League wall-clock text of an instant ("2026-12-07 18:00"), for error parameters. */
export function leagueClock(at: Date, timeZone: string): string {
  const p = localParts(at, timeZone);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${p.year}-${two(p.month)}-${two(p.day)} ${two(p.hour)}:${two(p.minute)}`;
}

/** C5 (revision 3): the earliest start that gives the minimum notice from `now` (inclusive). */
export function earliestStart(now: Date, settings: Pick<LeagueSettings, "minNoticeHours">): Date {
  return new Date(now.getTime() + settings.minNoticeHours * HOUR);
}

/**
 * C5 + C6: the range a time proposed at `now` may take, both ends inclusive: from the minimum
 * notice (revision 3; `notice: false` for a referee's rematch time, R1) to the play deadline less
 * the match duration. The slot pickers and the reschedule panel offer exactly this range.
 */
export function startRange(
  now: Date,
  playBy: Date,
  settings: Pick<LeagueSettings, "minNoticeHours" | "matchHours">,
  opts: { notice?: boolean } = {},
): { earliest: Date; latest: Date } {
  return { earliest: opts.notice === false ? new Date(now.getTime() + 1) : earliestStart(now, settings), latest: latestStart(playBy, settings) };
}

/**
 * C6: one start time, whatever proposed it (issue, counter, reschedule, rematch): in the future and
 * no later than the play deadline less the match duration. C5 (revision 3): a time proposed now
 * (`notice: true`: issue, counter, reschedule) starts at least the minimum notice after `now`;
 * accepting or choosing an earlier proposal does not re-check it, and a rematch is exempt (R1).
 * Null when it is allowed.
 */
export function checkStartTime(at: Date, ctx: { now: Date; playBy: Date; notice?: boolean }, settings: SlotSettings): Violation | null {
  if (!Number.isFinite(at.getTime())) return { code: "slot_invalid", rule: "C5", status: 422 };
  if (at.getTime() <= ctx.now.getTime()) return { code: "slot_in_past", rule: "C6", status: 422 };
  if (ctx.notice && at.getTime() < earliestStart(ctx.now, settings).getTime()) {
    const earliest = earliestStart(ctx.now, settings);
    return {
      code: "slot_short_notice",
      rule: "C5",
      status: 422,
      params: { hours: settings.minNoticeHours, earliest: leagueClock(earliest, settings.timeZone), timeZone: settings.timeZone },
    };
  }
  const latest = latestStart(ctx.playBy, settings);
  if (at.getTime() > latest.getTime()) {
    return {
      code: "slot_too_late",
      rule: "C6",
      status: 422,
      params: { latest: leagueClock(latest, settings.timeZone), timeZone: settings.timeZone, hours: settings.matchHours },
    };
  }
  return null;
}

/**
 * Checks a proposal of slots; returns the first violation, or null when it is valid. The
 * challenger's proposal (`kind: "proposal"`) may hold times marked off-window, which the defender
 * agrees to by accepting one; a counter-proposal holds only in-window times (C6, revision 2).
 */
export function checkSlots(
  slots: SlotInput[],
  ctx: { now: Date; playBy: Date; taken?: Date[]; kind?: "proposal" | "counter" },
  settings: SlotSettings,
): Violation | null {
  if (slots.length !== SLOTS_PER_PROPOSAL) {
    return { code: "slots_count", rule: "C5", status: 422, params: { count: slots.length } };
  }
  const times = slots.map((s) => s.at.getTime());
  if (times.some((t) => !Number.isFinite(t))) return { code: "slot_invalid", rule: "C5", status: 422 };
  if (new Set(times).size !== times.length) return { code: "slots_duplicate", rule: "C5", status: 422 };
  const taken = new Set((ctx.taken ?? []).map((d) => d.getTime()));
  if (times.some((t) => taken.has(t))) return { code: "slots_already_proposed", rule: "C5", status: 422 };
  for (const s of slots) {
    const v = checkStartTime(s.at, { ...ctx, notice: true }, settings);
    if (v) return v;
    if (isInSlotWindow(s.at, settings.timeZone, settings)) continue;
    if (ctx.kind === "counter") return { code: "counter_outside_window", rule: "C6", status: 422 };
    if (!s.offWindowAgreed) return { code: "slot_outside_window", rule: "C6", status: 422 };
  }
  return null;
}
