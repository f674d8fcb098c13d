// Issue 40 (S3, S4): the season's end, its close and the next season.
import { getTranslations } from "next-intl/server";
import { seasonDesk } from "@/lib/services/league/season-admin";
import { AdminFrame, Forbidden, openAdminPage } from "@/components/admin/admin-frame";
import { SeasonDesk } from "@/components/admin/season-desk";
import type { LocalePageProps } from "@/lib/i18n/page";

export default async function AdminSeasonsPage(props: LocalePageProps) {
  const { query, actor } = await openAdminPage(props);
  if (!actor) return <Forbidden />;
  const t = await getTranslations("adminSeasons");
  return (
    <AdminFrame current="seasons" query={query} okText={{ closed: t("closed"), started: t("started") }}>
      <SeasonDesk desk={await seasonDesk(actor)} />
    </AdminFrame>
  );
}
