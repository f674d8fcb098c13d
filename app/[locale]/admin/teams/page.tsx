// Issue 37: teams and the ladder: teams waiting for approval (T1), the initial ladder (T2), every
// team's card (name, captain, members, withdrawal), and a team made by hand.
import { getTranslations } from "next-intl/server";
import { currentActor } from "@/lib/auth/session";
import { can } from "@/lib/auth/permissions";
import { getAdminDesk, loadClockOffset } from "@/lib/services/league/admin";
import { listPendingTeams } from "@/lib/services/accounts/team-registration";
import { AdminFrame } from "@/components/admin/admin-frame";
import { PendingTeams } from "@/components/admin/pending-teams";
import { TeamsTable } from "@/components/admin/teams-table";
import { InitialLadder } from "@/components/admin/league-desk";
import { NewTeamForm } from "@/components/admin/account-forms";
import { openPage, type LocalePageProps } from "@/lib/i18n/page";

export default async function AdminTeamsPage(props: LocalePageProps) {
  const { query } = await openPage(props);
  await loadClockOffset();
  const t = await getTranslations();
  const actor = await currentActor();
  if (!can(actor, "league.admin")) return <p className="notice">{t("errors.forbidden")}</p>;
  const desk = await getAdminDesk(actor);
  return (
    <AdminFrame current="teams" query={query}>
      <PendingTeams teams={await listPendingTeams(actor)} />
      <InitialLadder desk={desk} />
      <TeamsTable teams={desk.teams} />
      <NewTeamForm />
    </AdminFrame>
  );
}
