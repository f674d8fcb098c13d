// C5 (exactly 4 distinct slots) and C6 (window, future, before the play deadline).
import { isInSlotWindow } from "@/lib/domain/schedule/window";
import type { LeagueSettings } from "@/lib/domain/settings";
import type { SlotInput, Violation } from "@/lib/domain/challenge/types";

export const SLOTS_PER_PROPOSAL = 4;

/** Checks a proposal of slots; returns the first violation, or null when it is valid. */
export function checkSlots(
  slots: SlotInput[],
  ctx: { now: Date; playBy: Date; taken?: Date[] },
  settings: Pick<LeagueSettings, "timeZone" | "slotWindowStartMinute" | "slotWindowEndMinute" | "slotWeekdays">,
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
    if (s.at.getTime() <= ctx.now.getTime()) return { code: "slot_in_past", rule: "C6", status: 422 };
    // C6: both sides can only choose times inside the play deadline.
    if (s.at.getTime() >= ctx.playBy.getTime()) return { code: "slot_after_play_deadline", rule: "C8", status: 422 };
    if (!s.offWindowAgreed && !isInSlotWindow(s.at, settings.timeZone, settings)) {
      return { code: "slot_outside_window", rule: "C6", status: 422 };
    }
  }
  return null;
}
