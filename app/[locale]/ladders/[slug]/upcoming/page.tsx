import { openPage, orNotFound, type LocalePageProps } from "@/lib/i18n/page";
import { UpcomingView } from "@/components/ladder/upcoming-view";
import { ladderBySlug } from "@/lib/services/league/ladders";

// S2 (revision 4): one ladder's coming matches by its address.
export default async function LadderUpcomingPage(props: LocalePageProps<{ slug: string }>) {
  const { locale, slug } = await openPage(props);
  return <UpcomingView ladder={await orNotFound(ladderBySlug(slug))} locale={locale} />;
}
