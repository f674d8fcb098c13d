// Issue 37: invitations and accounts: invite someone, send the staged invitations of an import,
// the invitations in pages of 50 (filtered by state and team, searched by address, name or team),
// each with its link sent anew (to copy), revoked, or its address corrected; accounts by hand.
import { getTranslations } from "next-intl/server";
import { getAdminDesk } from "@/lib/services/league/admin";
import { INVITATION_STATES, listInvitations, type InvitationState } from "@/lib/services/accounts/invitation-admin";
import { AdminFrame, Forbidden, openAdminPage } from "@/components/admin/admin-frame";
import { InvitationTable } from "@/components/admin/invitation-table";
import { AccountForms } from "@/components/admin/account-forms";
import { InviteForm } from "@/components/account/invite-form";
import { inviteFormLabels } from "@/components/account/invite-labels";
import { anyLadderSet } from "@/lib/services/teams/roster-state";
import { teamTimeZones } from "@/lib/services/league/ladders";
import { ButtonForm } from "@/components/ui/button-form";
import { Pager } from "@/components/ui/pager";
import { sendStagedAction } from "@/app/[locale]/onboarding/actions";
import { localePath } from "@/lib/i18n/routing";
import type { LocalePageProps } from "@/lib/i18n/page";

export default async function AdminInvitationsPage(props: LocalePageProps) {
  const { query, locale, actor } = await openAdminPage(props);
  if (!actor) return <Forbidden />;
  const t = await getTranslations();
  const inv = await getTranslations("invites");
  const desk = await getAdminDesk(actor);
  const state = (INVITATION_STATES as readonly string[]).includes(query.state ?? "") ? (query.state as InvitationState) : "open";
  const team = desk.teams.some((x) => x.id === query.team) ? query.team : undefined;
  const q = (query.q ?? "").slice(0, 100);
  const page = /^\d{1,6}$/.test(query.page ?? "") ? Number(query.page) : 1;
  const list = await listInvitations(actor, { state, teamId: team, q, page });
  const staged = (await listInvitations(actor, { state: "staged" })).total;
  const filters = new URLSearchParams({ ...(state !== "open" ? { state } : {}), ...(team ? { team } : {}), ...(q ? { q } : {}) }).toString();
  const teams = desk.teams.filter((x) => x.status === "approved" || x.status === "pending");
  return (
    <AdminFrame current="invitations" query={query} okText={{ invitationsSent: inv("sentOk"), invitationEmail: inv("emailChanged"), revoked: inv("revoked") }}>
      <section className="card stack" data-testid="admin-invitations">
        <h2 style={{ marginTop: 0 }}>{inv("title")}</h2>
        <p className="muted">{inv("help")}</p>
        <InviteForm
          locale={locale}
          admin
          underT5={await anyLadderSet()}
          roles={(["member", "referee", "admin"] as const).map((r) => ({ value: r, label: t(`roles.${r}`) }))}
          teams={teams.map((x) => ({ value: x.id, label: x.name }))}
          labels={await inviteFormLabels()}
        />
      </section>

      <section className="card stack" data-testid="staged-invitations">
        {staged ? (
          <ButtonForm action={sendStagedAction} fields={{}} label={inv("sendStaged", { count: String(staged) })} variant="primary" testId="send-staged" />
        ) : (
          <p className="muted">{inv("noneStaged")}</p>
        )}
      </section>

      <section className="stack" data-testid="invitation-list">
        <form method="get" action={localePath(locale, "/admin/invitations")} className="actions" role="search" data-testid="invitation-filter">
          <label>
            {inv("filterState")}
            <select name="state" defaultValue={state}>
              {INVITATION_STATES.map((s) => (
                <option key={s} value={s}>
                  {inv(`states.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {inv("team")}
            <select name="team" defaultValue={team ?? ""}>
              <option value="">{inv("allTeams")}</option>
              {teams.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            {inv("search")}
            <input type="search" name="q" defaultValue={q} data-testid="invitation-search" />
          </label>
          <button className="secondary" type="submit" data-testid="invitation-filter-submit">
            {inv("filter")}
          </button>
        </form>
        <p className="muted" data-testid="invitation-count">
          {inv("pageOf", { page: String(list.page), pages: String(list.pages), total: String(list.total) })}
        </p>
        <InvitationTable rows={list.invitations} zones={await teamTimeZones(list.invitations.map((i) => i.teamId))} locale={locale} />
        <Pager page={list.page} pages={list.pages} base={`${localePath(locale, "/admin/invitations")}${filters ? `?${filters}` : ""}`} />
      </section>

      <AccountForms />
    </AdminFrame>
  );
}
