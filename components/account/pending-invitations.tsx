// Issue 22: pending invitations with revoke and send-again (the admin's, or a team's for its
// captain and deputies). Server-rendered; the actions are the same services as the API.
import { getTranslations } from "next-intl/server";
import { Time } from "@/components/ui/time";
import { resendInvitationAction, revokeInvitationAction } from "@/app/[locale]/onboarding/actions";

type Row = { id: string; email: string; role: string; team: string | null; teamRole: string | null; expiresAt: string; expired: boolean; sentCount: number };

export async function PendingInvitations({ rows, locale, timeZone, teamId }: { rows: Row[]; locale: string; timeZone: string; teamId?: string }) {
  const t = await getTranslations("invites");
  const roles = await getTranslations("roles");
  const team = await getTranslations("team");
  const hidden = (id: string) => (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="invitationId" value={id} />
      {teamId ? <input type="hidden" name="teamId" value={teamId} /> : null}
    </>
  );
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
              <td>{r.teamRole === "captain" ? team("captain") : r.teamRole === "deputy" ? team("deputy") : roles(r.role)}</td>
              {teamId ? null : <td>{r.team ?? "—"}</td>}
              <td>
                <Time at={r.expiresAt} timeZone={timeZone} />
                {r.expired ? (
                  <>
                    {" "}
                    <span className="badge warn">{t("expired")}</span>
                  </>
                ) : null}
              </td>
              <td className="actions">
                <form action={resendInvitationAction}>
                  {hidden(r.id)}
                  <button className="link-button" type="submit">
                    {t("resend")}
                  </button>
                </form>
                <form action={revokeInvitationAction}>
                  {hidden(r.id)}
                  <button className="link-button" type="submit" data-testid="revoke-invitation">
                    {t("revoke")}
                  </button>
                </form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
