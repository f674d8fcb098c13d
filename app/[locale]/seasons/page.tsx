import { openPage, type LocalePageProps } from "@/lib/i18n/page";
import { SeasonsView } from "@/components/season/seasons-view";
import { ladderById } from "@/lib/services/league/ladders";
import { DEFAULT_LADDER } from "@/lib/services/league/seasons";

// The default ladder's seasons (S2: every path without a ladder is the default one's).
export default async function SeasonsPage(props: LocalePageProps) {
  const { locale } = await openPage(props);
  return <SeasonsView ladder={await ladderById(DEFAULT_LADDER)} locale={locale} />;
}
