// C11 (check-in hour) and C8 by check-ins (revision 2): at the play deadline, an agreed match
// without a submitted result is decided by who checked in by start + the C12 grace.
import { DEFAULT_SETTINGS, MINUTE, type LeagueSettings } from "@/lib/domain/settings";
import type { Challenge, Side } from "@/lib/domain/challenge/types";

/** C11: whether `now` is inside the check-in hour around the agreed start (both ends included). */
export function inCheckInWindow(
  scheduledAt: Date,
  now: Date,
  settings: Pick<LeagueSettings, "checkInBeforeMinutes" | "checkInAfterMinutes"> = DEFAULT_SETTINGS,
): boolean {
  const t = now.getTime();
  return t >= scheduledAt.getTime() - settings.checkInBeforeMinutes * MINUTE && t <= scheduledAt.getTime() + settings.checkInAfterMinutes * MINUTE;
}

/** C12: the instant after which a side that is not ready is late (start + grace, inclusive). */
export function lateCutoff(scheduledAt: Date, settings: Pick<LeagueSettings, "lateGraceMinutes"> = DEFAULT_SETTINGS): Date {
  return new Date(scheduledAt.getTime() + settings.lateGraceMinutes * MINUTE);
}

/** The sides that checked in by start + grace (C8, C12). */
export function checkedInInTime(
  ch: Pick<Challenge, "scheduledAt" | "checkIns">,
  settings: Pick<LeagueSettings, "lateGraceMinutes"> = DEFAULT_SETTINGS,
): Side[] {
  if (!ch.scheduledAt) return [];
  const cutoff = lateCutoff(ch.scheduledAt, settings).getTime();
  return (["challenger", "defender"] as const).filter((side) => ch.checkIns.some((c) => c.side === side && c.at.getTime() <= cutoff));
}

export type PlayDeadlineDecision = { kind: "forfeit"; loser: Side; rule: "C8" } | { kind: "unreported"; rule: "C8" };

/**
 * C8 (revision 2) with M3 and C12: exactly one side checked in by start + grace → the other side
 * forfeits; both → nobody forfeits, a referee case ("played, not reported") decides; neither →
 * the challenger forfeits (C8 as written).
 */
export function decidePlayDeadline(
  ch: Pick<Challenge, "scheduledAt" | "checkIns">,
  settings: Pick<LeagueSettings, "lateGraceMinutes"> = DEFAULT_SETTINGS,
): PlayDeadlineDecision {
  const present = checkedInInTime(ch, settings);
  if (present.length === 2) return { kind: "unreported", rule: "C8" };
  if (present.length === 1) return { kind: "forfeit", loser: present[0] === "challenger" ? "defender" : "challenger", rule: "C8" };
  return { kind: "forfeit", loser: "challenger", rule: "C8" };
}
