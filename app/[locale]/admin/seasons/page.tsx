// Issue 40 (S3, S4): the season's end, its close and the next season.
import { getTranslations } from "next-intl/server";
import { seasonDesk } from "@/lib/services/league/season-admin";
import { AdminFrame, AdminLadderSwitcher, Forbidden, adminLadder, openAdminPage } from "@/components/admin/admin-frame";
import { SeasonDesk } from "@/components/admin/season-desk";
import type { LocalePageProps } from "@/lib/i18n/page";

export default async function AdminSeasonsPage(props: LocalePageProps) {
  const { query, actor, locale } = await openAdminPage(props);
  if (!actor) return <Forbidden />;
  const t = await getTranslations("adminSeasons");
  // S2: one ladder's seasons at a time.
  const ladder = await adminLadder(query);
  return (
    <AdminFrame current="seasons" query={query} okText={{ closed: t("closed"), started: t("started") }}>
      <AdminLadderSwitcher path="/admin/seasons" current={ladder} locale={locale} />
      <SeasonDesk desk={await seasonDesk(actor, ladder.id)} ladder={ladder} />
    </AdminFrame>
  );
}
