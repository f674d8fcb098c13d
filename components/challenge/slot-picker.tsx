// C5/C6: a slot calendar that offers only the allowed times: the league window, in league time, from
// the minimum notice after now to the latest start (the play deadline less the match duration),
// in 30-minute steps (startRange, the rule's own range; the reschedule panel uses it too). The
// challenger's own proposal may add a custom time marked "agreed with the opponent"; a counter-
// proposal (`counter`) offers window times only (rules revision 2).
import { getLocale, getTranslations } from "next-intl/server";
import { windowSlots } from "@/lib/domain/schedule/window";
import { leagueClock, startRange } from "@/lib/domain/challenge/slots";
import type { LeagueSettings } from "@/lib/domain/settings";
import { formatLeagueTime } from "@/components/ui/time";

const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

export async function SlotPicker({
  from,
  playBy,
  settings,
  exclude = [],
  counter = false,
}: {
  from: Date;
  playBy: Date;
  settings: LeagueSettings;
  exclude?: string[];
  counter?: boolean;
}) {
  const t = await getTranslations("challenge");
  const locale = await getLocale();
  const { earliest, latest } = startRange(from, playBy, settings);
  const options = windowSlots(new Date(earliest.getTime() - 1), new Date(latest.getTime() + 1), settings).filter((d) => !exclude.includes(d.toISOString()));
  return (
    <fieldset className="card" data-testid="slot-picker">
      <legend>{t("slotsLegend")}</legend>
      <p className="muted">
        {counter
          ? t("counterHelp")
          : t("slotsHelp", {
              from: hhmm(settings.slotWindowStartMinute),
              to: hhmm(settings.slotWindowEndMinute),
              latest: leagueClock(latest, settings.timeZone),
            })}
      </p>
      {[0, 1, 2, 3].map((i) => (
        <div className="actions" key={i} style={{ marginBottom: "0.5rem" }}>
          <label>
            {t("slotN", { n: String(i + 1) })}
            <select name={`slot${i}`} defaultValue={options[Math.floor((i * options.length) / 4)]?.toISOString() ?? ""} data-testid={`slot-select-${i}`}>
              <option value="">—</option>
              {options.map((o) => (
                <option key={o.toISOString()} value={o.toISOString()}>
                  {formatLeagueTime(o, locale, settings.timeZone)}
                </option>
              ))}
            </select>
          </label>
          {counter ? null : (
            <>
              <label>
                {t("customTime")}
                <input
                  type="datetime-local"
                  name={`custom${i}`}
                  step={1800}
                  min={leagueClock(earliest, settings.timeZone).replace(" ", "T")}
                  max={leagueClock(latest, settings.timeZone).replace(" ", "T")}
                />
              </label>
              <label className="check">
                <input type="checkbox" name={`agreed${i}`} /> {t("agreed")}
              </label>
            </>
          )}
        </div>
      ))}
    </fieldset>
  );
}
