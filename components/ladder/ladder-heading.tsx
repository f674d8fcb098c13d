// S2 (revision 4): the head of one of a ladder's pages (ratings, coming matches, log, seasons, rules): the
// switcher to the same page of the other ladders where there are several, and the title with the
// ladder's name for any ladder but the default one (whose name is the club's, in the header).
import { allLadders, ladderName, ladderPath, type Ladder, type LadderSection } from "@/lib/services/league/ladders";
import { LadderSwitcher } from "@/components/ladder/ladder-switcher";
import { DEFAULT_LADDER } from "@/lib/services/league/seasons";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";

const SECTIONS = [
  ["", "ladder"],
  ["ratings", "ratings"],
  ["upcoming", "upcoming"],
  ["events", "events"],
  ["seasons", "seasons"],
  ["about", "about"],
] as const satisfies readonly (readonly [LadderSection, string])[];

/**
 * The pages of a ladder other than the default one (whose pages are the header's): its table,
 * ratings, coming matches, events, seasons and rules, in the header's order, the current one marked.
 */
export async function LadderSections({ ladder, section }: { ladder: Ladder; section: LadderSection }) {
  if (ladder.id === DEFAULT_LADDER) return null;
  const [t, nav] = [await getTranslations("ladder"), await getTranslations("nav")];
  return (
    <nav aria-label={t("sections")} className="ladder-sections" data-testid="ladder-sections">
      {SECTIONS.map(([s, key]) => (
        <Link key={s} href={ladderPath(ladder, s)} aria-current={s === section ? "page" : undefined}>
          {nav(key)}
        </Link>
      ))}
    </nav>
  );
}

export async function LadderHeading({ ladder, section, title, locale }: { ladder: Ladder; section: LadderSection; title: string; locale: string }) {
  const ladders = await allLadders();
  const named = ladder.id !== DEFAULT_LADDER && ladderName(ladder, locale);
  return (
    <>
      <LadderSwitcher ladders={ladders} current={ladder.id} locale={locale} section={section} />
      <h1>{named ? `${title} · ${named}` : title}</h1>
      <LadderSections ladder={ladder} section={section} />
    </>
  );
}
