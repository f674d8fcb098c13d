// Issue 40 (S3): one season: its dates and state, its rating policy, and once closed its archive
// (honours, final ladder, ratings, records); every match of it with its score and page.
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import { getSeason } from "@/lib/services/league/season-read";
import { SeasonHonours, SeasonLadder, SeasonMatches, SeasonTabs, seasonDates } from "@/components/season/season-views";
import { openPage, orNotFound, type LocalePageProps } from "@/lib/i18n/page";
import { Pager, pageView } from "@/components/ui/pager";
import { DEFAULT_PAGE } from "@/lib/api/pagination";
import { localePath } from "@/lib/i18n/routing";

export default async function SeasonPage(props: LocalePageProps<{ id: string }>) {
  const { id, locale, query } = await openPage(props);
  const t = await getTranslations("seasons");
  const first = await orNotFound(getSeason(id));
  // One list at a time, each by pages of 100 (a large league's season has thousands of matches):
  // a closed season opens on its final ladder, a running one on its matches.
  const tab = query.view === "matches" || !first.final ? "matches" : "ladder";
  const view = pageView(tab === "ladder" ? first.final!.ladder.length : first.page.total, query.page);
  const season = tab === "matches" && view.page > 1 ? await getSeason(id, { offset: view.start, limit: DEFAULT_PAGE }) : first;
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
      <SeasonHonours season={season} />
      <SeasonTabs id={id} tab={tab} closed={!!season.final} />
      {tab === "ladder" ? <SeasonLadder season={season} start={view.start} end={view.end} /> : <SeasonMatches season={season} />}
      <Pager page={view.page} pages={view.pages} base={localePath(locale, `/seasons/${id}?view=${tab}`)} />
    </>
  );
}
