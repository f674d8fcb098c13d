import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { currentActor } from "@/lib/auth/session";
import { Link } from "@/lib/i18n/link";
import { getCaseFile } from "@/lib/services/cases/cases-read";
import { AppError, NotFound } from "@/lib/errors";
import { appErrorText } from "@/lib/i18n/error-text";
import { Time, TimeSep } from "@/components/ui/time";
import { HandRecords } from "@/components/challenge/hand-record";
import { getBoards } from "@/lib/services/challenges/scoresheet";
import { Flash } from "@/components/ui/flash";
import { decisionAction } from "../actions";
import { labelOf } from "@/lib/i18n/messages";
import { openPage, type LocalePageProps } from "@/lib/i18n/page";
import { CaseFields, CaseThread, RulingForms } from "@/components/case/case-forms";
import { ReasonField } from "@/components/ui/reason-field";

export default async function CasePage(props: LocalePageProps<{ id: string }>) {
  const { id, query, locale } = await openPage(props);
  const t = await getTranslations();
  const actor = await currentActor();
  let file: Awaited<ReturnType<typeof getCaseFile>>;
  try {
    file = await getCaseFile(actor, id);
  } catch (e) {
    if (e instanceof NotFound) notFound();
    if (e instanceof AppError) return <p className="notice">{appErrorText(locale, e)}</p>;
    throw e;
  }
  // S1, S2: the case's own settings (its challenge's, else its team's ladder's), not the default ladder's.
  const { case: c, lateness, names, replacement, canRule, settings } = file;
  const tz = settings.timeZone;
  const ch = c.challenge;
  const hidden = <CaseFields caseId={c.id} />;
  // M2/M4 (revision 3): the result this case is about, with its correction and appeal.
  const current = ch?.results.find((r) => r.id === c.resultId) ?? ch?.results.filter((r) => r.status !== "superseded").at(-1);
  // Issue 23: a board dispute shows that board's hand record; any other case links to the match's
  const boardsView = ch ? await getBoards(ch.id).catch(() => null) : null;
  const hasDeals = !!boardsView?.rows.some((r) => r.deal);
  const teamName = (teamId: string) => (ch ? (teamId === ch.challengerId ? ch.challenger.name : ch.defender.name) : "");
  return (
    <>
      <p className="muted">
        <Link href="/referee">{t("cases.desk")}</Link> · #{c.number}
      </p>
      <h1 data-testid="case-title">
        {t(`cases.kinds.${c.kind}`)} #{c.number}
      </h1>
      <Flash query={query} />
      <div className="grid2">
        <dl className="facts card">
          <dt>{t("cases.state")}</dt>
          <dd data-testid="case-state">
            <span className="badge">{t(`cases.states.${c.state}`)}</span>
          </dd>
          <dt>{t("cases.opened")}</dt>
          <dd>
            <Time at={c.createdAt.toISOString()} timeZone={tz} /> <TimeSep /> {names[c.openedById] ?? ""}
          </dd>
          <dt>{t("cases.reason")}</dt>
          <dd>{c.reason}</dd>
          {c.boards.length ? (
            <>
              <dt>{t("cases.boards")}</dt>
              <dd>{c.boards.join(", ")}</dd>
            </>
          ) : null}
          {ch ? (
            <>
              <dt>{t("cases.challenge")}</dt>
              <dd>
                <Link href={`/challenges/${ch.id}`}>
                  #{ch.number} {ch.challenger.name} → {ch.defender.name}
                </Link>{" "}
                · {t(`states.${ch.state}`)}
              </dd>
            </>
          ) : null}
          {ch ? (
            <>
              <dt>{t("challenge.playBy")}</dt>
              <dd>
                <Time at={ch.playBy.toISOString()} timeZone={tz} />
              </dd>
            </>
          ) : null}
          {c.kind === "in_match" ? (
            <>
              <dt>M5</dt>
              <dd>{c.acknowledgedAt ? t("cases.acknowledgedAt") : t("cases.notAcknowledged")}</dd>
            </>
          ) : null}
          {current?.correctionAt ? (
            <>
              <dt>M4</dt>
              <dd data-testid="case-correction">
                {t("cases.correctionTotals", { c: String(current.correctionChallengerImps ?? 0), d: String(current.correctionDefenderImps ?? 0) })}
                {current.correctionProtects ? "" : ` · ${t("cases.correctionLate")}`}
              </dd>
            </>
          ) : null}
          {current?.appealedAt && c.kind !== "appeal" ? (
            <>
              <dt>M2</dt>
              <dd data-testid="case-appeal-joined">{t("cases.appealJoined")}</dd>
            </>
          ) : null}
          {c.penaltyAppliedAt ? (
            <>
              <dt>L3</dt>
              <dd data-testid="case-penalty">{c.penaltyLiftedAt ? t("cases.penaltyLifted") : t("cases.penaltyApplied")}</dd>
            </>
          ) : null}
          {c.ruling ? (
            <>
              <dt>{t("cases.ruling")}</dt>
              <dd data-testid="case-ruling">
                {labelOf(locale, "cases.rulings", c.ruling ?? "")} — {c.rulingReason} ({names[c.ruledById ?? ""] ?? ""},{" "}
                <Time at={c.ruledAt!.toISOString()} timeZone={tz} />)
              </dd>
            </>
          ) : null}
        </dl>
        {ch ? (
          <div className="card">
            <h2 style={{ marginTop: 0 }}>{t("challenge.checkIn")}</h2>
            <ul>
              {ch.checkIns.map((k) => (
                <li key={k.id}>
                  {teamName(k.teamId)} · <Time at={k.at.toISOString()} timeZone={tz} />
                </li>
              ))}
              {ch.checkIns.length === 0 ? <li className="muted">—</li> : null}
            </ul>
            {lateness ? (
              <p className={lateness.finding === "claim_presumed" ? "notice" : "muted"} data-testid="lateness-presumption">
                {t(`cases.lateness.${lateness.finding}`, { grace: String(settings.lateGraceMinutes) })} (
                <Time at={lateness.cutoff.toISOString()} timeZone={tz} />)
              </p>
            ) : null}
          </div>
        ) : null}
      </div>

      {boardsView && hasDeals ? (
        <section data-testid="case-hand-records">
          <h2>{t("handRecord.title")}</h2>
          {c.boards.length ? <HandRecords view={boardsView} challenger={ch!.challenger.name} only={c.boards} disputed={c.boards} /> : null}
          <p>
            <Link href={`/challenges/${ch!.id}/hands`}>{t("handRecord.print")}</Link>
          </p>
        </section>
      ) : null}

      {ch?.results.length ? (
        <>
          <h2>{t("cases.results")}</h2>
          <table>
            <thead>
              <tr>
                <th>{t("cases.when")}</th>
                <th>{t("cases.by")}</th>
                <th className="num">IMP</th>
                <th>{t("cases.lineups")}</th>
                <th>{t("cases.state")}</th>
              </tr>
            </thead>
            <tbody>
              {ch.results.map((r) => (
                <tr key={r.id}>
                  <td>
                    <Time at={r.submittedAt.toISOString()} timeZone={tz} />
                  </td>
                  <td>{r.bySide ? (r.bySide === "challenger" ? ch.challenger.name : ch.defender.name) : t("roles.referee")}</td>
                  <td className="num">
                    {r.challengerImps} : {r.defenderImps}
                  </td>
                  <td>
                    {(["challenger", "defender"] as const).map((side) => (
                      <div key={side}>
                        {side === "challenger" ? ch.challenger.name : ch.defender.name}:{" "}
                        {r.lineup
                          .filter((l) => l.side === side)
                          .map((l) => (
                            <span key={l.id} className={l.registered ? "badge ok" : "badge lock"} style={{ marginRight: 4 }}>
                              {l.name}
                              {l.registered ? "" : ` · ${t("cases.unregistered")}`}
                            </span>
                          ))}
                      </div>
                    ))}
                    {r.lineupMarked ? (
                      <span className="badge warn" data-testid="case-lineup-marked">
                        {t("challenge.lineupMarked")}
                      </span>
                    ) : null}
                  </td>
                  <td>{r.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}

      {replacement ? (
        <div className="card">
          <h2 style={{ marginTop: 0 }}>T5</h2>
          <p>
            {t("cases.replacementLine", { out: names[replacement.outUserId] ?? replacement.outUserId, name: replacement.inName, email: replacement.inEmail })} ·{" "}
            {replacement.state}
          </p>
          {canRule && replacement.state === "pending" ? (
            <form action={decisionAction} className="actions">
              {hidden}
              <input type="hidden" name="requestId" value={replacement.id} />
              <ReasonField label={t("cases.reason")} />
              <button className="primary" name="approve" value="yes" type="submit" data-testid="approve-replacement">
                {t("cases.approve")}
              </button>
              <button className="secondary" name="approve" value="no" type="submit">
                {t("cases.reject")}
              </button>
            </form>
          ) : null}
        </div>
      ) : null}

      <CaseThread file={file} actor={actor} timeZone={tz} />
      <RulingForms file={file} />
    </>
  );
}
