// League settings, declared once (issue 26): each entry names its kind, unit, default, allowed
// range and the rule it belongs to. Everything else is derived from this list: the
// `LeagueSettings` type and its defaults, reading a stored document (`readSettings`), the zod
// schema of `PATCH /api/v1/league` and the admin form (lib/validations/settings.ts), the form's
// fields (components/admin/settings-fields.tsx), the OpenAPI description and the about page.
// Labels and help texts are the message keys `settings.<name>.label` and `settings.<name>.help`.
//
// S1 (rules revision 3): the settings in force when a challenge is issued govern it to its end;
// each challenge keeps a snapshot of this same shape. `scope: "league"` marks the few that are
// not a challenge's (replacements are a team's, T5). E5 (revision 4): the rating settings are a
// challenge's too: a result is rated with those in force when its challenge was issued, live and
// in every replay, so changing one never rewrites ratings already earned.
import type { RuleId } from "@/lib/domain/rules";
import type { ErrorCode } from "@/lib/errors";

export type SettingUnit = "hours" | "minutes" | "minuteOfDay" | "count" | "points" | "matches" | "boards";
export type SettingGroup = "deadlines" | "window" | "match" | "cases" | "priority" | "teams" | "rating";

type Base = {
  /** The rule id this setting belongs to (league-rules.md). */
  rule: RuleId;
  group: SettingGroup;
  /** "challenge": part of S1's per-challenge snapshot in effect; "league": read from the league. */
  scope: "challenge" | "league";
  /** Listed among the time rules on the about page. */
  about?: boolean;
};
export type IntSetting = Base & { kind: "int"; unit: SettingUnit; default: number; min: number; max: number };
/**
 * Issue 39: a setting that can be switched off. "Off" is its own value (null), not a number the
 * code must remember to read as off: the type is `number | null`, so every reader decides what off
 * means, and the form, the API's schema and the about page show it as off.
 */
export type OptionalIntSetting = Base & { kind: "int"; optional: true; unit: SettingUnit; default: number | null; min: number; max: number };
export type NumberSetting = Base & { kind: "number"; unit: SettingUnit; default: number; min: number; max: number };
export type BooleanSetting = Base & { kind: "boolean"; default: boolean };
export type TimeZoneSetting = Base & { kind: "timeZone"; default: string };
export type WeekdaysSetting = Base & { kind: "weekdays"; default: readonly number[] };
export type SettingDecl = IntSetting | OptionalIntSetting | NumberSetting | BooleanSetting | TimeZoneSetting | WeekdaysSetting;

export const SETTINGS = {
  timeZone: { kind: "timeZone", default: "Asia/Shanghai", rule: "C6", group: "window", scope: "challenge" },
  responseHours: { kind: "int", unit: "hours", default: 72, min: 1, max: 24 * 14, rule: "C7", group: "deadlines", scope: "challenge", about: true },
  playHours: { kind: "int", unit: "hours", default: 168, min: 1, max: 24 * 30, rule: "C8", group: "deadlines", scope: "challenge", about: true },
  matchHours: { kind: "int", unit: "hours", default: 3, min: 1, max: 12, rule: "C6", group: "deadlines", scope: "challenge", about: true },
  minNoticeHours: { kind: "int", unit: "hours", default: 12, min: 0, max: 72, rule: "C5", group: "deadlines", scope: "challenge", about: true },
  confirmHours: { kind: "int", unit: "hours", default: 48, min: 1, max: 24 * 14, rule: "M2", group: "deadlines", scope: "challenge", about: true },
  slotWindowStartMinute: {
    kind: "int",
    unit: "minuteOfDay",
    default: 18 * 60,
    min: 0,
    max: 1439,
    rule: "C6",
    group: "window",
    scope: "challenge",
    about: true,
  },
  slotWindowEndMinute: { kind: "int", unit: "minuteOfDay", default: 24 * 60, min: 1, max: 1440, rule: "C6", group: "window", scope: "challenge", about: true },
  slotWeekdays: { kind: "weekdays", default: [1, 2, 3, 4, 5], rule: "C6", group: "window", scope: "challenge", about: true },
  checkInBeforeMinutes: { kind: "int", unit: "minutes", default: 30, min: 0, max: 240, rule: "C11", group: "match", scope: "challenge", about: true },
  checkInAfterMinutes: { kind: "int", unit: "minutes", default: 30, min: 0, max: 240, rule: "C11", group: "match", scope: "challenge", about: true },
  lateGraceMinutes: { kind: "int", unit: "minutes", default: 15, min: 0, max: 120, rule: "C12", group: "match", scope: "challenge", about: true },
  boardsPerMatch: { kind: "int", unit: "boards", default: 16, min: 1, max: 64, rule: "M1", group: "match", scope: "challenge" },
  rulingHours: { kind: "int", unit: "hours", default: 72, min: 1, max: 24 * 14, rule: "R2", group: "cases", scope: "challenge", about: true },
  // C10's window, or null: no priority window (it replaced a separate on/off switch, issue 39).
  priorityWindowHours: {
    kind: "int",
    optional: true,
    unit: "hours",
    default: 24,
    min: 1,
    max: 24 * 6,
    rule: "C10",
    group: "priority",
    scope: "challenge",
    about: true,
  },
  maxReplacements: { kind: "int", unit: "count", default: 2, min: 0, max: 10, rule: "T5", group: "teams", scope: "league" },
  ratingStart: { kind: "number", unit: "points", default: 1600, min: 0, max: 4000, rule: "E1", group: "rating", scope: "challenge" },
  ratingK: { kind: "number", unit: "points", default: 32, min: 1, max: 100, rule: "E1", group: "rating", scope: "challenge" },
  provisionalMatches: { kind: "int", unit: "matches", default: 28, min: 0, max: 200, rule: "E2", group: "rating", scope: "challenge" },
} as const satisfies Record<string, SettingDecl>;

export type SettingName = keyof typeof SETTINGS;
type ValueOf<D> = D extends { optional: true }
  ? number | null
  : D extends { kind: "boolean" }
    ? boolean
    : D extends { kind: "timeZone" }
      ? string
      : D extends { kind: "weekdays" }
        ? number[]
        : number;
export type LeagueSettings = { [K in SettingName]: ValueOf<(typeof SETTINGS)[K]> };

export const SETTING_NAMES = Object.keys(SETTINGS) as SettingName[];

/** The declaration of one setting (typed loosely, for code that walks the list). */
export const settingDecl = (name: SettingName): SettingDecl => SETTINGS[name];

export const DEFAULT_SETTINGS: LeagueSettings = Object.fromEntries(
  SETTING_NAMES.map((n) => {
    const d = settingDecl(n);
    return [n, d.kind === "weekdays" ? [...d.default] : d.default];
  }),
) as LeagueSettings;

/** A minute of the day as "HH:MM" (1440 is "24:00", the end of the day). */
export function hhmm(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}

/** "HH:MM" or "H:MM" (00:00 to 24:00) as a minute of the day; NaN for anything else (issue 37). */
export function minuteOfDay(text: string): number {
  const m = /^(\d{1,2})[:：](\d{2})$/.exec(text.normalize("NFKC").trim());
  if (!m) return Number.NaN;
  const [h, min] = [Number(m[1]), Number(m[2])];
  return min < 60 && (h < 24 || (h === 24 && min === 0)) ? h * 60 + min : Number.NaN;
}

const knownZones = new Set<string>();

/** Whether an IANA time zone name is known to this runtime (each name is checked once). */
export function isTimeZone(tz: unknown): tz is string {
  if (typeof tz !== "string" || tz === "" || tz.length > 64) return false;
  if (knownZones.has(tz)) return true;
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
  } catch {
    return false;
  }
  knownZones.add(tz);
  return true;
}

/** Whether `value` is a valid value of the setting (kind and range). */
export function validSetting(d: SettingDecl, value: unknown): boolean {
  if (value === null) return "optional" in d;
  switch (d.kind) {
    case "int":
      return Number.isInteger(value) && (value as number) >= d.min && (value as number) <= d.max;
    case "number":
      return typeof value === "number" && Number.isFinite(value) && value >= d.min && value <= d.max;
    case "boolean":
      return typeof value === "boolean";
    case "timeZone":
      return isTimeZone(value);
    case "weekdays":
      return (
        Array.isArray(value) &&
        value.length >= 1 &&
        value.length <= 7 &&
        new Set(value).size === value.length &&
        value.every((v) => Number.isInteger(v) && v >= 1 && v <= 7)
      );
  }
}

/**
 * A stored settings document (the league's, or a challenge's S1 snapshot) as settings: every
 * declared name with a valid value is taken, anything missing or invalid takes the declared
 * default (an older document lacks settings added since), and unknown names are dropped.
 */
export function readSettings(doc: unknown): LeagueSettings {
  const src = doc && typeof doc === "object" && !Array.isArray(doc) ? { ...(doc as Record<string, unknown>) } : {};
  // A document from before issue 39 switched C10's window off with a flag of its own.
  if (src.priorityWindowEnabled === false) src.priorityWindowHours = null;
  const out: Record<string, unknown> = {};
  for (const n of SETTING_NAMES) {
    const d = settingDecl(n);
    const v = src[n];
    out[n] = validSetting(d, v) ? (Array.isArray(v) ? [...v].sort((a, b) => a - b) : v) : d.kind === "weekdays" ? [...d.default] : d.default;
  }
  return out as LeagueSettings;
}

/** Rules between settings, checked on the whole set after a change (the field named is the one to fix). */
export const SETTING_CHECKS: { field: SettingName; code: ErrorCode; holds: (s: LeagueSettings) => boolean }[] = [
  // C7/C8: the defender must answer before the match must be played.
  { field: "responseHours", code: "settings_response_before_play", holds: (s) => s.responseHours < s.playHours },
  // C6: a match must fit between issue and the play deadline.
  { field: "matchHours", code: "settings_match_within_play", holds: (s) => s.matchHours < s.playHours },
  // C5/C6: a time with the minimum notice must still leave room to play.
  { field: "minNoticeHours", code: "settings_notice_within_play", holds: (s) => s.minNoticeHours + s.matchHours < s.playHours },
  // C6: the window is one interval of the day.
  { field: "slotWindowEndMinute", code: "settings_window_order", holds: (s) => s.slotWindowStartMinute < s.slotWindowEndMinute },
];

/** The first broken rule between settings, or null. */
export function checkSettings(s: LeagueSettings): { field: SettingName; code: ErrorCode } | null {
  const broken = SETTING_CHECKS.find((c) => !c.holds(s));
  return broken ? { field: broken.field, code: broken.code } : null;
}

export const HOUR = 3_600_000;
export const MINUTE = 60_000;
