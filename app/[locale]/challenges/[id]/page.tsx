import { connection } from "next/server";
import { notFound } from "next/navigation";
import { getLocale, getTranslations, setRequestLocale } from "next-intl/server";
import { currentActor } from "@/lib/auth/session";
import { Link } from "@/lib/i18n/link";
import { getChallenge, ratingStake } from "@/lib/services/challenges-read";
import { getTeam } from "@/lib/services/teams-read";
import { getSettings } from "@/lib/services/league";
import { loadClockOffset } from "@/lib/services/admin";
import { db } from "@/lib/db/client";
import { NotFound } from "@/lib/errors";
import { clockOffset, now as clockNow } from "@/lib/clock";
import { inCheckInWindow } from "@/lib/domain/challenge/transition";
import { latestStart, leagueClock } from "@/lib/domain/challenge/slots";
import { windowSlots } from "@/lib/domain/schedule/window";
import { Flash } from "@/components/ui/flash";
import { Time, formatLeagueTime } from "@/components/ui/time";
import { Countdown } from "@/components/ui/countdown";
import { SlotPicker } from "@/components/challenge/slot-picker";
import { RatingStake } from "@/components/challenge/rating-stake";
import { LineupFields } from "@/components/challenge/lineup-fields";
import { ScoresheetEditor } from "@/components/challenge/scoresheet-editor";
import { BoardTable } from "@/components/challenge/board-table";
import { getBoards } from "@/lib/services/scoresheet";
import { claimAction } from "../../cases/actions";
import {
  acceptAction,
  appealAction,
  checkInAction,
  chooseAction,
  concedeAction,
  confirmAction,
  correctionAction,
  rescheduleAction,
  rescheduleAnswerAction,
  counterAction,
  resultAction,
  withdrawAction,
} from "../actions";

export default async function ChallengePage({ params, searchParams }: { params: Promise<{ locale: string; id: string }>; searchParams: Promise<Record<string, string | undefined>> }) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  await connection();
  await loadClockOffset();
  const query = await searchParams;
  const t = await getTranslations();
  const c = await getChallenge(id).catch((e) => {
    if (e instanceof NotFound) notFound();
    throw e;
  });
  const [actor, settings] = [await currentActor(), await getSettings(await db())];
  const now = clockNow();
  const tz = settings.timeZone;
  const loc = await getLocale();
  const side = actor?.captainOf === c.challenger.id ? "challenger" : actor?.captainOf === c.defender.id ? "defender" : null;
  const memberSide = actor?.teamId === c.challenger.id ? "challenger" : actor?.teamId === c.defender.id ? "defender" : null;
  const hidden = (
    <>
      <input type="hidden" name="locale" value={loc} />
      <input type="hidden" name="challengeId" value={c.id} />
    </>
  );
  const nextActor: Record<string, string> = {
    awaiting_response: c.defender.name,
    awaiting_choice: c.challenger.name,
    scheduled: `${c.challenger.name} / ${c.defender.name}`,
    result_submitted: c.result?.submittedBy === "challenger" ? c.defender.name : c.challenger.name,
    disputed: t("roles.referee"),
  };
  const deadlineRule: Record<string, string> = { awaiting_response: "C7", awaiting_choice: "C9", scheduled: "C8", result_submitted: "M2" };
  const stake = c.state !== "final" ? await ratingStake(c.challenger.id, c.defender.id) : null;
  const rosters = side && c.state === "scheduled" ? { challenger: await getTeam(c.challenger.id), defender: await getTeam(c.defender.id) } : null;
  const proposed = (by: "challenger" | "defender") => c.slots.filter((s) => s.proposedBy === by);
  const sheet = c.result ? await getBoards(c.id).catch(() => null) : null;
  const sheetLabels = {
    title: t("sheet.title"), help: t("sheet.help"), board: t("sheet.board"), dealer: t("sheet.dealer"), open: t("sheet.open"), closed: t("sheet.closed"), imps: "IMP", total: t("sheet.running"),
    challengerNs: t("sheet.challengerNs", { team: c.challenger.name }), importPbn: t("sheet.importPbn"), importHelp: t("sheet.importHelp"), preview: t("sheet.preview"), vp: "VP",
    errors: Object.fromEntries(["empty", "syntax", "level", "strain", "result", "declarer_missing", "declarer", "tricks", "missing_board", "missing_room", "missing_contract", "bad_contract", "missing_declarer", "missing_result", "bad_result", "duplicate", "missing_board_results", "missing_room_result", "out_of_range"].map((k) => [k, t(`sheet.errors.${k}`)])),
  };
  return (
    <>
      <p className="muted">
        <Link href="/">{t("nav.ladder")}</Link> · #{c.number}
      </p>
      <h1 data-testid="challenge-title">
        {t("challenge.pairLine", { challenger: c.challenger.name, from: c.challenger.position, defender: c.defender.name, to: c.defender.position })}
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
                  <Time at={c.nextDeadlineAt} timeZone={tz} /> · <Countdown deadline={c.nextDeadlineAt} serverNow={now.toISOString()} offsetMs={clockOffset()} overdue={t("time.overdue")} />
                </dd>
              </>
            ) : null}
            <dt>{t("challenge.issuedAt")}</dt>
            <dd><Time at={c.issuedAt} timeZone={tz} /></dd>
            <dt>{t("challenge.playBy")}</dt>
            <dd><Time at={c.playBy} timeZone={tz} /></dd>
            {c.scheduledAt ? (
              <>
                <dt>{t("challenge.scheduledAt")}</dt>
                <dd data-testid="scheduled-at"><Time at={c.scheduledAt} timeZone={tz} /></dd>
                <dt>{t("challenge.venue")}</dt>
                <dd>
                  {settings.venue} · <a href={`/api/v1/challenges/${c.id}/calendar.ics`} data-testid="ics-link">{t("calendar.matchFile")}</a>
                </dd>
              </>
            ) : null}
            {c.result ? (
              <>
                <dt>{t("challenge.result")}</dt>
                <dd data-testid="result-line">
                  {c.challenger.name} {c.result.challengerImps} : {c.result.defenderImps} {c.defender.name} IMP
                  {c.result.lineupMarked ? <div><span className="badge warn" data-testid="lineup-marked">{t("challenge.lineupMarked")}</span></div> : null}
                </dd>
              </>
            ) : null}
          </dl>
          {!c.holdsLock && c.state !== "final" ? <p className="muted" data-testid="lock-open">{t("challenge.lockOpen")}</p> : null}
        </div>
        {stake ? <RatingStake stake={stake} challenger={c.challenger.name} defender={c.defender.name} /> : null}
      </div>

      {sheet ? <BoardTable view={sheet} challenger={c.challenger.name} defender={c.defender.name} challengeId={c.id} cases={c.cases} /> : null}

      <h2>{t("challenge.slots")}</h2>
      <ul data-testid="slot-list">
        {c.slots.map((s) => (
          <li key={s.at}>
            <Time at={s.at} timeZone={tz} /> <span className="muted">({s.proposedBy === "challenger" ? c.challenger.name : c.defender.name})</span>
            {s.offWindowAgreed ? <> <span className="badge">{t("challenge.agreed")}</span></> : null}
            {c.scheduledAt === s.at ? <> <span className="badge ok">{t("challenge.agreedTime")}</span></> : null}
          </li>
        ))}
      </ul>

      {c.state === "awaiting_response" && side === "defender" ? (
        <div className="card" data-testid="answer-panel">
          <h2 style={{ marginTop: 0 }}>{t("challenge.answer")}</h2>
          <form action={acceptAction} className="actions">
            {hidden}
            <label>
              {t("challenge.acceptOne")}
              <select name="slot" data-testid="accept-select">
                {proposed("challenger").map((s) => (
                  <option key={s.at} value={s.at}>{formatLeagueTime(s.at, loc, tz)}</option>
                ))}
              </select>
            </label>
            <button className="primary" type="submit" data-testid="accept-submit">{t("challenge.accept")}</button>
          </form>
          <h3>{t("challenge.orCounter")}</h3>
          <form action={counterAction}>
            {hidden}
            <SlotPicker from={now} playBy={new Date(c.playBy)} settings={settings} exclude={c.slots.map((s) => s.at)} counter />
            <button className="secondary" type="submit" data-testid="counter-submit">{t("challenge.counter")}</button>
          </form>
        </div>
      ) : null}

      {c.state === "awaiting_response" && side === "challenger" ? (
        <form action={withdrawAction} className="card">
          {hidden}
          <p className="muted">{t("challenge.withdrawHelp")}</p>
          <button className="secondary" type="submit" data-testid="withdraw-submit">{t("challenge.withdraw")}</button>
        </form>
      ) : null}

      {c.state === "awaiting_choice" && side === "challenger" ? (
        <form action={chooseAction} className="card actions" data-testid="choose-panel">
          {hidden}
          <label>
            {t("challenge.chooseOne")}
            <select name="slot" data-testid="choose-select">
              {proposed("defender").filter((s) => new Date(s.at) > now).map((s) => (
                <option key={s.at} value={s.at}>{formatLeagueTime(s.at, loc, tz)}</option>
              ))}
            </select>
          </label>
          <button className="primary" type="submit" data-testid="choose-submit">{t("challenge.choose")}</button>
        </form>
      ) : null}

      {c.state === "scheduled" || (c.state === "disputed" && !c.result && c.scheduledAt) ? (
        <div className="card" data-testid="check-in-panel">
          <h2 style={{ marginTop: 0 }}>{t("challenge.checkIn")}</h2>
          <p className="muted">{t("challenge.checkInHelp", { before: settings.checkInBeforeMinutes, after: settings.checkInAfterMinutes, grace: settings.lateGraceMinutes })}</p>
          <ul data-testid="check-ins">
            {c.checkIns.map((k) => (
              <li key={k.teamId}>
                {k.team === "challenger" ? c.challenger.name : c.defender.name} · <Time at={k.at} timeZone={tz} />
              </li>
            ))}
          </ul>
          {memberSide && c.scheduledAt && inCheckInWindow(new Date(c.scheduledAt), now, settings) && !c.checkIns.some((k) => k.team === memberSide) ? (
            <form action={checkInAction}>
              {hidden}
              <button className="primary" type="submit" data-testid="check-in-submit">{t("challenge.checkInNow")}</button>
            </form>
          ) : null}
        </div>
      ) : null}

      {c.reschedule ? (
        <div className="card" data-testid="reschedule-pending">
          <p>
            {t("challenge.reschedulePending", { team: c.reschedule.proposedBy === "challenger" ? c.challenger.name : c.defender.name, at: formatLeagueTime(c.reschedule.at, loc, tz) })}
            {c.reschedule.offWindow ? <> <span className="badge">{t("challenge.offWindow")}</span></> : null}
          </p>
          {side && side !== c.reschedule.proposedBy ? (
            <div className="actions">
              <form action={rescheduleAnswerAction}>
                {hidden}
                <input type="hidden" name="answer" value="accept" />
                <button className="primary" type="submit" data-testid="reschedule-accept">{t("challenge.rescheduleAccept")}</button>
              </form>
              <form action={rescheduleAnswerAction}>
                {hidden}
                <input type="hidden" name="answer" value="decline" />
                <button className="secondary" type="submit" data-testid="reschedule-decline">{t("challenge.rescheduleDecline")}</button>
              </form>
            </div>
          ) : side ? <p className="muted">{t("challenge.rescheduleWaiting")}</p> : null}
        </div>
      ) : null}

      {c.state === "scheduled" && side ? (
        <details className="card" data-testid="reschedule-panel">
          <summary>{t("challenge.reschedule")}</summary>
          <form action={rescheduleAction} className="stack">
            {hidden}
            <p className="muted">{t("challenge.rescheduleHelp", { latest: leagueClock(latestStart(new Date(c.playBy), settings), tz) })}</p>
            <label>
              {t("challenge.rescheduleWindow")}
              <select name="slot" data-testid="reschedule-select" defaultValue="">
                <option value="">—</option>
                {windowSlots(now, new Date(latestStart(new Date(c.playBy), settings).getTime() + 1), settings)
                  .filter((d) => d.toISOString() !== c.scheduledAt)
                  .map((d) => (
                    <option key={d.toISOString()} value={d.toISOString()}>{formatLeagueTime(d.toISOString(), loc, tz)}</option>
                  ))}
              </select>
            </label>
            <label>
              {t("challenge.rescheduleCustom")}
              <input type="datetime-local" name="custom" step={900} data-testid="reschedule-custom" max={leagueClock(latestStart(new Date(c.playBy), settings), tz).replace(" ", "T")} />
            </label>
            <div><button className="secondary" type="submit" data-testid="reschedule-submit">{t("challenge.rescheduleSubmit")}</button></div>
          </form>
        </details>
      ) : null}

      {side && c.holdsLock && !c.result && c.state !== "final" ? (
        <details className="card" data-testid="concede-panel">
          <summary>{t("challenge.concede")}</summary>
          <form action={concedeAction} className="stack">
            {hidden}
            <p className="muted">{t("challenge.concedeHelp")}</p>
            <label style={{ display: "flex", gap: "0.4rem", alignItems: "center" }}>
              <input type="checkbox" name="confirm" required data-testid="concede-confirm" /> {t("challenge.concedeConfirm")}
            </label>
            <div><button className="secondary" type="submit" data-testid="concede-submit">{t("challenge.concede")}</button></div>
          </form>
        </details>
      ) : null}

      {c.state === "scheduled" && side && rosters && c.scheduledAt && new Date(c.scheduledAt) <= now ? (
        <form action={resultAction} className="card" data-testid="result-form">
          {hidden}
          <h2 style={{ marginTop: 0 }}>{t("challenge.submitResult")}</h2>
          <div className="actions">
            <label>
              {t("challenge.impsOf", { team: c.challenger.name })}
              <input name="challengerImps" inputMode="numeric" pattern="[0-9]*" data-testid="challenger-imps" />
            </label>
            <label>
              {t("challenge.impsOf", { team: c.defender.name })}
              <input name="defenderImps" inputMode="numeric" pattern="[0-9]*" data-testid="defender-imps" />
            </label>
          </div>
          <p className="muted">{t("sheet.orTotals")}</p>
          <ScoresheetEditor boards={settings.boardsPerMatch} challenger={c.challenger.name} defender={c.defender.name} labels={sheetLabels} />
          <div className="grid2">
            <LineupFields side="challenger" team={rosters.challenger} />
            <LineupFields side="defender" team={rosters.defender} />
          </div>
          <p className="muted">{t("challenge.lineupHelp")}</p>
          <button className="primary" type="submit" data-testid="result-submit">{t("challenge.submit")}</button>
        </form>
      ) : null}

      {c.state === "result_submitted" && side && c.result && side !== c.result.submittedBy ? (
        <div className="card" data-testid="confirm-panel">
          <form action={confirmAction}>
            {hidden}
            <button className="primary" type="submit" data-testid="confirm-submit">{t("challenge.confirm")}</button>
          </form>
          <form action={appealAction} className="stack" style={{ marginTop: "1rem" }}>
            {hidden}
            <label>
              {t("challenge.appealReason")}
              <textarea name="reason" rows={3} required minLength={3} />
            </label>
            <div><button className="secondary" type="submit" data-testid="appeal-submit">{t("challenge.appeal")}</button></div>
          </form>
        </div>
      ) : null}

      {side && c.result && side === c.result.submittedBy && c.outcome?.reason === "played" && !c.cases.some((k) => k.kind === "appeal" || k.kind === "correction") ? (
        <form action={correctionAction} className="card stack">
          {hidden}
          <label>
            {t("challenge.correctionReason")}
            <textarea name="reason" rows={3} required minLength={3} />
          </label>
          <div><button className="secondary" type="submit" data-testid="correction-submit">{t("challenge.correction")}</button></div>
        </form>
      ) : null}

      {c.cases.length ? (
        <p data-testid="case-links">
          {c.cases.map((k) => (
            <Link key={k.id} href={`/cases/${k.id}`} className="badge lock" style={{ marginRight: 6 }}>
              {t(`cases.kinds.${k.kind}`)} #{k.number} · {t(`cases.states.${k.state}`)}
            </Link>
          ))}
        </p>
      ) : null}

      {side && (c.state === "scheduled" || c.state === "result_submitted") ? (
        <details className="card">
          <summary>{t("cases.claim")}</summary>
          <form action={claimAction} className="stack" data-testid="claim-form">
            {hidden}
            <label>
              {t("cases.claimKind")}
              <select name="kind" defaultValue="lateness">
                {["lateness", "disconnection", "unregistered", "in_match"].map((k) => (
                  <option key={k} value={k}>{t(`cases.kinds.${k}`)}</option>
                ))}
              </select>
            </label>
            <label>{t("cases.claimBoards")}<input name="boards" placeholder="3, 7" /></label>
            <label>{t("cases.claimReason")}<textarea name="reason" rows={3} required minLength={3} /></label>
            <div><button className="secondary" type="submit">{t("cases.claimSubmit")}</button></div>
          </form>
        </details>
      ) : null}

      <h2>{t("challenge.timeline")}</h2>
      <ol className="timeline" data-testid="timeline">
        {c.events.map((e, i) => (
          <li key={i}>
            <Time at={e.at} timeZone={tz} /> · {t.has(`events.${e.type}`) ? t(`events.${e.type}`) : e.type}
            {e.rule ? <> <span className="badge">{e.rule}</span></> : null}
          </li>
        ))}
      </ol>
    </>
  );
}
