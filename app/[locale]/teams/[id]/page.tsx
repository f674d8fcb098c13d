import { getTranslations } from "next-intl/server";
import { getTeam } from "@/lib/services/teams/teams-read";
import { getRatingHistory } from "@/lib/services/league/ratings-read";
import { listChallenges } from "@/lib/services/challenges/challenges-read";
import { currentSettings } from "@/lib/services/league/league";
import { allLadders, ladderName, ladderPath } from "@/lib/services/league/ladders";
import { Link } from "@/lib/i18n/link";
import { FormBadges } from "@/components/team/form-badges";
import { getTeamRecord } from "@/lib/services/teams/team-record";
import { currentActor } from "@/lib/auth/session";
import { Flash } from "@/components/ui/flash";
import { openPage, orNotFound, type LocalePageProps } from "@/lib/i18n/page";
import { teamContact } from "@/lib/services/teams/team-profile";
import { currentSeasonView, teamSeasons } from "@/lib/services/league/season-read";
import { leads } from "@/lib/auth/permissions";
import { CaptainPanels } from "@/components/team/captain-panels";
import { TeamHistory } from "@/components/team/team-history";

export default async function TeamPage(props: LocalePageProps<{ id: string }>) {
  const { locale, id, query } = await openPage(props);
  const t = await getTranslations();
  const team = await orNotFound(getTeam(id));
  // S2: the team's own ladder (its settings, its season, its name where the site has several), from
  // the cached team read.
  const ladderId = team.ladder;
  const ladders = await allLadders();
  const ladder = ladders.length > 1 ? ladders.find((l) => l.id === ladderId) : undefined;
  const [allHistory, challenges, settings] = [await getRatingHistory(id), await listChallenges({ teamId: id, limit: 30 }), await currentSettings(ladderId)];
  const fullRecord = await getTeamRecord(id);
  // S3 (revision 4): the charts and the rated matches are this season's (from its start; a ladder's
  // first season holds all of it); past seasons are in the record by season below.
  const current = await currentSeasonView(ladderId);
  const since = current?.since ?? null;
  const history = since ? allHistory.filter((h) => h.at >= since) : allHistory;
  const startValue = since ? (history[0]?.before ?? allHistory.at(-1)?.after ?? settings.ratingStart) : settings.ratingStart;
  const points = [{ at: "", value: startValue }, ...history.map((h) => ({ at: h.at, value: h.after }))];
  const record = since ? { ...fullRecord, positions: sinceSeason(fullRecord.positions, since) } : fullRecord;
  // S3 (revision 4): the team's record season by season (closed seasons, from their archives).
  const seasons = await teamSeasons(id);
  const actor = await currentActor();
  const isCaptain = leads(actor, team.id);
  // T6: only the captain names deputies; a deputy has the captain's rights in challenges and cases.
  const isLead = isCaptain && actor?.isCaptain === true;
  // Issue 38: the captain's contact for signed-in readers (the captain's panels are theirs only,
  // so an anonymous view stays a cached read, issue 11).
  const contact = actor ? await teamContact(actor, team.id) : null;
  const rt = await getTranslations("thread");
  return (
    <>
      <h1 data-testid="team-name">{team.name}</h1>
      <Flash query={query} />
      <div className="grid2">
        <div className="card">
          <dl className="facts">
            {ladder ? (
              <>
                <dt>{t("ladder.ofTeam")}</dt>
                <dd data-testid="team-ladder">
                  <Link href={ladderPath(ladder)}>{ladderName(ladder, locale)}</Link>
                </dd>
              </>
            ) : null}
            <dt>{t("team.position")}</dt>
            <dd>{team.position ?? t("team.notRanked")}</dd>
            <dt>{t("team.rating")}</dt>
            <dd>
              {team.rating ? team.rating.rating.toFixed(2) : "—"}{" "}
              {team.rating?.provisional ? (
                <span className="badge prov">{t("ratings.provisional", { n: String(team.rating.ratedMatches), of: String(settings.provisionalMatches) })}</span>
              ) : null}
            </dd>
            <dt>{t("ratings.wl")}</dt>
            <dd>{team.rating ? `${team.rating.wins}–${team.rating.losses}` : "—"}</dd>
            <dt>{t("team.form")}</dt>
            <dd>
              <FormBadges form={record.form} labels={{ W: t("team.won"), L: t("team.lost"), w: t("ladder.w"), l: t("ladder.l") }} />
            </dd>
            <dt>{t("team.captain")}</dt>
            <dd>{team.captain?.name ?? "—"}</dd>
            <dt>{t("team.deputies")}</dt>
            <dd data-testid="team-deputies">{team.deputies.length ? team.deputies.map((d) => d.name).join("、") : "—"}</dd>
            {actor ? (
              <>
                <dt>{rt("contact")}</dt>
                <dd data-testid="team-contact">{contact ?? rt("contactNone")}</dd>
              </>
            ) : null}
            <dt>{t("calendar.teamFeed")}</dt>
            <dd>
              <a href={`/api/v1/teams/${team.id}/calendar.ics`}>webcal · .ics</a>
            </dd>
            <dt>T5</dt>
            <dd>{t("team.replacements", { used: String(team.replacements.used), max: String(team.replacements.max) })}</dd>
          </dl>
        </div>
        <div className="card">
          <h2 style={{ marginTop: 0 }}>{t("team.members")}</h2>
          <ul data-testid="team-members">
            {team.members.map((m) => (
              <li key={m.id}>
                {m.name} {m.captain ? <span className="badge ok">{t("team.captain")}</span> : null}
                {m.deputy ? <span className="badge">{t("team.deputy")}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      </div>
      {isCaptain ? (
        <CaptainPanels team={team} actor={actor} lead={isLead} contact={contact} timeZone={settings.timeZone} locale={locale} query={query} />
      ) : null}
      <TeamHistory
        positions={record.positions}
        ratings={points}
        history={history}
        headToHead={record.headToHead}
        seasons={seasons}
        challenges={challenges}
        timeZone={settings.timeZone}
      />
    </>
  );
}

/** The positions from a season's start: the one held then, and every move since. */
function sinceSeason(positions: { at: string; value: number }[], since: string) {
  const before = positions.filter((p) => p.at !== "" && p.at < since).at(-1);
  const after = positions.filter((p) => p.at === "" || p.at >= since);
  return before ? [{ at: since, value: before.value }, ...after] : after;
}
