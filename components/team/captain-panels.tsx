// A team page's panels for its captain and deputies (T5, T6, issues 22 and 38): invitations, the
// captain's contact, the team's chat robots, deputies (the captain only) and a replacement request.
// Each action checks the actor again in the service layer; these panels only decide what is shown.
import { getTranslations } from "next-intl/server";
import type { getTeam } from "@/lib/services/teams/teams-read";
import type { Actor } from "@/lib/auth/permissions";
import type { Query } from "@/lib/i18n/page";
import { rosterUnderT5 } from "@/lib/services/teams/roster-state";
import { listInvitations } from "@/lib/services/accounts/invitation-admin";
import { listRobots } from "@/lib/services/notify/chat/robots";
import { inviteFormLabels } from "@/components/account/invite-labels";
import { InviteForm } from "@/components/account/invite-form";
import { PendingInvitations } from "@/components/account/pending-invitations";
import { RobotsPanel } from "@/components/robots/robots-panel";
import { LocaleField } from "@/components/ui/locale-field";
import { SubmitRow } from "@/components/ui/submit-row";
import { ReasonField } from "@/components/ui/reason-field";
import { replacementAction } from "@/app/[locale]/cases/actions";
import { deputiesAction } from "@/app/[locale]/teams/actions";
import { contactAction } from "@/app/[locale]/teams/robot-actions";

type Team = Awaited<ReturnType<typeof getTeam>>;

/**
 * The captain's and deputies' panels of `team` (the page shows them only to those who lead it);
 * `lead`: the reader is the captain (T6: only the captain names deputies).
 */
export async function CaptainPanels({
  team,
  actor,
  lead,
  contact,
  timeZone,
  locale,
  query,
}: {
  team: Team;
  actor: Actor;
  lead: boolean;
  contact: string | null;
  timeZone: string;
  locale: string;
  query: Query;
}) {
  const t = await getTranslations();
  const inv = await getTranslations("invites");
  const rt = await getTranslations("thread");
  // T5 (revision 4): once the team is set (its own ladder's initial order, S2; the team approved),
  // a new member is a replacement: the form asks whom they replace.
  const underT5 = await rosterUnderT5(team.id);
  const robots = (await listRobots(actor)).robots;
  const others = team.members.filter((m) => !m.captain);
  return (
    <>
      {/* Issue 22: the captain and the deputies invite members; pending invitations can be revoked or sent again. */}
      <details className="card" data-testid="team-invitations" open={!!query.ok && ["revoked", "resent"].includes(String(query.ok))}>
        <summary>{inv("title")}</summary>
        <p className="muted">{inv("help")}</p>
        <InviteForm
          locale={locale}
          teamId={team.id}
          admin={false}
          underT5={underT5}
          members={others.map((m) => ({ value: m.id, label: m.name }))}
          labels={await inviteFormLabels()}
        />
        <h3>{inv("pending")}</h3>
        <PendingInvitations rows={(await listInvitations(actor, { teamId: team.id })).invitations} timeZone={timeZone} teamId={team.id} />
      </details>
      <details className="card" data-testid="contact-panel">
        <summary>{rt("contact")}</summary>
        <form action={contactAction} className="stack" data-testid="contact-form">
          <LocaleField />
          <input type="hidden" name="teamId" value={team.id} />
          <label>
            {rt("contact")}
            <input name="contact" maxLength={100} defaultValue={contact ?? ""} data-testid="contact-input" />
          </label>
          <p className="muted">{rt("contactHelp")}</p>
          <SubmitRow variant="secondary" testId="contact-submit">
            {rt("contactSave")}
          </SubmitRow>
        </form>
      </details>
      <RobotsPanel robots={robots} teamId={team.id} timeZone={timeZone} open={String(query.ok ?? "").startsWith("robot")} />
      {lead ? (
        <details className="card" data-testid="deputies-panel">
          <summary>{t("team.deputiesTitle")}</summary>
          <form action={deputiesAction} className="stack" data-testid="deputies-form">
            <LocaleField />
            <input type="hidden" name="teamId" value={team.id} />
            <p className="muted">{t("team.deputiesHelp")}</p>
            <fieldset>
              <legend>{t("team.deputies")}</legend>
              {others.map((m) => (
                <label key={m.id} className="check">
                  <input type="checkbox" name="userIds" value={m.id} defaultChecked={m.deputy} /> {m.name}
                </label>
              ))}
            </fieldset>
            <SubmitRow variant="secondary" testId="deputies-submit">
              {t("admin.save")}
            </SubmitRow>
          </form>
        </details>
      ) : null}
      <details className="card">
        <summary>
          {t("cases.replacementTitle")} · {t("team.replacements", { used: String(team.replacements.used), max: String(team.replacements.max) })}
        </summary>
        <form action={replacementAction} className="stack" data-testid="replacement-form">
          <LocaleField />
          <input type="hidden" name="teamId" value={team.id} />
          <label>
            {t("cases.replacementOut")}
            <select name="outUserId">
              {others.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t("cases.replacementIn")}
            <input name="inEmail" type="email" required />
          </label>
          <ReasonField label={t("cases.reason")} rows={2} />
          <SubmitRow variant="secondary">{t("cases.replacementSubmit")}</SubmitRow>
        </form>
      </details>
    </>
  );
}
