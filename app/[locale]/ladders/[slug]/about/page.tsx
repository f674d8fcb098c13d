import { openPage, orNotFound, type LocalePageProps } from "@/lib/i18n/page";
import { AboutView } from "@/components/ladder/about-view";
import { ladderBySlug } from "@/lib/services/league/ladders";

// S2 (revision 4): one ladder's rules (its venue, rating numbers and time rules) by its address.
export default async function LadderAboutPage(props: LocalePageProps<{ slug: string }>) {
  const { locale, slug } = await openPage(props);
  return <AboutView ladder={await orNotFound(ladderBySlug(slug))} locale={locale} />;
}
