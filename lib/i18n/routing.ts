// zh-CN is the league's own language and the default; English second.
import { defineRouting } from "next-intl/routing";

export const locales = ["zh-CN", "en"] as const;
export type Locale = (typeof locales)[number];

export const routing = defineRouting({
  locales: [...locales],
  defaultLocale: "zh-CN",
  localePrefix: "as-needed",
});

/** The best supported locale for an Accept-Language header (the API's message language). */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return "zh-CN";
  const prefs = header
    .split(",")
    .map((part) => {
      const [tag, q] = part.trim().split(";q=");
      return { tag: tag.toLowerCase(), q: q ? Number(q) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const p of prefs) {
    if (p.tag.startsWith("zh")) return "zh-CN";
    if (p.tag.startsWith("en")) return "en";
  }
  return "zh-CN";
}

/** A page path in a locale (plain links for long server-rendered tables: no client component each). */
export function localePath(locale: string, path: string): string {
  return locale === routing.defaultLocale ? path : `/${locale}${path === "/" ? "" : path}`;
}
