import { openPage, type LocalePageProps } from "@/lib/i18n/page";
import { UpcomingView } from "@/components/ladder/upcoming-view";
import { ladderById } from "@/lib/services/league/ladders";
import { DEFAULT_LADDER } from "@/lib/services/league/seasons";

// The default ladder's coming matches (S2: every path without a ladder is the default one's).
export default async function UpcomingPage(props: LocalePageProps) {
  const { locale } = await openPage(props);
  return <UpcomingView ladder={await ladderById(DEFAULT_LADDER)} locale={locale} />;
}
