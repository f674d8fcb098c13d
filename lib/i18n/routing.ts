// zh-CN is the league's own language and the default; English second.
import { defineRouting } from "next-intl/routing";
import { DEFAULT_LOCALE, LOCALES } from "./locales.mjs";

export const locales = LOCALES;
export type Locale = (typeof locales)[number];

export const routing = defineRouting({
  locales: [...locales],
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: "as-needed",
});

export { localeFromAcceptLanguage } from "./accept-language.mjs";

/** A page path in a locale (plain links for long server-rendered tables: no client component each). */
export function localePath(locale: string, path: string): string {
  return locale === routing.defaultLocale ? path : `/${locale}${path === "/" ? "" : path}`;
}
