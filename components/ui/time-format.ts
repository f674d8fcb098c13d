// The one way league times are formatted, on the server and in the browser. Building an
// Intl.DateTimeFormat costs far more than formatting with one (a team page shows 30 times, a slot
// picker hundreds), so each locale, zone and style gets one for the process (issue 11).
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The fields of a league time's text (components/ui/wall-clock.ts writes the same shape without Intl). */
export const TIME_FIELDS: Intl.DateTimeFormatOptions = {
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
};

/** Weekday, date and 24-hour time; in `timeZone` (else the runtime's own), with its name if asked. */
export function timeFormatter(locale: string, timeZone?: string, withZone = false): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ""}|${withZone}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      ...TIME_FIELDS,
      ...(timeZone ? { timeZone } : {}),
      // Issue 37: the zone by its generic name in the reader's language ("中国时间", "China Time"), not "GMT+8".
      ...(withZone ? { timeZoneName: "shortGeneric" } : {}),
    });
    formatters.set(key, f);
  }
  return f;
}
