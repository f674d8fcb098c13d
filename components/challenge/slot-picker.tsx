// C6: a slot calendar that offers only the league window, in league time, from now to the play
// deadline, in 30-minute steps; a custom time is possible only marked "agreed with the opponent".
import { getLocale, getTranslations } from "next-intl/server";
import { windowSlots } from "@/lib/domain/schedule/window";
import type { LeagueSettings } from "@/lib/domain/settings";
import { formatLeagueTime } from "@/components/ui/time";

export async function SlotPicker({ from, until, settings, exclude = [] }: { from: Date; until: Date; settings: LeagueSettings; exclude?: string[] }) {
  const t = await getTranslations("challenge");
  const locale = await getLocale();
  const options = windowSlots(from, until, settings).filter((d) => !exclude.includes(d.toISOString()));
  return (
    <fieldset className="card" data-testid="slot-picker">
      <legend>{t("slotsLegend")}</legend>
      <p className="muted">{t("slotsHelp")}</p>
      {[0, 1, 2, 3].map((i) => (
        <div className="actions" key={i} style={{ marginBottom: "0.5rem" }}>
          <label>
            {t("slotN", { n: i + 1 })}
            <select name={`slot${i}`} defaultValue={options[Math.floor((i * options.length) / 4)]?.toISOString() ?? ""} data-testid={`slot-select-${i}`}>
              <option value="">—</option>
              {options.map((o) => (
                <option key={o.toISOString()} value={o.toISOString()}>
                  {formatLeagueTime(o, locale, settings.timeZone)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t("customTime")}
            <input type="datetime-local" name={`custom${i}`} step={1800} />
          </label>
          <label style={{ display: "flex", gap: "0.3rem", alignItems: "center" }}>
            <input type="checkbox" name={`agreed${i}`} /> {t("agreed")}
          </label>
        </div>
      ))}
    </fieldset>
  );
}
