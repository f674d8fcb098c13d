// A time shown in league time, with the viewer's local time beside it when it differs.
import { getLocale, getTranslations } from "next-intl/server";
import { TimeText } from "@/components/ui/time-text";

// Building an Intl.DateTimeFormat costs far more than formatting with one (a team page shows 30
// times, a slot picker hundreds): one per locale, zone and style for the process (issue 11).
const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatLeagueTime(iso: string | Date, locale: string, timeZone: string, withZone = false) {
  const key = `${locale}|${timeZone}|${withZone}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      weekday: "short",
      month: "short",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone,
      ...(withZone ? { timeZoneName: "short" } : {}),
    });
    formatters.set(key, f);
  }
  return f.format(typeof iso === "string" ? new Date(iso) : iso);
}

export async function Time({ at, timeZone }: { at: string; timeZone: string }) {
  const locale = await getLocale();
  const t = await getTranslations("time");
  return <TimeText iso={at} league={formatLeagueTime(at, locale, timeZone, true)} placeholder={formatLeagueTime(at, locale, timeZone)} locale={locale} leagueZone={timeZone} labels={{ league: t("league"), local: t("local") }} />;
}
