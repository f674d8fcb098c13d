// Issue 10: when the league clock is overridden (a demo), every page says so and shows that time.
import { getLocale, getTranslations } from "next-intl/server";
import { now as clockNow } from "@/lib/clock";
import { getSettings } from "@/lib/services/league/league";
import { db } from "@/lib/db/client";
import { formatLeagueTime } from "@/components/ui/time";

export async function DemoClockBanner() {
  const t = await getTranslations("app");
  const locale = await getLocale();
  const settings = await getSettings(await db());
  return (
    <p className="notice demo-clock" role="status" data-testid="demo-clock">
      {t("demoClock", { time: formatLeagueTime(clockNow().toISOString(), locale, settings.timeZone) })}
    </p>
  );
}
