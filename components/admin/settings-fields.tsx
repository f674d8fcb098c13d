// The admin form's settings, one field per declared setting (issue 26): kind, range, unit, rule
// and the label/help messages all come from lib/domain/settings.ts. Server-rendered, no script.
import type { MessageKey } from "@/lib/i18n/messages";
import { SETTING_NAMES, hhmm, settingDecl, type LeagueSettings, type SettingGroup, type SettingName } from "@/lib/domain/settings";

/**
 * Issue 39: keys are checked (`settings.${name}.label` for every declared name must be a message,
 * so a setting without its label or help does not compile).
 */
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
type Weekday = (typeof WEEKDAYS)[number];

const GROUPS: SettingGroup[] = ["deadlines", "window", "match", "cases", "priority", "teams", "rating"];

/** A setting's value as a person reads it ("72 小时", "18:00", "周一、周二"). */
export function formatSetting(name: SettingName, value: LeagueSettings[SettingName], t: Translate): string {
  const d = settingDecl(name);
  if (value === null) return t("settings.off");
  if (d.kind === "boolean") return value ? "✓" : "—";
  if (d.kind === "timeZone") return String(value);
  if (d.kind === "weekdays") return (value as Weekday[]).map((n) => t(`settings.weekdays.${n}`)).join(", ");
  if (d.unit === "minuteOfDay") return hhmm(value as number);
  return `${value} ${t(`settings.units.${d.unit}`)}`;
}

function Field({ name, value, t }: { name: SettingName; value: LeagueSettings[SettingName]; t: Translate }) {
  const d = settingDecl(name);
  const id = `setting-${name}`;
  const help = (
    <small id={`${id}-help`} className="muted">
      {t(`settings.${name}.help`)} ({t("settings.rule", { rule: d.rule })})
    </small>
  );
  if (d.kind === "boolean") {
    return (
      <div className="stack" data-setting={name}>
        <label className="check">
          <input type="checkbox" name={name} id={id} defaultChecked={Boolean(value)} aria-describedby={`${id}-help`} /> {t(`settings.${name}.label`)}
        </label>
        {help}
      </div>
    );
  }
  if (d.kind === "weekdays") {
    const days = value as number[];
    return (
      <fieldset className="stack" data-setting={name} aria-describedby={`${id}-help`}>
        <legend>{t(`settings.${name}.label`)}</legend>
        <div className="actions">
          {WEEKDAYS.map((n) => (
            <label key={n} className="check">
              <input type="checkbox" name={name} value={n} defaultChecked={days.includes(n)} /> {t(`settings.weekdays.${n}`)}
            </label>
          ))}
        </div>
        {help}
      </fieldset>
    );
  }
  const unit = d.kind === "int" || d.kind === "number" ? ` (${t(`settings.units.${d.unit}`)})` : "";
  return (
    <div className="stack" data-setting={name}>
      <label htmlFor={id}>
        {t(`settings.${name}.label`)}
        {unit}
      </label>
      {d.kind === "timeZone" ? (
        // Issue 37: picked from the runtime's IANA list (with each zone's offset now), never typed.
        <select id={id} name={name} defaultValue={String(value)} aria-describedby={`${id}-help`}>
          {timeZoneOptions(String(value)).map(([zone, label]) => (
            <option key={zone} value={zone}>
              {label}
            </option>
          ))}
        </select>
      ) : d.kind === "int" && d.unit === "minuteOfDay" ? (
        // Issue 37: a time of day as HH:MM (24:00: the end of the day), not minutes of the day; the
        // browser checks the shape (full-width digits and colon of a Chinese input method too), the
        // server the range (25:00 is refused with the field named).
        <input
          id={id}
          name={name}
          inputMode="numeric"
          pattern="[0-9０-９]{1,2}[:：][0-9０-９]{2}"
          placeholder="HH:MM"
          defaultValue={hhmm(value as number)}
          aria-describedby={`${id}-help`}
        />
      ) : (
        <input
          id={id}
          name={name}
          type="number"
          min={d.min}
          max={d.max}
          step={d.kind === "int" ? 1 : "any"}
          defaultValue={String(value ?? d.default)}
          aria-describedby={`${id}-help`}
        />
      )}
      {"optional" in d ? (
        <label className="check">
          <input type="checkbox" name={`${name}.off`} defaultChecked={value === null} data-testid={`${id}-off`} /> {t("settings.off")}
        </label>
      ) : null}
      {help}
    </div>
  );
}

let zones: [string, string][] | undefined;
/** The IANA zones of this runtime as `[zone, "zone (GMT+8)"]`, with `current` kept if the list lacks it. */
function timeZoneOptions(current: string): [string, string][] {
  zones ??= Intl.supportedValuesOf("timeZone").map((zone) => {
    const offset = new Intl.DateTimeFormat("en", { timeZone: zone, timeZoneName: "shortOffset" })
      .formatToParts(new Date())
      .find((p) => p.type === "timeZoneName");
    return [zone, `${zone} (${offset?.value ?? ""})`];
  });
  return zones.some(([z]) => z === current) ? zones : [[current, current], ...zones];
}

/** Every declared setting, grouped, with its current value. */
export function SettingsFields({ values, t }: { values: LeagueSettings; t: Translate }) {
  return (
    <>
      {GROUPS.map((g) => {
        const names = SETTING_NAMES.filter((n) => settingDecl(n).group === g);
        if (!names.length) return null;
        return (
          <fieldset key={g} className="card-section" data-testid={`settings-${g}`}>
            <legend>{t(`settings.groups.${g}`)}</legend>
            <div className="grid2">
              {names.map((n) => (
                <Field key={n} name={n} value={values[n]} t={t} />
              ))}
            </div>
          </fieldset>
        );
      })}
    </>
  );
}
