// Issue 37: the season-start import on a page of its own: paste or upload, check, import; the
// invitations now or later.
import { getLocale, getTranslations } from "next-intl/server";
import { env } from "@/lib/env";
import { AdminFrame, Forbidden, openAdminPage } from "@/components/admin/admin-frame";
import { ImportPanel } from "@/components/admin/import-panel";
import { IMPORT_LABELS, type ImportLabel } from "@/components/admin/import-labels";
import type { LocalePageProps } from "@/lib/i18n/page";
import { allLadders, ladderName } from "@/lib/services/league/ladders";

// The demo's import field holds a small roster with one bad row (issue 22: a preview in one click).
const DEMO_IMPORT = [
  "team,email,name,role",
  "春雷队,chunlei.1@demo.club,雷春,captain",
  "春雷队,chunlei.2@demo.club,雷夏,deputy",
  "春雷队,chunlei.3@demo.club,雷秋,member",
  "秋水队,qiushui.1@demo.club,水秋,队长",
  "秋水队,qiushui.2@@demo.club,水冬,队员",
].join("\n");

export default async function AdminImportPage(props: LocalePageProps) {
  const { query, actor, locale } = await openAdminPage(props);
  if (!actor) return <Forbidden />;
  const t = await getTranslations();
  const imp = await getTranslations("importer");
  const labels = Object.fromEntries(IMPORT_LABELS.map((k) => [k, imp.raw(k) as string]));
  return (
    <AdminFrame current="import" query={query}>
      <section className="card stack" data-testid="admin-import">
        <h2 style={{ marginTop: 0 }}>{imp("title")}</h2>
        <p className="muted">{imp("help")}</p>
        <ImportPanel
          locale={await getLocale()}
          sample={env().LADDER_DEMO === "1" ? DEMO_IMPORT : undefined}
          labels={{ ...(labels as Record<ImportLabel, string>), failed: t("errors.generic") }}
          ladders={(await allLadders()).map((l) => ({ slug: l.slug, name: ladderName(l, locale) || t("ladder.title") }))}
        />
      </section>
    </AdminFrame>
  );
}
