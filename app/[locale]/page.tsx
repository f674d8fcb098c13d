import { openPage, type LocalePageProps } from "@/lib/i18n/page";
import { LadderView } from "@/components/ladder/ladder-view";
import { DEFAULT_LADDER } from "@/lib/services/league/seasons";

export default async function LadderPage(props: LocalePageProps) {
  const { locale, query } = await openPage(props);
  return <LadderView ladderId={DEFAULT_LADDER} locale={locale} page={query.page} base="/" />;
}
