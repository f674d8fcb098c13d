// The best supported locale for an Accept-Language header (the API's message language): zh-CN,
// the league's own, unless English is preferred. Plain JavaScript: server.mjs uses it too.

/**
 * @param {string | null | undefined} header
 * @returns {"zh-CN" | "en"}
 */
export function localeFromAcceptLanguage(header) {
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
