// Issue 25: the page answered while the database cannot be reached: 503 with Retry-After, in the
// visitor's language, without touching the database (proxy.ts sends it before any rendering).
import zh from "@/lib/i18n/messages/zh-CN.json";
import en from "@/lib/i18n/messages/en.json";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The locale of a page path ("/en/…" is English; everything else is the default zh-CN). */
export const localeOfPath = (path: string) => (/^\/en(\/|$)/.test(path) ? "en" : "zh-CN");

export function unavailableHtml(locale: string, path: string): string {
  const m = (locale === "en" ? en : zh).unavailable;
  const name = (locale === "en" ? en : zh).app.name;
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(m.title)} · ${escape(name)}</title><style>body{font-family:system-ui,-apple-system,"Noto Sans CJK SC",sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.6;color:#1a1a1a;background:#fff}@media (prefers-color-scheme:dark){body{color:#eee;background:#111}a{color:#8ab4f8}}h1{font-size:1.5rem}</style></head><body><main><p>♠ ${escape(name)}</p><h1 data-testid="unavailable">${escape(m.title)}</h1><p>${escape(m.body)}</p><p><a href="${escape(path)}">${escape(m.retry)}</a></p></main></body></html>`;
}
