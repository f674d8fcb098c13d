// npm start: the production server. Next's request handler behind a small Node server, for what
// `next start` cannot do (issue 10): the client's address from the socket, or from
// X-Forwarded-For only behind LADDER_TRUSTED_PROXY_HOPS trusted proxies (the rule of
// lib/auth/client-address.ts), passed on as `x-ladder-client`, which a client cannot set; and the
// scheme (x-forwarded-proto) trusted the same way, for HSTS and secure cookies.
// Issue 11: it also keeps the rendered HTML of anonymous page views for a few seconds, dropped at
// every committed write (the read cache's generation, cleared across instances by NOTIFY), and
// serves it with a fresh CSP nonce; a miss is rendered and streamed by Next as usual. And an API
// answer leaves in one socket write, with its length (lib/http/whole-answers.mjs).
// Issue 12: every page's HTML has Next's scripts load after the first paint, and is compressed here
// (lib/http/late-scripts.mjs, decision 0011).
// This file is an entry point run by plain Node, so it reads its variables itself.
import crypto from "node:crypto";
import http from "node:http";
import zlib from "node:zlib";
import next from "next";
import { isPageRequest, rewritePageResponse, withLateScripts } from "./lib/http/late-scripts.mjs";
import { acceptsGzip } from "./lib/http/encoding.mjs";
import { isApiRequest, sendWhole } from "./lib/http/whole-answers.mjs";
import { unavailableOnDatabaseLoss } from "./lib/http/unavailable-on-db-loss.mjs";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? "0.0.0.0";
const hops = Math.max(0, Math.min(5, Number(process.env.LADDER_TRUSTED_PROXY_HOPS ?? 0) || 0));

function addressFromChain(forwardedFor, socketAddress) {
  const chain = [
    ...String(forwardedFor ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    socketAddress ?? "unknown",
  ];
  return chain[Math.max(0, chain.length - 1 - hops)];
}

// No hostname for Next itself: with one, Next 16 rewrites proxy paths to another origin and loops.
const app = next({ dev: false });
const handle = app.getRequestHandler();
await app.prepare();

// ---- the anonymous page cache ------------------------------------------------------------
const PAGE_TTL_MS = 5000;
const PAGE_CACHE_MAX = 500;
const pages = new Map();
const readCache = () => globalThis.__ladderReadCache;
const generation = () => readCache()?.generation ?? -1;

/** The cache key of a request that may be answered from the page cache, else null. */
function pageKey(req) {
  if (process.env.LADDER_PAGE_CACHE === "0" || req.method !== "GET" || readCache()?.enabled === false) return null;
  if (!isPageRequest(req)) return null; // the API, static files, RSC payloads and actions
  const cookie = req.headers.cookie ?? "";
  // A client that asks for a fresh copy (a hard reload: Cache-Control: no-cache) gets a rendered one.
  if (/no-cache/.test(String(req.headers["cache-control"] ?? "")) || /no-cache/.test(String(req.headers.pragma ?? ""))) return null;
  // Signed in, or a client-side navigation or action: never from the cache.
  if (/next-auth\.session-token/.test(cookie) || req.headers.authorization || req.headers["next-router-state-tree"]) return null;
  const locale = /(?:^|;\s*)NEXT_LOCALE=([^;]*)/.exec(cookie)?.[1] ?? "";
  return `${req.url}|${locale}|${req.headers["accept-language"] ?? ""}`;
}

/**
 * Answers from the cache: the kept HTML (its scripts already rewritten to load after the first
 * paint) is stored as the pieces between its nonces, so a hit costs one copy of the bytes with a
 * fresh nonce between them, and gzip (when accepted) of the whole.
 */
function send(req, res, entry) {
  const nonce = Buffer.from(crypto.randomBytes(16).toString("base64"));
  const pieces = [];
  entry.parts.forEach((part, i) => (i === 0 ? pieces.push(part) : pieces.push(nonce, part)));
  let body = Buffer.concat(pieces);
  const headers = { ...entry.headers };
  if (entry.nonce && headers["content-security-policy"])
    headers["content-security-policy"] = String(headers["content-security-policy"]).split(entry.nonce).join(nonce.toString());
  if (acceptsGzip(req.headers["accept-encoding"])) {
    body = zlib.gzipSync(body, { level: 6 });
    headers["content-encoding"] = "gzip";
    headers["vary"] = "Accept-Encoding";
  }
  headers["content-length"] = String(body.length);
  headers["x-ladder-page-cache"] = "hit";
  res.writeHead(entry.status, headers);
  res.end(body);
}

/** The HTML cut at every occurrence of its nonce (one piece when it has none). */
function cut(body, nonce) {
  if (!nonce) return [body];
  const needle = Buffer.from(nonce);
  const parts = [];
  let from = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/**
 * Lets Next render and answer as usual (streamed), keeping a copy of the HTML if it is a plain 200
 * page for everyone.
 */
function renderAndKeep(req, res, key) {
  const gen = generation();
  const chunks = [];
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const take = (chunk, encoding) => {
    if (chunk && typeof chunk !== "function")
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8"));
  };
  res.write = (chunk, encoding, cb) => {
    take(chunk, encoding);
    return write(chunk, encoding, cb);
  };
  res.end = (chunk, encoding, cb) => {
    take(chunk, encoding);
    const r = end(chunk, encoding, cb);
    try {
      const type = String(res.getHeader("content-type") ?? "");
      // The only cookie a page may set and still be shared is the locale (it depends on the key's inputs).
      const cookies = [res.getHeader("set-cookie") ?? []].flat().map(String);
      const sharable = cookies.every((c) => c.startsWith("NEXT_LOCALE="));
      if (res.statusCode === 200 && type.startsWith("text/html") && sharable && generation() === gen) {
        // What Next wrote (uncompressed: a page request reaches Next without Accept-Encoding),
        // kept with its scripts rewritten (decision 0011) so that a hit only copies it.
        const body = Buffer.from(withLateScripts(Buffer.concat(chunks).toString("utf8")));
        const csp = String(res.getHeader("content-security-policy") ?? "");
        const headers = Object.fromEntries(
          Object.entries(res.getHeaders()).filter(
            ([k]) => !["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date"].includes(k),
          ),
        );
        if (pages.size >= PAGE_CACHE_MAX) pages.delete(pages.keys().next().value);
        const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? null;
        pages.set(key, { at: Date.now(), generation: gen, status: 200, headers, parts: cut(body, nonce), nonce });
      }
    } catch {
      // A page that cannot be kept is simply not cached.
    }
    return r;
  };
  handle(req, res);
}

const server = http
  .createServer((req, res) => {
    const xff = req.headers["x-forwarded-for"];
    req.headers["x-ladder-client"] = addressFromChain(Array.isArray(xff) ? xff.join(",") : xff, req.socket.remoteAddress);
    if (hops === 0) {
      // Nothing in front of us: what a client says about addresses and schemes is not believed.
      req.headers["x-forwarded-for"] = req.socket.remoteAddress ?? "";
      req.headers["x-forwarded-proto"] = "http";
    }
    // Issue 11: an API answer leaves in one write, with its length (lib/http/whole-answers.mjs).
    if (isApiRequest(req)) sendWhole(res);
    const key = pageKey(req);
    const hit = key ? pages.get(key) : undefined;
    if (hit && hit.generation === generation() && Date.now() - hit.at < PAGE_TTL_MS) return send(req, res, hit);
    // Issue 25: a render cut off by the database going away is a 503, not a 500.
    if (isPageRequest(req)) unavailableOnDatabaseLoss(res);
    // Issue 12: a page's scripts load after its first paint (decision 0011).
    if (isPageRequest(req)) rewritePageResponse(req, res, { gzip: zlib });
    if (!key) return handle(req, res);
    res.setHeader("x-ladder-page-cache", "miss");
    renderAndKeep(req, res, key);
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
