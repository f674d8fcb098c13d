// C6 (slot window), C7/C8 (deadlines), C10 (league week), all in the league's time zone.
import { TZDate } from "@date-fns/tz";
import { startOfWeek } from "date-fns";
import { DEFAULT_SETTINGS, HOUR, type LeagueSettings } from "@/lib/domain/settings";

type WindowSettings = Pick<LeagueSettings, "slotWindowStartMinute" | "slotWindowEndMinute" | "slotWeekdays">;

/** C6: whether `start` falls Monday–Friday, 18:00 ≤ local time < 24:00 in `timeZone` (DST-correct). */
export function isInSlotWindow(start: Date, timeZone: string, settings: WindowSettings = DEFAULT_SETTINGS): boolean {
  const local = new TZDate(start.getTime(), timeZone);
  const isoDay = local.getDay() === 0 ? 7 : local.getDay();
  if (!settings.slotWeekdays.includes(isoDay)) return false;
  const minute = local.getHours() * 60 + local.getMinutes();
  return minute >= settings.slotWindowStartMinute && minute < settings.slotWindowEndMinute;
}

/** C7 and C8: the response and play deadlines of a challenge issued at `issuedAt`. */
export function challengeDeadlines(
  issuedAt: Date,
  settings: Pick<LeagueSettings, "responseHours" | "playHours"> = DEFAULT_SETTINGS,
): { respondBy: Date; playBy: Date } {
  return {
    respondBy: new Date(issuedAt.getTime() + settings.responseHours * HOUR),
    playBy: new Date(issuedAt.getTime() + settings.playHours * HOUR),
  };
}

/** C10: the start of the league week (Monday 00:00 league time) containing `at`, as a UTC instant. */
export function leagueWeekStart(at: Date, timeZone: string): Date {
  const monday = startOfWeek(new TZDate(at.getTime(), timeZone), { weekStartsOn: 1 });
  return new Date(monday.getTime());
}

/** Local calendar parts of an instant in a zone (for display and slot pickers). */
export function localParts(at: Date, timeZone: string) {
  const l = new TZDate(at.getTime(), timeZone);
  return {
    year: l.getFullYear(),
    month: l.getMonth() + 1,
    day: l.getDate(),
    hour: l.getHours(),
    minute: l.getMinutes(),
    isoDay: l.getDay() === 0 ? 7 : l.getDay(),
  };
}

/** The UTC instant of a wall-clock time in a zone. */
export function zonedInstant(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): Date {
  return new Date(new TZDate(year, month - 1, day, hour, minute, 0, 0, timeZone).getTime());
}

/** C6: every start time in the slot window after `from` and before `until`, in `stepMinutes` steps. */
export function windowSlots(
  from: Date,
  until: Date,
  settings: Pick<LeagueSettings, "timeZone" | "slotWindowStartMinute" | "slotWindowEndMinute" | "slotWeekdays">,
  stepMinutes = 30,
): Date[] {
  const out: Date[] = [];
  const first = localParts(from, settings.timeZone);
  for (let day = 0; ; day++) {
    const noon = zonedInstant(first.year, first.month, first.day + day, 12, 0, settings.timeZone);
    if (noon.getTime() - until.getTime() > 86_400_000) break;
    const p = localParts(noon, settings.timeZone);
    for (let m = settings.slotWindowStartMinute; m < settings.slotWindowEndMinute; m += stepMinutes) {
      const at = zonedInstant(p.year, p.month, p.day, Math.floor(m / 60), m % 60, settings.timeZone);
      if (at > from && at < until && isInSlotWindow(at, settings.timeZone, settings)) out.push(at);
    }
  }
  return out;
}

/** S3 (revision 4): the league-time calendar day of an instant, "YYYY-MM-DD". */
export function leagueDay(at: Date, timeZone: string): string {
  const p = localParts(at, timeZone);
  return `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
}

/** S3: the first instant after a league-time calendar day (its next midnight in the zone). */
export function afterLeagueDay(day: string, timeZone: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  return zonedInstant(y, m, d + 1, 0, 0, timeZone);
}
