// npm start: the production server. Next's request handler behind a small Node server, for what
// `next start` cannot do (issue 10): the client's address from the socket, or from
// X-Forwarded-For only behind LADDER_TRUSTED_PROXY_HOPS trusted proxies (proxy-addr, in
// lib/http/client-address.mjs), passed on as `x-ladder-client`, which a client cannot set; and the
// scheme (x-forwarded-proto) trusted the same way, for HSTS and secure cookies.
// Issue 11: it also keeps the rendered HTML of anonymous page views for a few seconds, dropped at
// every committed write (the read cache's generation, cleared across instances by NOTIFY), and
// serves it with a fresh CSP nonce; a miss is rendered and streamed by Next as usual. And an API
// route's own gzip (the full lists, compressed once) gets its Content-Encoding (lib/http/api-encoding.mjs).
// Issue 12: every page's HTML has Next's scripts load after the first paint, and is compressed here
// (lib/http/page-response.mjs and late-scripts.mjs, decision 0011).
// This file is an entry point run by plain Node, so it reads its variables itself.
import http from "node:http";
import zlib from "node:zlib";
import next from "next";
import { isPageRequest, rewritePageResponse } from "./lib/http/page-response.mjs";
import { isApiRequest, nameEncoding } from "./lib/http/api-encoding.mjs";
import { unavailableOnDatabaseLoss } from "./lib/http/unavailable-on-db-loss.mjs";
import { clientAddressOf, trustedHops } from "./lib/http/client-address.mjs";
import { createPageCache } from "./lib/http/page-cache.mjs";
import { API_METHODS_FILE, wrongMethodAnswerer } from "./lib/http/api-methods.mjs";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? "0.0.0.0";
const hops = trustedHops(process.env.LADDER_TRUSTED_PROXY_HOPS);

// Issue 35: Next fetches a redirecting server action's page from its own origin (initURL, built
// from the port it is given and "localhost"); without the port it asked localhost:3000, whoever
// listens there, with the member's cookies. It gets the real port. No hostname: with one, Next 16
// rewrites the locale proxy's paths to that origin and redirects them in a loop.
const app = next({ dev: false, port });
const handle = app.getRequestHandler();
await app.prepare();

// Issue 24: a wrong method on a known API path is a JSON 405 with Allow (lib/http/api-methods.mjs).
const wrongMethod = wrongMethodAnswerer(API_METHODS_FILE);

// Issue 11: anonymous views of public pages, kept a few seconds (lib/http/page-cache.mjs).
const pageCache = createPageCache({ enabled: process.env.LADDER_PAGE_CACHE !== "0" });

const server = http
  .createServer((req, res) => {
    req.headers["x-ladder-client"] = clientAddressOf(req, hops);
    if (hops === 0) {
      // Nothing in front of us: what a client says about addresses and schemes is not believed.
      req.headers["x-forwarded-for"] = req.socket.remoteAddress ?? "";
      req.headers["x-forwarded-proto"] = "http";
    }
    if (wrongMethod?.(req, res)) return;
    // Issue 11: a route's named encoding becomes its Content-Encoding (lib/http/api-encoding.mjs).
    if (isApiRequest(req)) nameEncoding(res);
    const key = pageCache.keyOf(req);
    if (pageCache.serve(req, res, key)) return;
    // Issue 25: a render cut off by the database going away is a 503, not a 500.
    if (isPageRequest(req)) unavailableOnDatabaseLoss(res);
    // Issue 12: a page's scripts load after its first paint (decision 0011).
    if (isPageRequest(req)) rewritePageResponse(req, res, { gzip: zlib });
    if (!key) return handle(req, res);
    pageCache.renderAndKeep(req, res, key, handle);
  })
  .listen(port, hostname, () => console.log(`[server] ready on http://${hostname}:${port} (trusted proxy hops: ${hops})`));

// A rolling restart behind a load balancer: stop accepting, let requests in flight finish (each
// is one transaction, never half-written), close keep-alive sockets as they fall idle, then exit.
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    setInterval(() => server.closeIdleConnections(), 50).unref();
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
