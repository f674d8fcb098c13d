// Issue 37: the league's clock (the override only where allowed), a sweep now, and the mail outbox.
import { getTranslations } from "next-intl/server";
import { currentActor } from "@/lib/auth/session";
import { can } from "@/lib/auth/permissions";
import { getAdminDesk, loadClockOffset } from "@/lib/services/league/admin";
import { AdminFrame } from "@/components/admin/admin-frame";
import { ClockCard, Outbox } from "@/components/admin/league-desk";
import { openPage, type LocalePageProps } from "@/lib/i18n/page";

export default async function AdminSystemPage(props: LocalePageProps) {
  const { query } = await openPage(props);
  await loadClockOffset();
  const t = await getTranslations();
  const actor = await currentActor();
  if (!can(actor, "league.admin")) return <p className="notice">{t("errors.forbidden")}</p>;
  const desk = await getAdminDesk(actor);
  return (
    <AdminFrame current="system" query={query}>
      <ClockCard desk={desk} />
      <Outbox desk={desk} />
    </AdminFrame>
  );
}
