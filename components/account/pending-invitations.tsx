// Issue 22: pending invitations with revoke and send-again (the admin's, or a team's for its
// captain and deputies). Server-rendered; the actions are the same services as the API.
import { getTranslations } from "next-intl/server";
import { Expiry } from "@/components/ui/time";
import { ButtonForm } from "@/components/ui/button-form";
import { resendInvitationAction, revokeInvitationAction } from "@/app/[locale]/onboarding/actions";

type Row = {
  id: string;
  email: string;
  role: "admin" | "referee" | "member";
  team: string | null;
  teamRole: string | null;
  expiresAt: string;
  expired: boolean;
  sentCount: number;
};

/** Who an invitation makes the person: the team's captain or deputy, else the invitation's role. */
export async function invitationRoleLabel() {
  const roles = await getTranslations("roles");
  const team = await getTranslations("team");
  return (r: { teamRole: string | null; role: "admin" | "referee" | "member" }) =>
    r.teamRole === "captain" ? team("captain") : r.teamRole === "deputy" ? team("deputy") : roles(r.role);
}

export async function PendingInvitations({ rows, timeZone, teamId }: { rows: Row[]; timeZone: string; teamId?: string }) {
  const t = await getTranslations("invites");
  const roleOf = await invitationRoleLabel();
  if (!rows.length)
    return (
      <p className="muted" data-testid="pending-invitations">
        {t("empty")}
      </p>
    );
  return (
    <div className="table-scroll">
      <table data-testid="pending-invitations">
        <thead>
          <tr>
            <th>{t("email")}</th>
            <th>{t("role")}</th>
            {teamId ? null : <th>{t("team")}</th>}
            <th>{t("expires")}</th>
            <th>
              <span className="sr-only">{t("revoke")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>{r.email}</td>
              <td>{roleOf(r)}</td>
              {teamId ? null : <td>{r.team ?? "—"}</td>}
              <td>
                <Expiry at={r.expiresAt} expired={r.expired} expiredLabel={t("expired")} timeZone={timeZone} />
              </td>
              <td className="actions">
                <ButtonForm action={resendInvitationAction} fields={{ invitationId: r.id, teamId }} label={t("resend")} />
                <ButtonForm action={revokeInvitationAction} fields={{ invitationId: r.id, teamId }} label={t("revoke")} testId="revoke-invitation" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
