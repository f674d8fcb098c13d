// Issue 40 (S3): one season: its dates and state, its rating policy, and once closed its archive
// (honours, final ladder, ratings, records); every match of it with its score and page.
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import { getSeason } from "@/lib/services/league/season-read";
import { SeasonArchive, seasonDates } from "@/components/season/season-views";
import { openPage, orNotFound, type LocalePageProps } from "@/lib/i18n/page";

export default async function SeasonPage(props: LocalePageProps<{ id: string }>) {
  const { id } = await openPage(props);
  const t = await getTranslations("seasons");
  const season = await orNotFound(getSeason(id));
  const policy = t(`policy.${season.ratingPolicy}`, { percent: String(Math.round((season.regressFraction ?? 0) * 100)) });
  return (
    <>
      <p className="muted">
        <Link href="/seasons">{t("all")}</Link>
      </p>
      <h1 data-testid="season-title">
        {t("archive")} · {season.name}
      </h1>
      <p className="intro">
        {await seasonDates(season)} · <span className="badge">{t(`states.${season.state}`)}</span>
        {season.number > 1 ? ` · ${policy}` : null}
      </p>
      <SeasonArchive season={season} />
    </>
  );
}
