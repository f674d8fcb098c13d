// A time in league time with the viewer's local time beside it: the markup shared by the server's
// <Time> and the ladder's client rows, from strings formatted on the server.
import { LocalTime } from "@/components/ui/local-time";

export type TimeTextProps = { iso: string; league: string; placeholder: string; locale: string; leagueZone: string; labels: { league: string; local: string } };

export function TimeText({ iso, league, placeholder, locale, leagueZone, labels }: TimeTextProps) {
  return (
    <span className="time">
      <time dateTime={iso} title={labels.league}>
        {league}
      </time>{" "}
      <LocalTime iso={iso} locale={locale} leagueZone={leagueZone} label={labels.local} placeholder={placeholder} />
    </span>
  );
}
