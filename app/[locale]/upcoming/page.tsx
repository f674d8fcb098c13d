// Issue 12: every scheduled match with both check-in states, and the calendar files that carry them.
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import { listUpcoming } from "@/lib/services/challenges/challenges-read";
import { currentSettings } from "@/lib/services/league/league";
import { loadClockOffset } from "@/lib/services/league/admin";
import { Time } from "@/components/ui/time";
import { openPage, type LocalePageProps } from "@/lib/i18n/page";

export default async function UpcomingPage(props: LocalePageProps) {
  await openPage(props);
  await loadClockOffset();
  const t = await getTranslations();
  const [matches, settings] = [await listUpcoming(), await currentSettings()];
  const tz = settings.timeZone;
  const checkIn = (at: string | null) =>
    at ? (
      <span className="badge ok">
        ✓ <Time at={at} timeZone={tz} />
      </span>
    ) : (
      <span className="muted">{t("upcoming.notYet")}</span>
    );
  return (
    <>
      <h1>{t("upcoming.title")}</h1>
      <p className="intro">
        {t("upcoming.intro", { before: String(settings.checkInBeforeMinutes), after: String(settings.checkInAfterMinutes), venue: settings.venue })}
      </p>
      {matches.length === 0 ? (
        <p className="muted">{t("upcoming.none")}</p>
      ) : (
        <div className="table-scroll">
          <table data-testid="upcoming">
            <thead>
              <tr>
                <th>{t("challenge.scheduledAt")}</th>
                <th>{t("challenge.pair")}</th>
                <th>{t("upcoming.checkInChallenger")}</th>
                <th>{t("upcoming.checkInDefender")}</th>
                <th>{t("upcoming.calendar")}</th>
              </tr>
            </thead>
            <tbody>
              {matches.map((m) => (
                <tr key={m.id}>
                  <td>
                    <Time at={m.scheduledAt} timeZone={tz} />
                  </td>
                  <td>
                    <Link href={`/challenges/${m.id}`}>#{m.number}</Link> <Link href={`/teams/${m.challenger.id}`}>{m.challenger.name}</Link> →{" "}
                    <Link href={`/teams/${m.defender.id}`}>{m.defender.name}</Link>
                  </td>
                  <td>{checkIn(m.checkIns.challenger)}</td>
                  <td>{checkIn(m.checkIns.defender)}</td>
                  <td>
                    <a href={`/api/v1/challenges/${m.id}/calendar.ics`}>.ics</a> ·{" "}
                    <a href={`/api/v1/teams/${m.challenger.id}/calendar.ics`} title={m.challenger.name}>
                      {t("upcoming.feed", { team: m.challenger.name })}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
