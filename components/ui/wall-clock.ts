// The viewer's local time as text without building an Intl formatter in the browser. A browser
// builds its first Intl.DateTimeFormat in 23–25 ms on the project's machine (the ICU data's first
// load; reading a Date's local fields costs 0.1 ms), one long task on the first view of any page
// with a time for every visitor outside the league's zone. For the app's two languages the shape of
// timeFormatter's text is fixed; the names below are ICU's, and wall-clock.test.ts compares every
// result with Intl's own for many instants and zones (it fails if ICU's text ever changes).

/** A wall clock's fields: weekday 0–6 from Sunday, month 0–11, as Date's local getters give them. */
export type WallClock = { weekday: number; month: number; day: number; hour: number; minute: number };

const two = (n: number) => String(n).padStart(2, "0");

const SHAPES: Record<string, (c: WallClock) => string> = {
  en: (c) =>
    `${["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][c.weekday]}, ${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][c.month]} ${c.day}, ${two(c.hour)}:${two(c.minute)}`,
  "zh-CN": (c) => `${c.month + 1}月${c.day}日${["周日", "周一", "周二", "周三", "周四", "周五", "周六"][c.weekday]} ${two(c.hour)}:${two(c.minute)}`,
};

/** timeFormatter(locale)'s text for these fields, or null for a language without a shape here. */
export function wallClockText(locale: string, c: WallClock): string | null {
  return SHAPES[locale]?.(c) ?? null;
}

/** The runtime's own wall clock at `d` (the viewer's zone in a browser). */
export function localWallClock(d: Date): WallClock {
  return { weekday: d.getDay(), month: d.getMonth(), day: d.getDate(), hour: d.getHours(), minute: d.getMinutes() };
}
