// Issue 37: teams and the ladder: teams waiting for approval (T1), the initial ladder (T2), every
// team's card (name, captain, members, withdrawal), and a team made by hand.
import { getAdminDesk } from "@/lib/services/league/admin";
import { listPendingTeams } from "@/lib/services/accounts/team-registration";
import { AdminFrame, Forbidden, openAdminPage } from "@/components/admin/admin-frame";
import { PendingTeams } from "@/components/admin/pending-teams";
import { TeamsTable } from "@/components/admin/teams-table";
import { InitialLadder } from "@/components/admin/league-desk";
import { NewTeamForm } from "@/components/admin/account-forms";
import type { LocalePageProps } from "@/lib/i18n/page";

export default async function AdminTeamsPage(props: LocalePageProps) {
  const { query, actor } = await openAdminPage(props);
  if (!actor) return <Forbidden />;
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
