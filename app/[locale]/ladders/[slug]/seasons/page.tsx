import { openPage, orNotFound, type LocalePageProps } from "@/lib/i18n/page";
import { SeasonsView } from "@/components/season/seasons-view";
import { ladderBySlug } from "@/lib/services/league/ladders";

// S2, S3 (revision 4): one ladder's seasons by its address.
export default async function LadderSeasonsPage(props: LocalePageProps<{ slug: string }>) {
  const { locale, slug } = await openPage(props);
  return <SeasonsView ladder={await orNotFound(ladderBySlug(slug))} locale={locale} />;
}
