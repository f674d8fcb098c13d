// Issue 12: every scheduled match of one ladder (S2) with both check-in states, and the calendar
// files that carry them. The default ladder's at /upcoming, another's at /ladders/<slug>/upcoming.
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import { listUpcoming } from "@/lib/services/challenges/challenges-read";
import { currentSettings } from "@/lib/services/league/league";
import { loadClockOffset } from "@/lib/services/league/admin";
import { Time } from "@/components/ui/time";
import type { Ladder } from "@/lib/services/league/ladders";
import { LadderHeading } from "@/components/ladder/ladder-heading";

export async function UpcomingView({ ladder, locale }: { ladder: Ladder; locale: string }) {
  await loadClockOffset();
  const t = await getTranslations();
  const [matches, settings] = [await listUpcoming(100, ladder.id), await currentSettings(ladder.id)];
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
      <LadderHeading ladder={ladder} section="upcoming" title={t("upcoming.title")} locale={locale} />
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
