// The settings' zod schema and form parsing, derived from the declaration (issue 26): a setting
// added to lib/domain/settings.ts is validated by PATCH /api/v1/league, parsed from the admin
// form and described in OpenAPI without another line here.
import { z } from "zod";
import { says } from "@/lib/validations/error-map";
import { SETTING_NAMES, isTimeZone, minuteOfDay, settingDecl, type SettingDecl, type SettingName } from "@/lib/domain/settings";

/** One setting's schema, from its declaration (also the answers' description of it, lib/api/answers/league.ts). */
export function fieldSchema(d: SettingDecl): z.ZodType {
  switch (d.kind) {
    case "int": {
      // An optional setting takes null for "off" (issue 39).
      const n = "optional" in d ? z.number().int().min(d.min).max(d.max).nullable() : z.number().int().min(d.min).max(d.max);
      // Issue 37 (api.md "Club setup"): a time of day is also taken as "HH:MM" ("19:00", "24:00").
      return d.unit === "minuteOfDay" ? z.preprocess((v) => (typeof v === "string" ? minuteOfDay(v) : v), n) : n;
    }
    case "number":
      return z.number().min(d.min).max(d.max);
    case "boolean":
      return z.boolean();
    case "timeZone":
      return z.string().refine(isTimeZone, says("timeZone"));
    case "weekdays":
      return z
        .array(z.number().int().min(1).max(7))
        .min(1)
        .max(7)
        .refine((days) => new Set(days).size === days.length, says("weekdaysOnce"));
  }
}

/** Every setting, optional (a change names only what it changes); unknown names are refused. */
export const SettingsPatchSchema = z
  .object(Object.fromEntries(SETTING_NAMES.map((n) => [n, fieldSchema(settingDecl(n)).optional()])) as Record<SettingName, z.ZodOptional<z.ZodType>>)
  .strict();

/** api.md's short names for the C6 window's ends (`windowStart: "19:00"`). */
const WINDOW_ALIASES = { windowStart: "slotWindowStartMinute", windowEnd: "slotWindowEndMinute" } as const;

/** PATCH /api/v1/league: the league's name and venue, and any settings. */
export const UpdateLeagueSchema = z.preprocess(
  (body) => {
    if (!body || typeof body !== "object" || Array.isArray(body)) return body;
    const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
    for (const [alias, name] of Object.entries(WINDOW_ALIASES))
      if (alias in out) {
        if (!(name in out)) out[name] = out[alias];
        delete out[alias];
      }
    return out;
  },
  SettingsPatchSchema.extend({
    name: z.string().trim().min(1).max(80).optional(),
    venue: z.string().trim().min(1).max(200).optional(),
  }).strict(),
);
export type UpdateLeague = { name?: string; venue?: string } & Partial<Record<SettingName, unknown>>;

/**
 * The admin form's values as the API's body: every declared setting is on the form (a checkbox
 * left unticked is false; an empty number field is left unchanged; a value that is not a number
 * stays NaN so that the schema names the field).
 */
export function settingsFromForm(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const n of SETTING_NAMES) {
    const d = settingDecl(n);
    const raw = String(form.get(n) ?? "").trim();
    switch (d.kind) {
      case "boolean":
        out[n] = form.get(n) === "on";
        break;
      case "weekdays":
        out[n] = form.getAll(n).map((v) => Number(v));
        break;
      case "timeZone":
        if (raw !== "") out[n] = raw;
        break;
      case "int":
      case "number":
        // An optional setting's "off" box wins over its number (issue 39).
        if ("optional" in d && form.get(`${n}.off`) === "on") out[n] = null;
        // Issue 37: a time of day is typed as HH:MM, not as minutes of the day.
        else if (d.unit === "minuteOfDay" && raw !== "") out[n] = minuteOfDay(raw);
        else if (raw !== "") out[n] = /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : Number.NaN;
        break;
    }
  }
  return out;
}
