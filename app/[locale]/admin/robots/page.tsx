// Issue 38: the admin's group robots: the site's (the whole league's news) and every team's.
import { getTranslations } from "next-intl/server";
import { currentActor } from "@/lib/auth/session";
import { can } from "@/lib/auth/permissions";
import { AdminFrame } from "@/components/admin/admin-frame";
import { RobotsPanel } from "@/components/robots/robots-panel";
import { listRobots } from "@/lib/services/notify/chat/robots";
import { currentSettings } from "@/lib/services/league/league";
import { openPage, type LocalePageProps } from "@/lib/i18n/page";

export default async function AdminRobotsPage(props: LocalePageProps) {
  const { query } = await openPage(props);
  const t = await getTranslations();
  const actor = await currentActor();
  if (!can(actor, "league.admin")) return <p className="notice">{t("errors.forbidden")}</p>;
  const { robots } = await listRobots(actor);
  const settings = await currentSettings();
  return (
    <AdminFrame current="robots" query={query}>
      <RobotsPanel robots={robots} teamId={null} timeZone={settings.timeZone} open />
    </AdminFrame>
  );
}
