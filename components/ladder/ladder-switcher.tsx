// S2 (revision 4): the switcher between a site's ladders (shown only where there are several): a
// plain list of links to the same page of each ladder (its table, ratings, seasons or coming
// matches), the current one marked for assistive technology; no client JavaScript.
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import { ladderName, ladderPath, type Ladder, type LadderSection } from "@/lib/services/league/ladders";

export async function LadderSwitcher({
  ladders,
  current,
  locale,
  section = "",
  hrefOf = (l) => ladderPath(l, section),
}: {
  ladders: Ladder[];
  current: number;
  locale: string;
  section?: LadderSection;
  /** Where each ladder's link leads (the same page of each ladder by default; an admin page's `?ladder=`). */
  hrefOf?: (l: Ladder) => string;
}) {
  if (ladders.length < 2) return null;
  const t = await getTranslations("ladder");
  return (
    <nav aria-label={t("switcher")} className="ladder-switcher" data-testid="ladder-switcher">
      <ul>
        {ladders.map((l) => (
          <li key={l.id}>
            <Link href={hrefOf(l)} aria-current={l.id === current ? "page" : undefined}>
              {ladderName(l, locale) || t("title")}
              {l.division !== null ? <span className="badge">{t("division", { n: String(l.division) })}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
