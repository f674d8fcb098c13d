// A time in league time with the viewer's local time beside it: the markup shared by the server's
// <Time> and the ladder's client rows, from strings formatted on the server.
import { LocalTime } from "@/components/ui/local-time";

/** A time as the server formats it for the page: in league time with and without the zone's name, and the zone's offset then. */
export type LeagueTimeText = { iso: string; league: string; local: string; offset: number };

export type TimeTextProps = { at: LeagueTimeText; locale: string; labels: { league: string; local: string } };

export function TimeText({ at, locale, labels }: TimeTextProps) {
  return (
    <span className="time">
      <time dateTime={at.iso} title={labels.league}>
        {at.league}
      </time>{" "}
      <LocalTime iso={at.iso} locale={locale} leagueOffset={at.offset} label={labels.local} placeholder={at.local} />
    </span>
  );
}
