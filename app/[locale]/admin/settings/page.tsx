// Issue 37: the league's name, venue and settings (times of day as HH:MM, the zone from a list).
import { getTranslations } from "next-intl/server";
import { getAdminDesk } from "@/lib/services/league/admin";
import { SettingsFields, type Translate } from "@/components/admin/settings-fields";
import { AdminFrame, AdminLadderSwitcher, Forbidden, adminLadder, openAdminPage } from "@/components/admin/admin-frame";
import { DEFAULT_LADDER } from "@/lib/services/league/seasons";
import { LocaleField } from "@/components/ui/locale-field";
import { leagueAction } from "../actions";
import type { LocalePageProps } from "@/lib/i18n/page";

export default async function AdminSettingsPage(props: LocalePageProps) {
  const { query, actor, locale } = await openAdminPage(props);
  if (!actor) return <Forbidden />;
  const t = await getTranslations();
  // S2: one ladder's settings at a time (S1: each ladder has its own).
  const ladder = await adminLadder(query);
  const L = (await getAdminDesk(actor, ladder.id)).league;
  return (
    <AdminFrame current="settings" query={query}>
      <AdminLadderSwitcher path="/admin/settings" current={ladder} locale={locale} />
      <form action={leagueAction} className="card" data-testid="league-form">
        <LocaleField />
        <input type="hidden" name="ladder" value={ladder.slug} />
        <h2 style={{ marginTop: 0 }}>{t("admin.league")}</h2>
        <div className="grid2">
          <label>
            {ladder.id === DEFAULT_LADDER ? t("admin.name") : t("adminLadders.nameZh")}
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
