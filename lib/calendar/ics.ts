// iCalendar (RFC 5545) for scheduled matches: one file per match, one feed per team. Issue 12: the
// text is produced by the maintained `ics` package (escaping, folding, CRLF), not by hand.
import { createEvents, type EventAttributes } from "ics";

export type CalendarEvent = { uid: string; start: Date; minutes: number; summary: string; description: string; location: string; url?: string; stamp: Date };

/** Free text for a calendar field: a bare CR or a NUL would break the file's lines. */
const clean = (s: string) => s.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");

/** A calendar with the given events. */
export function icsCalendar(name: string, events: CalendarEvent[]): string {
  const attrs: EventAttributes[] = events.map((e) => ({
    uid: e.uid,
    start: e.start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: e.minutes },
    timestamp: e.stamp.getTime(),
    title: clean(e.summary),
    description: clean(e.description),
    location: clean(e.location),
    ...(e.url ? { url: e.url } : {}),
    productId: "bridge-ladder/league",
    calName: clean(name),
    alarms: [{ action: "display", description: clean(e.summary), trigger: { hours: 1, before: true } }],
  }));
  if (attrs.length === 0) {
    // ics needs at least one event for the calendar's own fields; an empty feed is still valid.
    return [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:bridge-ladder/league",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      `X-WR-CALNAME:${clean(name)
        .replace(/([,;\\])/g, "\\$1")
        .replace(/\n/g, "\\n")}`,
      "END:VCALENDAR",
      "",
    ].join("\r\n");
  }
  const { error, value } = createEvents(attrs);
  if (error || !value) throw error ?? new Error("calendar could not be written");
  return value;
}
