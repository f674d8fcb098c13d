import { inviteFormLabels } from "@/components/account/invite-labels";
import { getTranslations } from "next-intl/server";
import { localePath } from "@/lib/i18n/routing";
import { getTeam } from "@/lib/services/teams/teams-read";
import { getRatingHistory } from "@/lib/services/league/ratings-read";
import { listChallenges } from "@/lib/services/challenges/challenges-read";
import { currentSettings, currentLeague } from "@/lib/services/league/league";
import { allLadders, ladderName, ladderPath } from "@/lib/services/league/ladders";
import { Link } from "@/lib/i18n/link";
import { LineChart } from "@/components/charts/line-chart";
import { FormBadges } from "@/components/team/form-badges";
import { HeadToHeadRows, RatedMatchRows } from "@/components/team/team-rows";
import { getTeamRecord } from "@/lib/services/teams/team-record";
import { ChallengeList } from "@/components/challenge/challenge-list";
import { currentActor } from "@/lib/auth/session";
import { Flash } from "@/components/ui/flash";
import { replacementAction } from "../../cases/actions";
import { deputiesAction } from "../actions";
import { InviteForm } from "@/components/account/invite-form";
import { PendingInvitations } from "@/components/account/pending-invitations";
import { listInvitations } from "@/lib/services/accounts/invitation-admin";
import { openPage, orNotFound, type LocalePageProps } from "@/lib/i18n/page";
import { LocaleField } from "@/components/ui/locale-field";
import { SubmitRow } from "@/components/ui/submit-row";
import { ReasonField } from "@/components/ui/reason-field";
import { RobotsPanel } from "@/components/robots/robots-panel";
import { listRobots } from "@/lib/services/notify/chat/robots";
import { teamContact } from "@/lib/services/teams/team-profile";
import { contactAction } from "../robot-actions";
import { currentSeasonView, teamSeasons } from "@/lib/services/league/season-read";
import { TeamSeasons } from "@/components/season/team-seasons";
import { leads } from "@/lib/auth/permissions";

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
  const inv = await getTranslations("invites");
  // Only for the team's captain and deputies (an anonymous view stays a cached read, issue 11).
  const ladderSet = isCaptain ? !!(await currentLeague()).ladderLockedAt : false;
  // Issue 38: the captain's contact for signed-in readers; the team's robots for its captain and deputies.
  const contact = actor ? await teamContact(actor, team.id) : null;
  const robots = isCaptain ? (await listRobots(actor)).robots : [];
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
                <dt>{t("ladder.switcher")}</dt>
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
        // Issue 22: the captain and the deputies invite members; pending invitations can be revoked or sent again.
        <details className="card" data-testid="team-invitations" open={!!query.ok && ["revoked", "resent"].includes(String(query.ok))}>
          <summary>{inv("title")}</summary>
          <p className="muted">{inv("help")}</p>
          <InviteForm
            locale={locale}
            teamId={team.id}
            admin={false}
            underT5={ladderSet && team.status === "approved"}
            members={team.members.filter((m) => !m.captain).map((m) => ({ value: m.id, label: m.name }))}
            labels={await inviteFormLabels()}
          />
          <h3>{inv("pending")}</h3>
          <PendingInvitations rows={(await listInvitations(actor, { teamId: team.id })).invitations} timeZone={settings.timeZone} teamId={team.id} />
        </details>
      ) : null}
      {isCaptain ? (
        <details className="card" data-testid="contact-panel">
          <summary>{rt("contact")}</summary>
          <form action={contactAction} className="stack" data-testid="contact-form">
            <LocaleField />
            <input type="hidden" name="teamId" value={team.id} />
            <label>
              {rt("contact")}
              <input name="contact" maxLength={100} defaultValue={contact ?? ""} data-testid="contact-input" />
            </label>
            <p className="muted">{rt("contactHelp")}</p>
            <SubmitRow variant="secondary" testId="contact-submit">
              {rt("contactSave")}
            </SubmitRow>
          </form>
        </details>
      ) : null}
      {isCaptain ? <RobotsPanel robots={robots} teamId={team.id} timeZone={settings.timeZone} open={String(query.ok ?? "").startsWith("robot")} /> : null}
      {isLead ? (
        <details className="card" data-testid="deputies-panel">
          <summary>{t("team.deputiesTitle")}</summary>
          <form action={deputiesAction} className="stack" data-testid="deputies-form">
            <LocaleField />
            <input type="hidden" name="teamId" value={team.id} />
            <p className="muted">{t("team.deputiesHelp")}</p>
            <fieldset>
              <legend>{t("team.deputies")}</legend>
              {team.members
                .filter((m) => !m.captain)
                .map((m) => (
                  <label key={m.id} className="check">
                    <input type="checkbox" name="userIds" value={m.id} defaultChecked={m.deputy} /> {m.name}
                  </label>
                ))}
            </fieldset>
            <SubmitRow variant="secondary" testId="deputies-submit">
              {t("admin.save")}
            </SubmitRow>
          </form>
        </details>
      ) : null}
      {isCaptain ? (
        <details className="card">
          <summary>
            {t("cases.replacementTitle")} · {t("team.replacements", { used: String(team.replacements.used), max: String(team.replacements.max) })}
          </summary>
          <form action={replacementAction} className="stack" data-testid="replacement-form">
            <LocaleField />
            <input type="hidden" name="teamId" value={team.id} />
            <label>
              {t("cases.replacementOut")}
              <select name="outUserId">
                {team.members
                  .filter((m) => !m.captain)
                  .map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.name}
                    </option>
                  ))}
              </select>
            </label>
            <label>
              {t("cases.replacementIn")}
              <input name="inEmail" type="email" required />
            </label>
            <ReasonField label={t("cases.reason")} rows={2} />
            <SubmitRow variant="secondary">{t("cases.replacementSubmit")}</SubmitRow>
          </form>
        </details>
      ) : null}
      {/* Below a phone's first screen: laid out and painted when scrolled near (.later, issue 12).
          Its tables link with plain anchors (localePath), not a client component per row, and
          its long ones lay out plain strings (components/team/team-rows.tsx). */}
      <div className="grid2 later">
        <div>
          <h2>{t("team.positionHistory")}</h2>
          {record.positions.length > 1 ? (
            <LineChart points={record.positions} label={t("team.positionHistory")} invert step={1} testId="position-chart" />
          ) : (
            <p className="muted">{t("team.noMoves")}</p>
          )}
        </div>
        <div>
          <h2>{t("ratings.history")}</h2>
          {history.length ? (
            <LineChart points={points} label={t("ratings.history")} testId="rating-chart" />
          ) : (
            <p className="muted">{t("ratings.noMatches")}</p>
          )}
        </div>
      </div>
      <section className="later">
        <h2>{t("team.headToHead")}</h2>
        {record.headToHead.length ? (
          <div className="table-scroll">
            <table data-testid="head-to-head">
              <thead>
                <tr>
                  <th>{t("ratings.opponent")}</th>
                  <th className="num">{t("team.won")}</th>
                  <th className="num">{t("team.lost")}</th>
                </tr>
              </thead>
              <tbody>
                <HeadToHeadRows
                  rows={record.headToHead.map((r) => ({
                    id: r.team.id,
                    href: localePath(locale, `/teams/${r.team.id}`),
                    name: r.team.name,
                    wins: r.wins,
                    losses: r.losses,
                  }))}
                />
              </tbody>
            </table>
          </div>
        ) : (
          <p className="muted">{t("ratings.noMatches")}</p>
        )}
        {history.length ? (
          <table>
            <thead>
              <tr>
                <th>#</th>
                <th>{t("ratings.opponent")}</th>
                <th>{t("ratings.result")}</th>
                <th className="num">{t("ratings.before")}</th>
                <th className="num">{t("ratings.after")}</th>
              </tr>
            </thead>
            <tbody>
              <RatedMatchRows
                rows={[...history].reverse().map((h) => ({
                  id: h.challengeId,
                  href: localePath(locale, `/challenges/${h.challengeId}`),
                  number: h.number,
                  opponent: h.opponent.name,
                  result: h.won ? t("ratings.won") : t("ratings.lost"),
                  before: h.before.toFixed(2),
                  after: h.after.toFixed(2),
                }))}
              />
            </tbody>
          </table>
        ) : null}
      </section>
      {seasons.length ? (
        <section className="later">
          <h2>{t("seasons.teamRecord")}</h2>
          <TeamSeasons rows={seasons} />
        </section>
      ) : null}
      <section className="later">
        <h2>{t("team.history")}</h2>
        <ChallengeList challenges={challenges} timeZone={settings.timeZone} />
      </section>
    </>
  );
}

/** The positions from a season's start: the one held then, and every move since. */
function sinceSeason(positions: { at: string; value: number }[], since: string) {
  const before = positions.filter((p) => p.at !== "" && p.at < since).at(-1);
  const after = positions.filter((p) => p.at === "" || p.at >= since);
  return before ? [{ at: since, value: before.value }, ...after] : after;
}
