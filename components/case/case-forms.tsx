import { getTranslations } from "next-intl/server";
import type { getCaseFile } from "@/lib/services/cases/cases-read";
import { type Actor, leads } from "@/lib/auth/permissions";
import { Time, TimeSep } from "@/components/ui/time";
import { LocaleField } from "@/components/ui/locale-field";
import { acknowledgeAction, rulingAction, statementAction } from "@/app/[locale]/cases/actions";
import { SubmitRow } from "@/components/ui/submit-row";
import { FormCard } from "@/components/ui/form-card";
import { ButtonForm } from "@/components/ui/button-form";
import { ReasonField } from "@/components/ui/reason-field";
import { CASE_REASON_LENGTH, STATEMENT_LENGTH } from "@/lib/validations/reason";

type CaseFile = Awaited<ReturnType<typeof getCaseFile>>;

/** The hidden fields of every form about a case. */
export function CaseFields({ caseId }: { caseId: string }) {
  return (
    <>
      <LocaleField />
      <input type="hidden" name="caseId" value={caseId} />
    </>
  );
}

/** The case's thread (statements, comments, attachments), a party's or the referee's statement, and an in-match call acknowledged by the other side. */
export async function CaseThread({ file, actor, timeZone: tz }: { file: CaseFile; actor: Actor; timeZone: string }) {
  const t = await getTranslations();
  const { case: c, role, names } = file;
  return (
    <>
      <h2>{t("cases.thread")}</h2>
      <ol className="timeline" data-testid="case-thread">
        {c.messages.map((m) => (
          <li key={m.id}>
            <Time at={m.createdAt.toISOString()} timeZone={tz} /> <TimeSep /> <strong>{names[m.authorId] ?? ""}</strong>{" "}
            <span className="badge">{t(`cases.messageKinds.${m.kind as "statement" | "comment"}`)}</span> {m.body}
          </li>
        ))}
        {c.attachments.map((a) => (
          <li key={a.id}>
            📎 <a href={`/api/v1/cases/${c.id}/attachments/${a.id}`}>{a.fileName}</a> ({Math.ceil(a.size / 1024)} kB, {a.mimeType})
          </li>
        ))}
      </ol>
      {role && c.state === "open" ? (
        <FormCard action={statementAction} encType="multipart/form-data" hiddenFields={{ caseId: c.id }}>
          <ReasonField label={role === "referee" ? t("cases.comment") : t("cases.statement")} name="body" length={STATEMENT_LENGTH} rows={3} />
          <label>
            {t("cases.attachment")}
            <input type="file" name="file" accept="image/png,image/jpeg,application/pdf,text/plain,.pbn" />
          </label>
          <SubmitRow variant="secondary" testId="statement-submit">
            {t("cases.send")}
          </SubmitRow>
        </FormCard>
      ) : null}
      {c.kind === "in_match" && c.state === "open" && !c.acknowledgedAt && (role === "challenger" || role === "defender") && !leads(actor, c.teamId) ? (
        <ButtonForm action={acknowledgeAction} fields={{ caseId: c.id }} label={t("cases.acknowledge")} variant="secondary" />
      ) : null}
    </>
  );
}

/** The referee's ruling (R1–R4, L3's false result) and, after one that applied a penalty, lifting it (L3). */
export async function RulingForms({ file }: { file: CaseFile }) {
  const t = await getTranslations();
  const { case: c, role, canRule } = file;
  const ch = c.challenge;
  return (
    <>
      {canRule && c.state === "open" && c.kind !== "replacement" ? (
        <FormCard action={rulingAction} testId="ruling-form" title={t("cases.rule")} hiddenFields={{ caseId: c.id }}>
          <label>
            {t("cases.ruling")}
            <select name="kind" defaultValue="uphold" data-testid="ruling-kind">
              {(["uphold", "replace", "adjust_board", "award", "rematch", "invalid", ...(c.kind === "unreported" ? [] : (["dismiss"] as const))] as const).map(
                (k) => (
                  <option key={k} value={k}>
                    {t(`cases.rulings.${k}`)}
                  </option>
                ),
              )}
            </select>
          </label>
          <div className="actions">
            <label>
              {t("cases.newImps", { team: ch?.challenger.name ?? "" })}
              <input name="challengerImps" inputMode="numeric" data-testid="ruling-c-imps" />
            </label>
            <label>
              {t("cases.newImps", { team: ch?.defender.name ?? "" })}
              <input name="defenderImps" inputMode="numeric" data-testid="ruling-d-imps" />
            </label>
            <label className="check">
              <input type="checkbox" name="falseResult" /> {t("cases.falseResult")}
            </label>
          </div>
          <div className="actions">
            <label>
              {t("sheet.board")}
              <input name="board" inputMode="numeric" size={3} defaultValue={c.boards[0] ?? ""} data-testid="ruling-board" />
            </label>
            <label>
              {t("sheet.open")}
              <input name="boardOpen" placeholder="4S= N" size={9} />
            </label>
            <label>
              {t("sheet.closed")}
              <input name="boardClosed" placeholder="PASS" size={9} />
            </label>
            <label>
              {t("cases.adjustedImps")}
              <input name="adjustedImps" placeholder="-3" size={4} data-testid="ruling-adjusted" />
            </label>
          </div>
          <div className="actions">
            <label>
              {t("cases.winner")}
              <select name="winner" defaultValue="defender">
                <option value="challenger">{ch?.challenger.name}</option>
                <option value="defender">{ch?.defender.name}</option>
              </select>
            </label>
            <label>
              {t("cases.rematchAt")}
              <input name="at" placeholder="2026-12-10T20:00:00+08:00" />
            </label>
          </div>
          <p className="muted">{t("cases.rulingHelp")}</p>
          <ReasonField label={t("cases.reasonRequired")} length={CASE_REASON_LENGTH} rows={3} testId="ruling-reason" />
          <SubmitRow testId="ruling-submit">{t("cases.rule")}</SubmitRow>
        </FormCard>
      ) : null}

      {role === "referee" && c.state === "ruled" && c.penaltyAppliedAt && !c.penaltyLiftedAt ? (
        // L3 (revision 3): a later ruling on the same case may lift the penalty it applied.
        <FormCard
          action={rulingAction}
          testId="lift-penalty-form"
          hiddenFields={{ caseId: c.id, kind: "lift_penalty" }}
          title={t("cases.rulings.lift_penalty")}
          help={t("cases.liftHelp")}
        >
          <ReasonField label={t("cases.reasonRequired")} length={CASE_REASON_LENGTH} rows={3} />
          <SubmitRow variant="secondary" testId="lift-penalty-submit">
            {t("cases.rulings.lift_penalty")}
          </SubmitRow>
        </FormCard>
      ) : null}
    </>
  );
}
