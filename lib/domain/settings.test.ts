// Issue 26: the settings are declared once; this goes through the list and checks what every
// derived piece needs (messages in both languages, a default within range, a form field that
// parses back, the stored document read with the declared defaults).
import { describe, expect, test } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import zh from "@/lib/i18n/messages/zh-CN.json";
import en from "@/lib/i18n/messages/en.json";
import {
  DEFAULT_SETTINGS,
  SETTING_NAMES,
  checkSettings,
  hhmm,
  minuteOfDay,
  readSettings,
  settingDecl,
  validSetting,
  type LeagueSettings,
} from "@/lib/domain/settings";
import { SettingsFields, formatSetting } from "@/components/admin/settings-fields";
import { SettingsPatchSchema, settingsFromForm } from "@/lib/validations/settings";

const at = (o: unknown, path: string): unknown => path.split(".").reduce<unknown>((x, k) => (x as Record<string, unknown> | undefined)?.[k], o);
const t = (key: string) => key;

describe.each(SETTING_NAMES)("setting %s", (name) => {
  const d = settingDecl(name);
  test("has a label and a help text in zh-CN and en", () => {
    for (const m of [zh, en]) {
      expect(at(m, `settings.${name}.label`), name).toBeTypeOf("string");
      expect(at(m, `settings.${name}.help`), name).toBeTypeOf("string");
    }
    if (d.kind === "int" || d.kind === "number") for (const m of [zh, en]) expect(at(m, `settings.units.${d.unit}`)).toBeTypeOf("string");
    for (const m of [zh, en]) expect(at(m, `settings.groups.${d.group}`)).toBeTypeOf("string");
  });
  test("its default is within its range and names a rule", () => {
    expect(validSetting(d, d.default)).toBe(true);
    expect(d.rule).toMatch(/^[TCMLRESDV]\d+$/);
  });
  test("out-of-range and wrongly typed values are refused by the schema, the field named", () => {
    const bad: unknown[] =
      d.kind === "int" || d.kind === "number"
        ? [d.min - 1, d.max + 1, "12", ...("optional" in d ? [] : [null])]
        : d.kind === "boolean"
          ? ["yes", 1]
          : d.kind === "weekdays"
            ? [[], [0], [8], [1, 1]]
            : ["Mars/Olympus", 3];
    for (const v of bad) {
      const p = SettingsPatchSchema.safeParse({ [name]: v });
      expect(p.success, `${name}=${JSON.stringify(v)}`).toBe(false);
      expect(p.error!.issues[0].path[0]).toBe(name);
    }
    if (d.kind === "int") expect(SettingsPatchSchema.safeParse({ [name]: d.min + 0.5 }).success).toBe(false);
  });
  test("a stored document without it, or with an invalid value, reads as the default", () => {
    const { [name]: _, ...without } = DEFAULT_SETTINGS;
    expect(readSettings(without)[name]).toEqual(d.default);
    expect(readSettings({ ...DEFAULT_SETTINGS, [name]: "garbage" })[name]).toEqual(d.default);
  });
});

describe("the settings as a whole", () => {
  test("the admin form has a field for every setting, and parses back to the same values", () => {
    const values: LeagueSettings = {
      ...DEFAULT_SETTINGS,
      responseHours: 48,
      slotWeekdays: [1, 3, 5],
      priorityWindowHours: null,
      ratingK: 24,
      timeZone: "Europe/London",
    };
    const html = renderToStaticMarkup(createElement(SettingsFields, { values, t }));
    for (const n of SETTING_NAMES) expect(html, n).toContain(`name="${n}"`);
    // The form as a browser submits it: every named input with its value, ticked boxes only.
    const form = new FormData();
    // A select sends its selected option (issue 37: the time zone is picked from a list).
    for (const m of html.matchAll(/<select[^>]*name="([^"]*)"[^>]*>(.*?)<\/select>/g)) {
      const chosen = /<option[^>]*value="([^"]*)"[^>]*selected=""/.exec(m[2]) ?? /<option[^>]*selected=""[^>]*value="([^"]*)"/.exec(m[2]);
      form.append(m[1], chosen?.[1] ?? "");
    }
    expect(form.get("timeZone")).toBe("Europe/London");
    for (const m of html.matchAll(/<input([^>]*)>/g)) {
      const attr = (a: string) => new RegExp(`${a}="([^"]*)"`).exec(m[1])?.[1];
      const name = attr("name");
      if (!name) continue;
      if (attr("type") === "checkbox") {
        if (/checked=""/.test(m[1])) form.append(name, attr("value") ?? "on");
      } else form.append(name, attr("value") ?? "");
    }
    const parsed = SettingsPatchSchema.parse(settingsFromForm(form));
    expect(readSettings(parsed)).toEqual(values);
  });
  test.each([
    ["18:00", 1080],
    ["7:30", 450],
    ["24:00", 1440],
    ["00:00", 0],
    ["１９：３０", 1170],
    ["24:01", Number.NaN],
    ["25:00", Number.NaN],
    ["18:60", Number.NaN],
    ["1080", Number.NaN],
    ["6pm", Number.NaN],
  ])("issue 37: minuteOfDay(%s) = %s; hhmm reads it back", (text, minute) => {
    expect(minuteOfDay(text)).toBe(minute);
    if (!Number.isNaN(minute)) expect(minuteOfDay(hhmm(minute))).toBe(minute);
  });
  test("issue 37: the form takes times as HH:MM and a bad one is refused with its field named", () => {
    const form = new FormData();
    form.append("slotWindowStartMinute", "19:00");
    form.append("slotWindowEndMinute", "9pm");
    form.append("slotWeekdays", "1"); // (the form always sends its weekdays)
    const p = SettingsPatchSchema.safeParse(settingsFromForm(form));
    expect(p.success).toBe(false);
    expect(p.error!.issues.map((i) => i.path[0])).toEqual(["slotWindowEndMinute"]);
    form.set("slotWindowEndMinute", "24:00");
    expect(SettingsPatchSchema.parse(settingsFromForm(form))).toMatchObject({ slotWindowStartMinute: 1140, slotWindowEndMinute: 1440 });
  });
  test("issue 39: an optional setting is off as null; a required one never is; the old on/off flag reads as off", () => {
    expect(validSetting(settingDecl("priorityWindowHours"), null)).toBe(true);
    expect(validSetting(settingDecl("responseHours"), null)).toBe(false);
    expect(readSettings({ priorityWindowHours: null }).priorityWindowHours).toBeNull();
    expect(readSettings({ responseHours: null }).responseHours).toBe(72);
    expect(readSettings({ priorityWindowEnabled: false, priorityWindowHours: 12 }).priorityWindowHours).toBeNull();
    expect(readSettings({ priorityWindowEnabled: true, priorityWindowHours: 12 }).priorityWindowHours).toBe(12);
    expect(SettingsPatchSchema.safeParse({ priorityWindowHours: null }).success).toBe(true);
    expect(SettingsPatchSchema.safeParse({ responseHours: null }).success).toBe(false);
  });
  test("an empty document reads as the defaults; unknown names are dropped", () => {
    expect(readSettings({})).toEqual(DEFAULT_SETTINGS);
    expect(readSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(readSettings({ bogus: 1 })).not.toHaveProperty("bogus");
    expect(SettingsPatchSchema.safeParse({ bogus: 1 }).success).toBe(false);
  });
  test.each([
    [{ responseHours: 168 }, "responseHours"],
    [{ matchHours: 12, playHours: 12, responseHours: 6 }, "matchHours"],
    [{ minNoticeHours: 72, playHours: 74, matchHours: 3, responseHours: 24 }, "minNoticeHours"],
    [{ slotWindowStartMinute: 1200, slotWindowEndMinute: 1200 }, "slotWindowEndMinute"],
  ])("checks between settings: %j breaks %s", (patch, field) => {
    expect(checkSettings({ ...DEFAULT_SETTINGS, ...patch })?.field).toBe(field);
  });
  test("the defaults break no check between settings", () => expect(checkSettings(DEFAULT_SETTINGS)).toBeNull());
  test.each([
    ["responseHours", 72, "72 settings.units.hours"],
    ["slotWindowStartMinute", 1080, "18:00"],
    ["slotWindowEndMinute", 1440, "24:00"],
    ["slotWeekdays", [1, 2], "settings.weekdays.1, settings.weekdays.2"],
    ["priorityWindowHours", null, "settings.off"],
    ["priorityWindowHours", 24, "24 settings.units.hours"],
  ] as const)("formatSetting(%s, %j)", (name, value, text) => expect(formatSetting(name, value as never, t)).toBe(text));
});
