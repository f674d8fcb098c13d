// Issue 22 (T1): teams registered by their captains, waiting for the admin: approve (at the bottom
// of the ladder) or reject with a reason.
import { getTranslations } from "next-intl/server";
import type { listPendingTeams } from "@/lib/services/accounts/team-registration";
import { approveAction } from "@/app/[locale]/admin/actions";
import { rejectTeamAction } from "@/app/[locale]/onboarding/actions";
import { LocaleField } from "@/components/ui/locale-field";
import { ButtonForm } from "@/components/ui/button-form";
import { ReasonField } from "@/components/ui/reason-field";

/** One ladder's pending teams (S2: `ladder` its slug, which the forms carry back to its page). */
export async function PendingTeams({ teams: pendingTeams, ladder }: { teams: Awaited<ReturnType<typeof listPendingTeams>>; ladder: string }) {
  const t = await getTranslations();
  const pend = await getTranslations("pendingTeams");
  const hidden = <LocaleField />;
  return (
    <section className="card stack" data-testid="pending-teams">
      <h2 style={{ marginTop: 0 }}>{pend("title")}</h2>
      {pendingTeams.length === 0 ? <p className="muted">{pend("empty")}</p> : null}
      {pendingTeams.map((pt) => (
        <div key={pt.id} className="stack" data-pending-team={pt.name}>
          <h3 style={{ margin: 0 }}>{pt.name}</h3>
          <ul>
            {pt.members.map((m) => (
              <li key={m.id}>
                {m.name} <span className="muted">{m.email}</span> {m.captain ? <span className="badge ok">{t("team.captain")}</span> : null}{" "}
                <span className={m.status === "active" ? "badge ok" : "badge warn"}>{pend(m.status)}</span>
              </li>
            ))}
          </ul>
          <div className="actions">
            <ButtonForm action={approveAction} fields={{ teamId: pt.id, ladder }} label={pend("approve")} variant="primary" testId="approve-pending" />
            <form action={rejectTeamAction} className="actions">
              {hidden}
              <input type="hidden" name="teamId" value={pt.id} />
              <input type="hidden" name="ladder" value={ladder} />
              <ReasonField label={pend("reason")} />
              <button className="secondary" type="submit">
                {pend("reject")}
              </button>
            </form>
          </div>
        </div>
      ))}
    </section>
  );
}
