// The origin a request came to (scheme from server.mjs's x-forwarded-proto, which it overwrites
// unless trusted proxies are configured; host from the Host header). Only an admin's may be
// recorded as the site's address (lib/services/accounts/site.ts).
export function requestOrigin(req: Request): string | null {
  try {
    const url = new URL(req.url);
    const proto = req.headers.get("x-forwarded-proto") === "https" ? "https:" : url.protocol;
    const host = req.headers.get("host") ?? url.host;
    return `${proto}//${host}`;
  } catch {
    return null;
  }
}

/** The same from a server action's headers(). */
export function originFromHeaders(h: Headers): string | null {
  const host = h.get("host");
  if (!host) return null;
  return `${h.get("x-forwarded-proto") === "https" ? "https" : "http"}://${host}`;
}
