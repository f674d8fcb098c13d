// A challenge page's result actions (M1–M4, T3): the result form with the scoresheet and both
// lineups once the match has started, the other side's confirmation or appeal, and the
// submitter's correction request.
import { getTranslations } from "next-intl/server";
import type { ChallengeView } from "@/lib/services/challenges/challenges-read";
import type { getSettings } from "@/lib/services/league/league";
import { HiddenFields } from "@/components/challenge/hidden-fields";
import { ScoresheetEditor } from "@/components/challenge/scoresheet-editor";
import { LineupFields } from "@/components/challenge/lineup-fields";
import type { getTeam } from "@/lib/services/teams/teams-read";
import { appealAction, confirmAction, correctionAction, resultAction } from "@/app/[locale]/challenges/actions";
import { SubmitRow } from "@/components/ui/submit-row";
import { FormCard } from "@/components/ui/form-card";
import { ButtonForm } from "@/components/ui/button-form";
import { ReasonField } from "@/components/ui/reason-field";

type Side = "challenger" | "defender";
type Roster = Awaited<ReturnType<typeof getTeam>>;
const SHEET_ERRORS = [
  "empty",
  "syntax",
  "level",
  "strain",
  "result",
  "declarer_missing",
  "declarer",
  "tricks",
  "missing_board",
  "missing_room",
  "missing_contract",
  "bad_contract",
  "missing_declarer",
  "missing_result",
  "bad_result",
  "duplicate",
  "missing_board_results",
  "missing_room_result",
  "out_of_range",
  "pbn_unterminated_commentary",
  "pbn_unterminated_string",
  "pbn_bad_tag",
  "pbn_empty",
  "bad_dealer",
  "bad_vulnerable",
  "deal_syntax",
  "deal_cards",
  "deal_hand_size",
  "deal_duplicate",
  "board_info_mismatch",
  "deal_mismatch",
  "missing_deal",
  "lin_empty",
  "lin_missing_deal",
  "lin_auction",
  "lin_auction_incomplete",
  "lin_play",
  "lin_claim",
  "lin_incomplete_play",
] as const;

export async function ResultPanels({
  c,
  side,
  settings,
  rosters,
  now,
  locale,
}: {
  c: ChallengeView;
  side: Side | null;
  settings: Awaited<ReturnType<typeof getSettings>>;
  rosters: { challenger: Roster; defender: Roster } | null;
  now: Date;
  locale: string;
}) {
  const t = await getTranslations();
  const hidden = <HiddenFields challengeId={c.id} />;
  const sheetLabels = {
    title: t("sheet.title"),
    help: t("sheet.help"),
    board: t("sheet.board"),
    dealer: t("sheet.dealer"),
    open: t("sheet.open"),
    closed: t("sheet.closed"),
    imps: "IMP",
    total: t("sheet.running"),
    challengerNs: t("sheet.challengerNs", { team: c.challenger.name }),
    importPbn: t("sheet.importPbn"),
    importHelp: t("sheet.importHelp"),
    preview: t("sheet.preview"),
    vp: "VP",
    importFile: t("sheet.importFile"),
    importPaste: t("sheet.importPaste"),
    importRead: t.raw("sheet.importRead") as string,
    importDeals: t.raw("sheet.importDeals") as string,
    importFailed: t("sheet.importFailed"),
    line: t.raw("sheet.line") as string,
    errors: Object.fromEntries(SHEET_ERRORS.map((k) => [k, t(`sheet.errors.${k}`)])),
    seats: Object.fromEntries((["N", "E", "S", "W"] as const).map((s) => [s, t(`handRecord.seats.${s}`)])),
    vul: Object.fromEntries((["None", "NS", "EW", "All"] as const).map((v) => [v, t(`handRecord.vul.${v}`)])),
  };
  return (
    <>
      {/* a result may be submitted while a claim is open (revision 3: the claim stays with the referee) */}
      {(c.state === "scheduled" || (c.state === "disputed" && !c.result && !c.outcome)) &&
      side &&
      rosters &&
      c.scheduledAt &&
      new Date(c.scheduledAt) <= now ? (
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
          <ScoresheetEditor
            challengeId={c.id}
            locale={locale}
            boards={settings.boardsPerMatch}
            challenger={c.challenger.name}
            defender={c.defender.name}
            labels={sheetLabels}
          />
          <div className="grid2">
            <LineupFields side="challenger" team={rosters.challenger} />
            <LineupFields side="defender" team={rosters.defender} />
          </div>
          <p className="muted">{t("challenge.lineupHelp")}</p>
          <button className="primary" type="submit" data-testid="result-submit">
            {t("challenge.submit")}
          </button>
        </form>
      ) : null}

      {(c.state === "result_submitted" || c.state === "disputed") &&
      side &&
      c.result &&
      side !== c.result.submittedBy &&
      !c.result.appealedAt &&
      c.appealEndsAt &&
      now < new Date(c.appealEndsAt) ? (
        // M2 (revision 3): the appeal stays open for the whole confirmation period, whatever the submitter did.
        <div className="card" data-testid="confirm-panel">
          {c.state === "result_submitted" ? (
            <ButtonForm action={confirmAction} fields={{ challengeId: c.id }} label={t("challenge.confirm")} variant="primary" testId="confirm-submit" />
          ) : null}
          <ReasonForm
            action={appealAction}
            hidden={hidden}
            label={t("challenge.appealReason")}
            submit={t("challenge.appeal")}
            testId="appeal-submit"
            className="stack"
            style={{ marginTop: "1rem" }}
          />
        </div>
      ) : null}

      {side && c.result && side === c.result.submittedBy && c.outcome?.reason === "played" && !c.result.correction && !c.refereeLooked ? (
        // M4 (revision 3): the correction states the corrected totals; it protects only if the
        // referees establish the same winner.
        <FormCard action={correctionAction} testId="correction-form" hiddenFields={{ challengeId: c.id }} help={t("challenge.correctionHelp")}>
          <div className="actions">
            <label>
              {t("challenge.correctedImps", { team: c.challenger.name })}
              <input name="challengerImps" inputMode="numeric" pattern="[0-9]*" required size={4} data-testid="correction-c-imps" />
            </label>
            <label>
              {t("challenge.correctedImps", { team: c.defender.name })}
              <input name="defenderImps" inputMode="numeric" pattern="[0-9]*" required size={4} data-testid="correction-d-imps" />
            </label>
          </div>
          <ReasonField label={t("challenge.correctionReason")} rows={3} />
          <SubmitRow variant="secondary" testId="correction-submit">
            {t("challenge.correction")}
          </SubmitRow>
        </FormCard>
      ) : null}
      {c.result?.correction ? (
        <p className="notice" data-testid="correction-stated">
          {t("challenge.correctionStated", { c: String(c.result.correction.challengerImps), d: String(c.result.correction.defenderImps) })}
        </p>
      ) : null}
    </>
  );
}

/** A form that asks why (an appeal, a correction request) and posts the reason. */
function ReasonForm({
  action,
  hidden,
  label,
  submit,
  testId,
  className,
  style,
}: {
  action: (data: FormData) => Promise<void>;
  hidden: React.ReactNode;
  label: string;
  submit: string;
  testId: string;
  className: string;
  style?: React.CSSProperties;
}) {
  return (
    <form action={action} className={className} style={style}>
      {hidden}
      <ReasonField label={label} rows={3} />
      <SubmitRow variant="secondary" testId={testId}>
        {submit}
      </SubmitRow>
    </form>
  );
}
