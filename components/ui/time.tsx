// A time shown in league time, with the viewer's local time beside it when it differs.
import { getLocale, getTranslations } from "next-intl/server";
import { tzOffset } from "@date-fns/tz";
import { TimeText, type LeagueTimeText } from "@/components/ui/time-text";
import { timeFormatter } from "@/components/ui/time-format";

export function formatLeagueTime(iso: string | Date, locale: string, timeZone: string, withZone = false) {
  return timeFormatter(locale, timeZone, withZone).format(typeof iso === "string" ? new Date(iso) : iso);
}

/** A time for <TimeText>: league time with and without the zone's name, and the zone's offset at that instant (DST included). */
export function leagueTimeText(iso: string, locale: string, timeZone: string): LeagueTimeText {
  return {
    iso,
    league: formatLeagueTime(iso, locale, timeZone, true),
    local: formatLeagueTime(iso, locale, timeZone),
    offset: tzOffset(timeZone, new Date(iso)),
  };
}

export async function Time({ at, timeZone }: { at: string; timeZone: string }) {
  const locale = await getLocale();
  const t = await getTranslations("time");
  return <TimeText at={leagueTimeText(at, locale, timeZone)} locale={locale} labels={{ league: t("league"), local: t("local") }} />;
}

/**
 * The "·" after a <Time> in a line of text. On a phone the reader's own time is a line of its own
 * under the league time, so what follows starts a line: there the separator is left out (CSS).
 */
export function TimeSep() {
  return <span className="time-sep">·</span>;
}

/** When a link or a token expires, marked once it has (`expiredLabel`). */
export async function Expiry({ at, expired, expiredLabel, timeZone }: { at: string; expired: boolean; expiredLabel: string; timeZone: string }) {
  return (
    <>
      <Time at={at} timeZone={timeZone} />
      {expired ? (
        <>
          {" "}
          <span className="badge warn">{expiredLabel}</span>
        </>
      ) : null}
    </>
  );
}
