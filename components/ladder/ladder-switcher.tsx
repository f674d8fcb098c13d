// S2 (revision 4): the switcher between a site's ladders (shown only where there are several): a
// plain list of links, the current one marked for assistive technology; no client JavaScript.
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/link";
import type { Ladder } from "@/lib/services/league/ladders";

export async function LadderSwitcher({ ladders, current, locale }: { ladders: Ladder[]; current: number; locale: string }) {
  if (ladders.length < 2) return null;
  const t = await getTranslations("ladder");
  const lang = locale === "en" ? "en" : "zh-CN";
  return (
    <nav aria-label={t("switcher")} className="ladder-switcher" data-testid="ladder-switcher">
      <ul>
        {ladders.map((l, i) => (
          <li key={l.id}>
            <Link href={i === 0 ? "/" : `/ladders/${l.slug}`} aria-current={l.id === current ? "page" : undefined}>
              {l.name[lang] || t("title")}
              {l.division !== null ? <span className="badge">{t("division", { n: String(l.division) })}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
