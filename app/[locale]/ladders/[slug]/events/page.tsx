import { openPage, orNotFound, type LocalePageProps } from "@/lib/i18n/page";
import { EventsView } from "@/components/ladder/events-view";
import { ladderBySlug } from "@/lib/services/league/ladders";

// S2, S6 (revision 4): one ladder's event log by its address.
export default async function LadderEventsPage(props: LocalePageProps<{ slug: string }>) {
  const { locale, query, slug } = await openPage(props);
  return <EventsView ladder={await orNotFound(ladderBySlug(slug))} locale={locale} query={query} />;
}
