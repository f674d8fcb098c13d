// components/ui/wall-clock.ts writes the local time without Intl in the browser: its text must be
// timeFormatter's (Intl's) to the character, in both languages, for every instant and zone.
import { describe, expect, test } from "vitest";
import { timeFormatter } from "@/components/ui/time-format";
import { localWallClock, wallClockText, type WallClock } from "@/components/ui/wall-clock";
import { locales } from "@/lib/i18n/routing";

/** The wall clock in `timeZone` at `d`, read through Intl (the reference). */
function wallClockIn(d: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return {
    weekday: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(parts.weekday),
    month: Number(parts.month) - 1,
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

const ZONES = ["Asia/Shanghai", "Europe/London", "America/New_York", "Asia/Kolkata", "Australia/Adelaide", "Pacific/Kiritimati", "America/St_Johns", "UTC"];
// Every 7 h 13 min over two years: every weekday, month, day of the month, hour, and odd minutes;
// with daylight saving's changes in the zones that have them.
const INSTANTS = Array.from({ length: 2430 }, (_, i) => new Date(Date.UTC(2026, 0, 1) + i * (7 * 60 + 13) * 60_000));

describe("wallClockText", () => {
  test.each(locales.flatMap((l) => ZONES.map((z) => [l, z] as const)))("%s in %s: Intl's text at every instant", (locale, zone) => {
    const f = timeFormatter(locale, zone);
    const differ = INSTANTS.filter((d) => wallClockText(locale, wallClockIn(d, zone)) !== f.format(d)).map(
      (d) => `${d.toISOString()}: ${wallClockText(locale, wallClockIn(d, zone))} ≠ ${f.format(d)}`,
    );
    expect(differ.slice(0, 3)).toEqual([]);
  });

  test("the runtime's own zone, read from the Date's fields, gives Intl's text", () => {
    for (const locale of locales)
      for (const d of INSTANTS.slice(0, 400)) expect(wallClockText(locale, localWallClock(d))).toBe(timeFormatter(locale).format(d));
  });

  test("a language without a shape here is left to Intl", () => {
    expect(wallClockText("fr", localWallClock(new Date()))).toBeNull();
  });

  test("midnight and single-digit fields", () => {
    const c = { weekday: 0, month: 0, day: 4, hour: 0, minute: 5 };
    expect([wallClockText("en", c), wallClockText("zh-CN", c)]).toEqual(["Sun, Jan 4, 00:05", "1月4日周日 00:05"]);
  });
});
