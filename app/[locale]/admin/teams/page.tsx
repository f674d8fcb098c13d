// Issue 37: teams and the ladder: teams waiting for approval (T1), the initial ladder (T2), every
// team's card (name, captain, members, withdrawal), and a team made by hand; S2: of one ladder.
import { getAdminDesk } from "@/lib/services/league/admin";
import { listPendingTeams } from "@/lib/services/accounts/team-registration";
import { AdminFrame, AdminLadderSwitcher, Forbidden, adminLadder, openAdminPage } from "@/components/admin/admin-frame";
import { PendingTeams } from "@/components/admin/pending-teams";
import { TeamsTable } from "@/components/admin/teams-table";
import { InitialLadder } from "@/components/admin/league-desk";
import { NewTeamForm } from "@/components/admin/account-forms";
import type { LocalePageProps } from "@/lib/i18n/page";

export default async function AdminTeamsPage(props: LocalePageProps) {
  const { query, actor, locale } = await openAdminPage(props);
  if (!actor) return <Forbidden />;
  // S2: one ladder's teams at a time (its pending teams, its initial order, its cards, a new team in it).
  const ladder = await adminLadder(query);
  const desk = await getAdminDesk(actor, ladder.id);
  return (
    <AdminFrame current="teams" query={query}>
      <AdminLadderSwitcher path="/admin/teams" current={ladder} locale={locale} />
      <PendingTeams teams={await listPendingTeams(actor, ladder.id)} ladder={ladder.slug} />
      <InitialLadder desk={desk} ladder={ladder.slug} />
      <TeamsTable teams={desk.teams} ladder={ladder.slug} />
      <NewTeamForm ladder={ladder.slug} />
    </AdminFrame>
  );
}
