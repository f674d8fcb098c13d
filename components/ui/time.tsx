// A time shown in league time, with the viewer's local time beside it when it differs.
import { getLocale, getTranslations } from "next-intl/server";
import { LocalTime } from "@/components/ui/local-time";

export function formatLeagueTime(iso: string | Date, locale: string, timeZone: string, withZone = false) {
  return new Intl.DateTimeFormat(locale, {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
    ...(withZone ? { timeZoneName: "short" } : {}),
  }).format(typeof iso === "string" ? new Date(iso) : iso);
}

export async function Time({ at, timeZone }: { at: string; timeZone: string }) {
  const locale = await getLocale();
  const t = await getTranslations("time");
  return (
    <span className="time">
      <time dateTime={at} title={t("league")}>
        {formatLeagueTime(at, locale, timeZone, true)}
      </time>{" "}
      <LocalTime iso={at} locale={locale} leagueZone={timeZone} label={t("local")} placeholder={formatLeagueTime(at, locale, timeZone)} />
    </span>
  );
}
