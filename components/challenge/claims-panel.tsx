// A challenge page's cases: links to each case opened on it, and a captain's claim or in-match
// dispute (C12–C14, M5) while the match is scheduled or its result awaits confirmation.
import { getTranslations } from "next-intl/server";
import type { ChallengeView } from "@/lib/services/challenges/challenges-read";
import { Link } from "@/lib/i18n/link";
import { HiddenFields } from "@/components/challenge/hidden-fields";
import { claimAction } from "@/app/[locale]/cases/actions";
import { SubmitRow } from "@/components/ui/submit-row";
import { ReasonField } from "@/components/ui/reason-field";
import { CASE_REASON_LENGTH } from "@/lib/validations/reason";
import { Time } from "@/components/ui/time";
import { MINUTE } from "@/lib/domain/settings";

export async function ClaimsPanel({ c, side, now }: { c: ChallengeView; side: "challenger" | "defender" | null; now: Date }) {
  const t = await getTranslations();
  const hidden = <HiddenFields challengeId={c.id} />;
  // Revision 4: claims open with the check-in hour (start − 30 min, C11) and end at the play deadline.
  const opensAt = c.scheduledAt ? new Date(new Date(c.scheduledAt).getTime() - c.settings.checkInBeforeMinutes * MINUTE) : null;
  const beforeHour = !!opensAt && now.getTime() < opensAt.getTime();
  const afterDeadline = now.getTime() >= new Date(c.playBy).getTime();
  return (
    <>
      {c.cases.length ? (
        <p data-testid="case-links">
          {c.cases.map((k) => (
            <Link key={k.id} href={`/cases/${k.id}`} className="badge lock" style={{ marginRight: 6 }}>
              {t(`cases.kinds.${k.kind}`)} #{k.number} · {t(`cases.states.${k.state}`)}
            </Link>
          ))}
        </p>
      ) : null}

      {side && c.state === "scheduled" && beforeHour && opensAt ? (
        <p className="muted" data-testid="claims-open-at">
          {t("cases.claimsOpenAt")} <Time at={opensAt.toISOString()} timeZone={c.settings.timeZone} />
        </p>
      ) : null}
      {side && (c.state === "scheduled" || c.state === "result_submitted") && !beforeHour && !afterDeadline ? (
        <details className="card">
          <summary>{t("cases.claim")}</summary>
          <form action={claimAction} className="stack" data-testid="claim-form">
            {hidden}
            <label>
              {t("cases.claimKind")}
              <select name="kind" defaultValue="lateness">
                {(["lateness", "disconnection", "unregistered", "in_match"] as const).map((k) => (
                  <option key={k} value={k}>
                    {t(`cases.kinds.${k}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t("cases.claimBoards")}
              <input name="boards" placeholder="3, 7" />
            </label>
            <ReasonField label={t("cases.claimReason")} length={CASE_REASON_LENGTH} rows={3} />
            <SubmitRow variant="secondary">{t("cases.claimSubmit")}</SubmitRow>
          </form>
        </details>
      ) : null}
    </>
  );
}
