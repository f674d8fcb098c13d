// The locale for an Accept-Language header (the API's message language, the JSON 404/405 of the
// edge): decided as next-intl decides it for the pages (its middleware's resolveLocale): the
// header's languages by q-value (`negotiator`), matched to the site's locales by
// `@formatjs/intl-localematcher` (language distance: zh-HK reads zh-CN, a zh-TW reader who also
// takes English gets English), the league's zh-CN when nothing matches. So a client and a
// browser with the same header get the same language from the API and the pages.
// Plain JavaScript: server.mjs (plain Node) imports it. Tests: lib/i18n/messages.test.ts.
import Negotiator from "negotiator";
import { match } from "@formatjs/intl-localematcher";
import { DEFAULT_LOCALE as DEFAULT, LOCALES } from "./locales.mjs";

// The same few headers come again and again (each browser sends one); matching costs tens of µs.
const seen = new Map();

/**
 * @param {string | null | undefined} header
 * @returns {"zh-CN" | "en"}
 */
export function localeFromAcceptLanguage(header) {
  if (!header) return DEFAULT;
  const known = seen.get(header);
  if (known) return known;
  /** @type {"zh-CN" | "en"} */
  let locale = DEFAULT;
  try {
    const asked = new Negotiator({ headers: { "accept-language": header } }).languages();
    const found = match(asked, [...LOCALES], DEFAULT);
    locale = LOCALES.find((l) => l.toLowerCase() === found.toLowerCase()) ?? DEFAULT;
  } catch {
    // a header of no language (`*`, garbage): the league's own
  }
  if (seen.size >= 256) seen.clear();
  seen.set(header, locale);
  return locale;
}
