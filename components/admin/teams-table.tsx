// The admin's teams, one card each (issue 37: usable at 390 px): its name (T1), captain change
// (confirmed), a member added (with an override reason under T5), withdrawn from the ladder or approved.
import { getTranslations } from "next-intl/server";
import type { getAdminDesk } from "@/lib/services/league/admin";
import { approveAction, captainAction, memberAction, renameTeamAction, withdrawAction } from "@/app/[locale]/admin/actions";
import { LocaleField } from "@/components/ui/locale-field";
import { SubmitRow } from "@/components/ui/submit-row";
import { ButtonForm } from "@/components/ui/button-form";
import { ReasonField } from "@/components/ui/reason-field";
import { REASON_LENGTH } from "@/lib/validations/reason";
import { ConfirmCheck } from "@/components/ui/confirm-check";

/** One ladder's teams (S2: `ladder` its slug, which every form carries back to its page). */
export async function TeamsTable({ teams, ladder }: { teams: Awaited<ReturnType<typeof getAdminDesk>>["teams"]; ladder: string }) {
  const t = await getTranslations();
  const hidden = (
    <>
      <LocaleField />
      <input type="hidden" name="ladder" value={ladder} />
    </>
  );
  return (
    <section className="stack" data-testid="admin-teams">
      <h2>{t("admin.teams")}</h2>
      {teams.map((team) => (
        <details key={team.id} className="card" data-team={team.name}>
          <summary>
            <span className="num">{team.ladder?.position ?? "—"}.</span> {team.name} <span className="muted">({team.members.length})</span>{" "}
            {team.status !== "approved" ? <span className="badge warn">{t(`admin.teamStatus.${team.status}`)}</span> : null}
          </summary>
          <div className="grid2">
            <form action={renameTeamAction} className="stack">
              {hidden}
              <input type="hidden" name="teamId" value={team.id} />
              <label>
                {t("admin.teamName")}
                <input name="name" defaultValue={team.name} required maxLength={40} data-testid="rename-team" />
              </label>
              <SubmitRow variant="secondary">{t("admin.save")}</SubmitRow>
            </form>
            <form action={captainAction} className="stack">
              {hidden}
              <input type="hidden" name="teamId" value={team.id} />
              <label>
                {t("team.captain")}
                <select name="userId" defaultValue={team.captainId}>
                  {team.members.map((m) => (
                    <option key={m.user.id} value={m.user.id}>
                      {m.user.name}
                      {m.deputy ? ` · ${t("team.deputy")}` : ""}
                    </option>
                  ))}
                </select>
              </label>
              <ConfirmCheck>
                <small>{t("admin.captainConfirm")}</small>
              </ConfirmCheck>
              <SubmitRow variant="secondary">{t("admin.save")}</SubmitRow>
            </form>
            <form action={memberAction} className="stack">
              {hidden}
              <input type="hidden" name="teamId" value={team.id} />
              <label>
                {t("admin.addMember")}
                <input name="email" type="email" required />
              </label>
              <label>
                {t("admin.overrideReason")}
                <input name="reason" minLength={REASON_LENGTH.min} maxLength={REASON_LENGTH.max} />
              </label>
              <SubmitRow variant="secondary">{t("admin.create")}</SubmitRow>
            </form>
            <div className="stack">
              {team.status === "approved" && team.ladder ? (
                <details data-testid="withdraw-panel">
                  <summary>{t("admin.withdraw")}</summary>
                  <form action={withdrawAction} className="stack">
                    {hidden}
                    <input type="hidden" name="teamId" value={team.id} />
                    <p className="muted">{t("admin.withdrawConsequences", { team: team.name })}</p>
                    <ReasonField label={t("cases.reason")} />
                    <ConfirmCheck testId="withdraw-confirm">{t("admin.withdrawConfirm")}</ConfirmCheck>
                    <SubmitRow variant="secondary" testId="withdraw-submit">
                      {t("admin.withdraw")}
                    </SubmitRow>
                  </form>
                </details>
              ) : (
                <ButtonForm action={approveAction} fields={{ teamId: team.id, ladder }} label={t("admin.approve")} variant="primary" testId="approve-team" />
              )}
            </div>
          </div>
        </details>
      ))}
    </section>
  );
}
