// The rating board (E1–E3) of one ladder (S2): the default ladder's at /ratings, another's at
// /ladders/<slug>/ratings; 100 rows a page.
import { getTranslations } from "next-intl/server";
import { localePath } from "@/lib/i18n/routing";
import { Pager, pageView } from "@/components/ui/pager";
import { getRatings } from "@/lib/services/league/ratings-read";
import { ladderPath, type Ladder } from "@/lib/services/league/ladders";
import { RatingRows, type RatingRowView } from "@/components/ladder/rating-rows";
import { LadderHeading } from "@/components/ladder/ladder-heading";

export async function RatingsView({ ladder, locale, page }: { ladder: Ladder; locale: string; page?: string }) {
  const t = await getTranslations("ratings");
  const { entries: all, provisionalMatches } = await getRatings(ladder.id);
  const view = pageView(all.length, page);
  const entries = all.slice(view.start, view.end);
  // Labels translated once per page, not once per row (issue 11: 100 rows a page).
  const established = t("established");
  const provisional = new Map<number, string>();
  const provisionalLabel = (n: number) => provisional.get(n) ?? provisional.set(n, t("provisional", { n: String(n), of: String(provisionalMatches) })).get(n)!;
  const sign = (x: number | null) => (x === null ? "—" : `${x >= 0 ? "+" : ""}${x.toFixed(2)}`);
  const rows: RatingRowView[] = entries.map((e, i) => ({
    id: e.team.id,
    rank: view.start + i + 1,
    name: e.team.name,
    href: localePath(locale, `/teams/${e.team.id}`),
    rating: e.rating.toFixed(2),
    badge: { provisional: e.provisional, label: e.provisional ? provisionalLabel(e.ratedMatches) : established },
    matches: e.ratedMatches,
    wl: `${e.wins}–${e.losses}`,
    lastChange: sign(e.lastChange),
  }));
  return (
    <>
      <LadderHeading ladder={ladder} section="ratings" title={t("title")} locale={locale} />
      <p className="intro">{t("intro")}</p>
      <div className="table-scroll">
        <table data-testid="ratings-table">
          <thead>
            <tr>
              <th className="num">{t("rank")}</th>
              <th>{t("team")}</th>
              <th className="num">{t("rating")}</th>
              <th>{t("status")}</th>
              <th className="num hide-sm">{t("matches")}</th>
              <th className="num">{t("wl")}</th>
              <th className="num hide-sm">{t("lastChange")}</th>
            </tr>
          </thead>
          <tbody>
            <RatingRows rows={rows} />
          </tbody>
        </table>
      </div>
      <Pager page={view.page} pages={view.pages} base={localePath(locale, ladderPath(ladder, "ratings"))} />
    </>
  );
}
