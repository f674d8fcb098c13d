// Issue 40 (S2, S5): the site's ladders, a new one, and the divisions' promotion.
import { getTranslations } from "next-intl/server";
import { ladderDesk } from "@/lib/services/league/ladders";
import { AdminFrame, Forbidden, openAdminPage } from "@/components/admin/admin-frame";
import { LadderDesk } from "@/components/admin/ladder-desk";
import type { LocalePageProps } from "@/lib/i18n/page";

export default async function AdminLaddersPage(props: LocalePageProps) {
  const { query, actor, locale } = await openAdminPage(props);
  if (!actor) return <Forbidden />;
  const t = await getTranslations("adminLadders");
  return (
    <AdminFrame current="ladders" query={query} okText={{ created: t("created"), promotion: t("promotionSaved") }}>
      <LadderDesk ladders={await ladderDesk(actor)} locale={locale} />
    </AdminFrame>
  );
}
