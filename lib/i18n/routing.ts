// zh-CN is the league's own language and the default; English second.
import { defineRouting } from "next-intl/routing";

export const locales = ["zh-CN", "en"] as const;
export type Locale = (typeof locales)[number];

export const routing = defineRouting({
  locales: [...locales],
  defaultLocale: "zh-CN",
  localePrefix: "as-needed",
});

export { localeFromAcceptLanguage } from "./accept-language.mjs";

/** A page path in a locale (plain links for long server-rendered tables: no client component each). */
export function localePath(locale: string, path: string): string {
  return locale === routing.defaultLocale ? path : `/${locale}${path === "/" ? "" : path}`;
}
