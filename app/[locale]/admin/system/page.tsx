// Issue 37: the league's clock (the override only where allowed), a sweep now, and the mail outbox.
import { getAdminDesk } from "@/lib/services/league/admin";
import { AdminFrame, Forbidden, openAdminPage } from "@/components/admin/admin-frame";
import { ClockCard, Outbox } from "@/components/admin/league-desk";
import type { LocalePageProps } from "@/lib/i18n/page";

export default async function AdminSystemPage(props: LocalePageProps) {
  const { query, actor } = await openAdminPage(props);
  if (!actor) return <Forbidden />;
  const desk = await getAdminDesk(actor);
  return (
    <AdminFrame current="system" query={query}>
      <ClockCard desk={desk} />
      <Outbox desk={desk} />
    </AdminFrame>
  );
}
