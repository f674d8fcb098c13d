import { openPage, type LocalePageProps } from "@/lib/i18n/page";
import { RatingsView } from "@/components/ladder/ratings-view";
import { ladderById } from "@/lib/services/league/ladders";
import { DEFAULT_LADDER } from "@/lib/services/league/seasons";

// The default ladder's rating board (S2: every path without a ladder is the default one's).
export default async function RatingsPage(props: LocalePageProps) {
  const { locale, query } = await openPage(props);
  return <RatingsView ladder={await ladderById(DEFAULT_LADDER)} locale={locale} page={query.page} />;
}
