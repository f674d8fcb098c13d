// Issue 10: when the league clock is overridden (a demo), every page says so and shows that time.
import { getLocale, getTranslations } from "next-intl/server";
import { now as clockNow } from "@/lib/clock";
import { currentSettings } from "@/lib/services/league/league";
import { formatLeagueTime } from "@/components/ui/time";

export async function DemoClockBanner() {
  const t = await getTranslations("app");
  const locale = await getLocale();
  const settings = await currentSettings();
  return (
    <p className="notice demo-clock" role="status" data-testid="demo-clock">
      {t("demoClock", { time: formatLeagueTime(clockNow().toISOString(), locale, settings.timeZone) })}
    </p>
  );
}
