// Issue 37: the admin's invitations, a page at a time: who, which team and role, its state, its
// expiry; send (again, with a link to copy), revoke, or correct the address. One row per card on a
// phone (the table scrolls inside its box; the page never scrolls sideways).
import { getTranslations } from "next-intl/server";
import { Expiry } from "@/components/ui/time";
import { ButtonForm } from "@/components/ui/button-form";
import { LocaleField } from "@/components/ui/locale-field";
import { ResendLink } from "@/components/admin/resend-link";
import { invitationRoleLabel } from "@/components/account/pending-invitations";
import { invitationEmailAction, revokeInvitationAction } from "@/app/[locale]/onboarding/actions";
import type { listInvitations } from "@/lib/services/accounts/invitation-admin";

type Row = Awaited<ReturnType<typeof listInvitations>>["invitations"][number];

/** `zones`: each team's ladder's time zone (S2), the default ladder's under null (teamTimeZones). */
export async function InvitationTable({ rows, zones, locale }: { rows: Row[]; zones: Map<string | null, string>; locale: string }) {
  const t = await getTranslations("invites");
  const errors = await getTranslations("errors");
  const roleOf = await invitationRoleLabel();
  if (!rows.length)
    return (
      <p className="muted" data-testid="pending-invitations">
        {t("empty")}
      </p>
    );
  const open = (r: Row) => r.state === "pending" || r.state === "staged" || r.state === "expired";
  return (
    <div className="table-scroll">
      <table data-testid="pending-invitations">
        <thead>
          <tr>
            <th scope="col">{t("name")}</th>
            <th scope="col">{t("team")}</th>
            <th scope="col">{t("state")}</th>
            <th scope="col">{t("actions")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-invitation={r.email}>
              <td>
                <span className="nowrap">{r.name}</span>
                <br />
                <span className="muted">{r.email}</span>
              </td>
              <td>
                {r.team ?? "—"}
                <br />
                <span className="muted">{roleOf(r)}</span>
              </td>
              <td>
                <span className={r.state === "accepted" || r.state === "pending" ? "badge" : "badge warn"}>{t(`states.${r.state}`)}</span>
                {r.state === "pending" || r.state === "expired" ? (
                  <>
                    <br />
                    <Expiry at={r.expiresAt} expired={r.expired} expiredLabel={t("expired")} timeZone={zones.get(r.teamId) ?? zones.get(null)!} />
                  </>
                ) : null}
              </td>
              <td className="stack">
                {open(r) ? (
                  <>
                    {r.state === "expired" ? null : (
                      <ResendLink
                        id={r.id}
                        locale={locale}
                        labels={{
                          send: r.sent ? t("resend") : t("send"),
                          link: t("link"),
                          copy: t("copyLink"),
                          copied: t("copied"),
                          failed: errors("generic"),
                        }}
                      />
                    )}
                    <ButtonForm action={revokeInvitationAction} fields={{ invitationId: r.id }} label={t("revoke")} testId="revoke-invitation" />
                    <details>
                      <summary>{t("changeEmail")}</summary>
                      <form action={invitationEmailAction} className="stack">
                        <LocaleField />
                        <input type="hidden" name="invitationId" value={r.id} />
                        <label>
                          {t("newEmail")}
                          <input name="email" type="text" inputMode="email" defaultValue={r.email} required data-testid="invitation-new-email" />
                        </label>
                        <button className="secondary" type="submit" data-testid="invitation-email-submit">
                          {t("changeEmail")}
                        </button>
                      </form>
                    </details>
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
