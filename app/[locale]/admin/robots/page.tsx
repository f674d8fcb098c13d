// Issue 38: the admin's group robots: the site's (the whole league's news), each ladder's (S2) and every team's.
import { AdminFrame, Forbidden, openAdminPage } from "@/components/admin/admin-frame";
import { RobotsPanel } from "@/components/robots/robots-panel";
import { listRobots, robotTimeZones } from "@/lib/services/notify/chat/robots";
import { currentSettings } from "@/lib/services/league/league";
import { allLadders } from "@/lib/services/league/ladders";
import type { LocalePageProps } from "@/lib/i18n/page";

export default async function AdminRobotsPage(props: LocalePageProps) {
  const { query, actor } = await openAdminPage(props);
  if (!actor) return <Forbidden />;
  const { robots } = await listRobots(actor);
  // S2: each robot's last delivery in its own ladder's time, beside the reader's own.
  const [settings, ladders, zones] = await Promise.all([currentSettings(), allLadders(), robotTimeZones(robots)]);
  return (
    <AdminFrame current="robots" query={query}>
      <RobotsPanel robots={robots} teamId={null} timeZone={settings.timeZone} zones={zones} ladders={ladders} open />
    </AdminFrame>
  );
}
