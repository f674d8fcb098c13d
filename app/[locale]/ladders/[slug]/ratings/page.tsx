import { openPage, orNotFound, type LocalePageProps } from "@/lib/i18n/page";
import { RatingsView } from "@/components/ladder/ratings-view";
import { ladderBySlug } from "@/lib/services/league/ladders";

// S2 (revision 4): one ladder's rating board by its address.
export default async function LadderRatingsPage(props: LocalePageProps<{ slug: string }>) {
  const { locale, query, slug } = await openPage(props);
  return <RatingsView ladder={await orNotFound(ladderBySlug(slug))} locale={locale} page={query.page} />;
}
