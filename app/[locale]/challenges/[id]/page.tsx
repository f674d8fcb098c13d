import { getLocale, getTranslations } from "next-intl/server";
import { currentActor } from "@/lib/auth/session";
import { Link } from "@/lib/i18n/link";
import { getChallenge, ratingChanges, ratingStake, settingsOfChallenge } from "@/lib/services/challenges/challenges-read";
import { getTeam } from "@/lib/services/teams/teams-read";
import { loadClockOffset } from "@/lib/services/league/admin";
import { clockOffset, now as clockNow } from "@/lib/clock";
import { Flash } from "@/components/ui/flash";
import { Time, TimeSep } from "@/components/ui/time";
import { Countdown } from "@/components/ui/countdown";
import { RatingChanges, RatingStake } from "@/components/challenge/rating-stake";
import { BoardTable } from "@/components/challenge/board-table";
import { HandRecords } from "@/components/challenge/hand-record";
import { getBoards } from "@/lib/services/challenges/scoresheet";
import { SchedulePanels } from "@/components/challenge/schedule-panels";
import { ResultPanels } from "@/components/challenge/result-panels";
import { ClaimsPanel } from "@/components/challenge/claims-panel";
import { labelOf } from "@/lib/i18n/messages";
import { SharePanel, ThreadPanel } from "@/components/challenge/thread-panel";
import { listMessages, mayReadThread } from "@/lib/services/challenges/thread";
import { shareText } from "@/lib/services/challenges/share";
import { openPage, orNotFound, type LocalePageProps } from "@/lib/i18n/page";
import { sideOf } from "@/lib/auth/permissions";

export default async function ChallengePage(props: LocalePageProps<{ id: string }>) {
  const { id, query, locale } = await openPage(props);
  await loadClockOffset();
  const t = await getTranslations();
  const c = await orNotFound(getChallenge(id));
  // S1, S2: the challenge's own settings, with its ladder's name and venue.
  const [actor, settings] = [await currentActor(), await settingsOfChallenge(c)];
  const now = clockNow();
  const tz = settings.timeZone;
  const loc = await getLocale();
  const pair = { challengerId: c.challenger.id, defenderId: c.defender.id };
  const [side, memberSide] = [sideOf(actor, pair, "captain"), sideOf(actor, pair, "member")];
  const nextActor: Record<string, string> = {
    awaiting_response: c.defender.name,
    awaiting_choice: c.challenger.name,
    scheduled: `${c.challenger.name} / ${c.defender.name}`,
    result_submitted: c.result?.submittedBy === "challenger" ? c.defender.name : c.challenger.name,
    disputed: t("roles.referee"),
  };
  const deadlineRule: Record<string, string> = { awaiting_response: "C7", awaiting_choice: "C9", scheduled: "C8", result_submitted: "M2" };
  // Issue 37: the stake while the match is to be played; once a result stands, what it did.
  const stake = ["awaiting_response", "awaiting_choice", "scheduled"].includes(c.state) ? await ratingStake(c.challenger.id, c.defender.id, c.settings) : null;
  const changes = c.state === "final" ? await ratingChanges(c.id) : [];
  const rosters =
    side && (c.state === "scheduled" || (c.state === "disputed" && !c.result && !c.outcome))
      ? { challenger: await getTeam(c.challenger.id), defender: await getTeam(c.defender.id) }
      : null;
  const sheet = c.result ? await getBoards(c.id).catch(() => null) : null;
  // Issue 38: the thread for the two teams, referees and admins; the share text for everyone.
  const sides = { challengerId: c.challenger.id, defenderId: c.defender.id };
  const thread = mayReadThread(actor, sides) ? (await listMessages(actor, c.id)).messages : null;
  const share = await shareText(c.id, locale, now);
  return (
    <>
      <p className="muted">
        <Link href="/">{t("nav.ladder")}</Link> · #{c.number}
      </p>
      <h1 data-testid="challenge-title">
        {t("challenge.pairLine", {
          challenger: c.challenger.name,
          from: String(c.challenger.position),
          defender: c.defender.name,
          to: String(c.defender.position),
        })}
      </h1>
      <Flash query={query} />
      <div className="grid2">
        <div className="card">
          <dl className="facts">
            <dt>{t("challenge.state")}</dt>
            <dd data-testid="challenge-state">
              <span className="badge">{t(`states.${c.state}`)}</span>
              {c.outcome ? (
                <>
                  {" "}
                  <span className="badge ok" data-testid="challenge-outcome">
                    {t(`reasons.${c.outcome.reason}`)}
                    {c.outcome.winner ? ` · ${t("challenge.winner", { team: c.outcome.winner === "challenger" ? c.challenger.name : c.defender.name })}` : ""}
                  </span>
                </>
              ) : null}
            </dd>
            {c.state !== "final" ? (
              <>
                <dt>{t("challenge.nextActor")}</dt>
                <dd data-testid="next-actor">{nextActor[c.state]}</dd>
              </>
            ) : null}
            {c.nextDeadlineAt ? (
              <>
                <dt>{t("challenge.deadline", { rule: deadlineRule[c.state] ?? "" })}</dt>
                <dd>
                  <Time at={c.nextDeadlineAt} timeZone={tz} /> <TimeSep />{" "}
                  <Countdown
                    deadline={c.nextDeadlineAt}
                    serverNow={now.toISOString()}
                    offsetMs={clockOffset()}
                    overdue={t("time.overdue")}
                    day={t("time.dayShort")}
                  />
                </dd>
              </>
            ) : null}
            <dt>{t("challenge.issuedAt")}</dt>
            <dd>
              <Time at={c.issuedAt} timeZone={tz} />
            </dd>
            <dt>{t("challenge.playBy")}</dt>
            <dd>
              <Time at={c.playBy} timeZone={tz} />
            </dd>
            {c.scheduledAt ? (
              <>
                <dt>{t("challenge.scheduledAt")}</dt>
                <dd data-testid="scheduled-at">
                  <Time at={c.scheduledAt} timeZone={tz} />
                </dd>
                <dt>{t("challenge.venue")}</dt>
                <dd>
                  {settings.venue} ·{" "}
                  <a href={`/api/v1/challenges/${c.id}/calendar.ics`} data-testid="ics-link">
                    {t("calendar.matchFile")}
                  </a>
                </dd>
              </>
            ) : null}
            {c.result ? (
              <>
                <dt>{t("challenge.result")}</dt>
                <dd data-testid="result-line">
                  {c.challenger.name} {c.result.challengerImps} : {c.result.defenderImps} {c.defender.name} IMP
                  {c.result.lineupMarked ? (
                    <div>
                      <span className="badge warn" data-testid="lineup-marked">
                        {t("challenge.lineupMarked")}
                      </span>
                    </div>
                  ) : null}
                </dd>
              </>
            ) : null}
          </dl>
          {!c.holdsLock && c.state !== "final" ? (
            <p className="muted" data-testid="lock-open">
              {t("challenge.lockOpen")}
            </p>
          ) : null}
        </div>
        {stake ? <RatingStake stake={stake} challenger={c.challenger.name} defender={c.defender.name} /> : null}
        <RatingChanges rows={changes} names={{ [c.challenger.id]: c.challenger.name, [c.defender.id]: c.defender.name }} />
      </div>

      {sheet ? <BoardTable view={sheet} challenger={c.challenger.name} defender={c.defender.name} challengeId={c.id} cases={c.cases} /> : null}
      {sheet ? (
        // Issue 23: the hand records, below the scoresheet (laid out when scrolled near)
        <section className="later" data-testid="hand-record-section">
          <h2>{t("handRecord.title")}</h2>
          {sheet.rows.some((r) => r.deal) ? (
            <p className="no-print">
              <Link href={`/challenges/${c.id}/hands`} data-testid="print-hands">
                {t("handRecord.print")}
              </Link>
            </p>
          ) : null}
          <HandRecords view={sheet} challenger={c.challenger.name} disputed={c.cases.filter((k) => k.kind === "in_match").flatMap((k) => k.boards ?? [])} />
        </section>
      ) : null}

      <h2>{t("challenge.slots")}</h2>
      <ul data-testid="slot-list">
        {c.slots.map((s) => (
          <li key={s.at}>
            <Time at={s.at} timeZone={tz} /> <span className="muted">({s.proposedBy === "challenger" ? c.challenger.name : c.defender.name})</span>
            {s.offWindowAgreed ? (
              <>
                {" "}
                <span className="badge">{t("challenge.agreed")}</span>
              </>
            ) : null}
            {c.scheduledAt === s.at ? (
              <>
                {" "}
                <span className="badge ok">{t("challenge.agreedTime")}</span>
              </>
            ) : null}
          </li>
        ))}
      </ul>

      <SchedulePanels c={c} side={side} memberSide={memberSide} settings={settings} now={now} locale={loc} />
      <ResultPanels c={c} side={side} settings={settings} rosters={rosters} now={now} locale={loc} />
      <ClaimsPanel c={c} side={side} now={now} />
      <ThreadPanel challengeId={c.id} messages={thread} canWrite={!!memberSide} timeZone={tz} />
      <SharePanel text={share} />

      <h2>{t("challenge.timeline")}</h2>
      <ol className="timeline" data-testid="timeline">
        {c.events.map((e, i) => (
          <li key={i}>
            <Time at={e.at} timeZone={tz} /> <TimeSep /> {labelOf(locale, "events", e.type)}
            {e.rule ? (
              <>
                {" "}
                <span className="badge">{e.rule}</span>
              </>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}
