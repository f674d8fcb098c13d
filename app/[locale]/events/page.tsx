import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import { eventFilterChoices, listEvents } from "@/lib/services/challenges/challenges-read";
import { currentSettings } from "@/lib/services/league/league";
import { Time } from "@/components/ui/time";
import { labelOf } from "@/lib/i18n/messages";
import { openPage, type LocalePageProps } from "@/lib/i18n/page";

export default async function EventsPage(props: LocalePageProps) {
  const { query: q, locale } = await openPage(props);
  const t = await getTranslations();
  const settings = await currentSettings();
  const { total, teams, types } = await eventFilterChoices();
  const filter = { teamId: q.team || undefined, challengeId: q.challenge || undefined, type: q.type || undefined };
  const latest = await listEvents({ ...filter, limit: 200, newestFirst: true });
  // Issue 37: each entry names the team it is about (and the other team, where there is one).
  const teamName = new Map(teams.map((x) => [x.id, x.name]));
  const csv = `/api/v1/events.csv?${new URLSearchParams(Object.entries({ team: q.team ?? "", challenge: q.challenge ?? "", type: q.type ?? "" }).filter(([, v]) => v))}`;
  return (
    <>
      <h1>{t("nav.events")}</h1>
      <p className="muted">{t("eventsPage.intro", { total: String(total) })}</p>
      <form className="actions card" method="get" data-testid="event-filter">
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
            <Time at={e.at} timeZone={settings.timeZone} /> · {labelOf(locale, "events", e.type)}
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
