import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import { localePath } from "@/lib/i18n/routing";
import { eventFilterChoices, listEvents } from "@/lib/services/challenges/challenges-read";
import { currentSettings } from "@/lib/services/league/league";
import { Time, TimeSep } from "@/components/ui/time";
import { labelOf } from "@/lib/i18n/messages";
import type { Query } from "@/lib/i18n/page";
import { ladderPath, type Ladder } from "@/lib/services/league/ladders";
import { LadderHeading } from "@/components/ladder/ladder-heading";
import { DEFAULT_LADDER } from "@/lib/services/league/seasons";

/** One ladder's event log (S2, S6): the default ladder's at /events, another's at /ladders/<slug>/events. */
export async function EventsView({ ladder, locale, query: q }: { ladder: Ladder; locale: string; query: Query }) {
  const t = await getTranslations();
  const settings = await currentSettings(ladder.id);
  const { total, teams, types } = await eventFilterChoices(ladder.id);
  const filter = { teamId: q.team || undefined, challengeId: q.challenge || undefined, type: q.type || undefined };
  const latest = await listEvents({ ...filter, ladder: ladder.id, limit: 200, newestFirst: true });
  // Issue 37: each entry names the team it is about (and the other team, where there is one).
  const teamName = new Map(teams.map((x) => [x.id, x.name]));
  const csv = `/api/v1/events.csv?${new URLSearchParams(
    Object.entries({ team: q.team ?? "", challenge: q.challenge ?? "", type: q.type ?? "", ladder: ladder.id === DEFAULT_LADDER ? "" : ladder.slug }).filter(
      ([, v]) => v,
    ),
  )}`;
  return (
    <>
      <LadderHeading ladder={ladder} section="events" title={t("nav.events")} locale={locale} />
      <p className="muted">{t("eventsPage.intro", { total: String(total) })}</p>
      <form className="actions card" method="get" action={localePath(locale, ladderPath(ladder, "events"))} data-testid="event-filter">
        <label>
          {t("eventsPage.team")}
          <select name="team" defaultValue={q.team ?? ""}>
            <option value="">—</option>
            {teams.map((x) => (
              <option key={x.id} value={x.id}>
                {x.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("eventsPage.type")}
          <select name="type" defaultValue={q.type ?? ""}>
            <option value="">—</option>
            {types.map((x) => (
              <option key={x} value={x}>
                {labelOf(locale, "events", x)}
              </option>
            ))}
          </select>
        </label>
        {q.challenge ? <input type="hidden" name="challenge" value={q.challenge} /> : null}
        <button className="secondary" type="submit">
          {t("eventsPage.filter")}
        </button>
        <a href={csv} data-testid="events-csv">
          CSV
        </a>
      </form>
      <ol className="timeline" data-testid="event-log">
        {latest.map((e) => (
          <li key={e.id}>
            <Time at={e.at} timeZone={settings.timeZone} /> <TimeSep /> {labelOf(locale, "events", e.type)}
            {e.teamId && teamName.has(e.teamId) ? (
              <>
                {" "}
                · <Link href={`/teams/${e.teamId}`}>{teamName.get(e.teamId)}</Link>
                {e.otherTeamId && teamName.has(e.otherTeamId) ? (
                  <>
                    {" "}
                    {t("eventsPage.versus")} <Link href={`/teams/${e.otherTeamId}`}>{teamName.get(e.otherTeamId)}</Link>
                  </>
                ) : null}
              </>
            ) : null}
            {e.rule ? (
              <>
                {" "}
                <span className="badge">{e.rule}</span>
              </>
            ) : null}
            {e.challengeId ? (
              <>
                {" "}
                · <Link href={`/challenges/${e.challengeId}`}>{t("eventsPage.challenge")}</Link>
              </>
            ) : null}
            {e.caseId ? (
              <>
                {" "}
                · <Link href={`/cases/${e.caseId}`}>{t("eventsPage.case")}</Link>
              </>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}
