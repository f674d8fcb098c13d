import { openPage, orNotFound, type LocalePageProps } from "@/lib/i18n/page";
import { LadderView } from "@/components/ladder/ladder-view";
import { ladderBySlug, ladderPath } from "@/lib/services/league/ladders";

// S2 (revision 4): one ladder's page by its address; the default ladder's is also at /[locale]/.
export default async function OneLadderPage(props: LocalePageProps<{ slug: string }>) {
  const { locale, query, slug } = await openPage(props);
  const ladder = await orNotFound(ladderBySlug(slug));
  return <LadderView ladderId={ladder.id} locale={locale} page={query.page} base={ladderPath(ladder)} />;
}
