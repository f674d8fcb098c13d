import { openPage, type LocalePageProps } from "@/lib/i18n/page";
import { EventsView } from "@/components/ladder/events-view";
import { ladderById } from "@/lib/services/league/ladders";
import { DEFAULT_LADDER } from "@/lib/services/league/seasons";

// The default ladder's event log (S2: every path without a ladder is the default one's).
export default async function EventsPage(props: LocalePageProps) {
  const { locale, query } = await openPage(props);
  return <EventsView ladder={await ladderById(DEFAULT_LADDER)} locale={locale} query={query} />;
}
