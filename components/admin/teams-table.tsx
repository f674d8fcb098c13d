// The admin's table of teams: captain change (confirmed), a member added (with an override reason
// under T5), and a team withdrawn from the ladder or approved.
import { getTranslations } from "next-intl/server";
import type { getAdminDesk } from "@/lib/services/league/admin";
import { approveAction, captainAction, memberAction, withdrawAction } from "@/app/[locale]/admin/actions";
import { LocaleField } from "@/components/ui/locale-field";
import { SubmitRow } from "@/components/ui/submit-row";
import { ButtonForm } from "@/components/ui/button-form";
import { ReasonField } from "@/components/ui/reason-field";
import { REASON_LENGTH } from "@/lib/validations/reason";
import { ConfirmCheck } from "@/components/ui/confirm-check";

export async function TeamsTable({ teams }: { teams: Awaited<ReturnType<typeof getAdminDesk>>["teams"] }) {
  const t = await getTranslations();
  const hidden = <LocaleField />;
  return (
    <>
      <h2>{t("admin.teams")}</h2>
      <table data-testid="admin-teams">
        <thead>
          <tr>
            <th className="num">#</th>
            <th>{t("admin.teamName")}</th>
            <th>{t("team.captain")}</th>
            <th>{t("admin.addMember")}</th>
            <th>{t("admin.teamActions")}</th>
          </tr>
        </thead>
        <tbody>
          {teams.map((team) => (
            <tr key={team.id} data-team={team.name}>
              <td className="num">{team.ladder?.position ?? "—"}</td>
              <td>
                {team.name} <span className="muted">({team.members.length})</span>{" "}
                {team.status !== "approved" ? <span className="badge warn">{t(`admin.teamStatus.${team.status}`)}</span> : null}
              </td>
              <td>
                <form action={captainAction} className="stack">
                  {hidden}
                  <input type="hidden" name="teamId" value={team.id} />
                  <select name="userId" defaultValue={team.captainId} aria-label={t("team.captain")}>
                    {team.members.map((m) => (
                      <option key={m.user.id} value={m.user.id}>
                        {m.user.name}
                        {m.deputy ? ` · ${t("team.deputy")}` : ""}
                      </option>
                    ))}
                  </select>
                  <ConfirmCheck>
                    <small>{t("admin.captainConfirm")}</small>
                  </ConfirmCheck>
                  <SubmitRow variant="secondary">{t("admin.save")}</SubmitRow>
                </form>
              </td>
              <td>
                <form action={memberAction} className="actions">
                  {hidden}
                  <input type="hidden" name="teamId" value={team.id} />
                  <input name="email" type="email" placeholder="email" size={16} required aria-label={t("admin.addMember")} />
                  <input
                    name="reason"
                    placeholder={t("admin.overrideReason")}
                    size={18}
                    aria-label={t("admin.overrideReason")}
                    minLength={REASON_LENGTH.min}
                    maxLength={REASON_LENGTH.max}
                  />
                  <button className="secondary" type="submit">
                    {t("admin.create")}
                  </button>
                </form>
              </td>
              <td>
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
                  <ButtonForm action={approveAction} fields={{ teamId: team.id }} label={t("admin.approve")} variant="primary" testId="approve-team" />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
