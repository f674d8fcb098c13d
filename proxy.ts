// Locale routing for the pages (next-intl), and issue 10's Content Security Policy: a fresh nonce
// per request, passed to Next in the request's CSP header (Next puts it on its own scripts) and
// sent to the browser. The JSON API and static files are not localised by URL; their headers come
// from next.config.js.
import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { localeOfPath, unavailableHtml } from "@/lib/http/unavailable-page";
import { routing } from "@/lib/i18n/routing";

const intl = createMiddleware(routing);

/** The page CSP for one nonce (styles: inline style attributes are used, scripts are not). */
export function pageCsp(nonce: string, dev = false): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const dbHealth = () => (globalThis as { __ladderDbHealth?: { down: boolean } }).__ladderDbHealth;

export default function proxy(request: NextRequest) {
  // Issue 25: while the database cannot be reached (lib/db/health.ts, same process), a page is a
  // translated "temporarily unavailable" answer with 503 and Retry-After, not Next's error page.
  if (dbHealth()?.down) {
    const path = request.nextUrl.pathname;
    return new NextResponse(unavailableHtml(localeOfPath(path), path), {
      status: 503,
      headers: { "content-type": "text/html; charset=utf-8", "retry-after": "5", "cache-control": "no-store" },
    });
  }
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  // NODE_ENV is inlined by Next at build time (next dev needs eval for its overlay).
  const csp = pageCsp(nonce, process.env.NODE_ENV === "development");
  request.headers.set("x-nonce", nonce);
  request.headers.set("content-security-policy", csp);
  const response = intl(request);
  response.headers.set("content-security-policy", csp);
  return response;
}

export const config = {
  // the pages only: the API's JSON 405 is server.mjs's (lib/http/api-methods.mjs); through this
  // proxy every API request cost 35-40 % of the API's throughput (decision 0016)
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)"],
};
