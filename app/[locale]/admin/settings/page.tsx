// Issue 37: the league's name, venue and settings (times of day as HH:MM, the zone from a list).
import { getTranslations } from "next-intl/server";
import { getAdminDesk } from "@/lib/services/league/admin";
import { SettingsFields, type Translate } from "@/components/admin/settings-fields";
import { AdminFrame, Forbidden, openAdminPage } from "@/components/admin/admin-frame";
import { LocaleField } from "@/components/ui/locale-field";
import { leagueAction } from "../actions";
import type { LocalePageProps } from "@/lib/i18n/page";

export default async function AdminSettingsPage(props: LocalePageProps) {
  const { query, actor } = await openAdminPage(props);
  if (!actor) return <Forbidden />;
  const t = await getTranslations();
  const L = (await getAdminDesk(actor)).league;
  return (
    <AdminFrame current="settings" query={query}>
      <form action={leagueAction} className="card" data-testid="league-form">
        <LocaleField />
        <h2 style={{ marginTop: 0 }}>{t("admin.league")}</h2>
        <div className="grid2">
          <label>
            {t("admin.name")}
            <input name="name" defaultValue={L.name} />
          </label>
          <label>
            {t("admin.venue")}
            <input name="venue" defaultValue={L.venue} />
          </label>
        </div>
        <p className="muted">{t("settings.s1")}</p>
        <SettingsFields values={L} t={t as Translate} />
        <button className="primary" type="submit">
          {t("admin.save")}
        </button>
      </form>
    </AdminFrame>
  );
}
