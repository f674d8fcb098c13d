// Issue 11, issue 24: the anonymous page cache. The rendered HTML of an anonymous view of a public
// page is kept for a few seconds (lru-cache: TTL and size) and dropped at every committed write:
// each entry carries the read cache's generation (lib/read-cache.ts, bumped by every write here and
// by NOTIFY from the other instances) and is served only while it is unchanged. A hit is the kept
// HTML with a fresh CSP nonce; a miss is rendered and streamed by Next as usual, and kept.
//
// Safe by construction:
// - only the routes in CACHED_PAGES (each listed and checked by page-cache.test.ts: none reads a
//   cookie or header outside the key);
// - never for a signed-in user, an API or RSC request, a server action, or a hard reload;
// - fails closed: without the read cache's generation (the invalidation signal), nothing is cached.
import crypto from "node:crypto";
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";
import { acceptsGzip } from "./encoding.mjs";
import { withLateScriptBytes } from "./late-scripts.mjs";
import { isPageRequest } from "./page-response.mjs";

/** The public pages an anonymous view of which may be shared: path after the optional /en prefix. */
export const CACHED_PAGES = [
  /^\/$/, // the ladder
  /^\/ratings$/,
  /^\/teams\/[^/]+$/,
  /^\/challenges\/[^/]+$/,
  /^\/challenges\/[^/]+\/hands$/,
  /^\/upcoming$/,
  /^\/events$/,
  /^\/about$/,
];

/** Whether a URL's path is one of CACHED_PAGES (in either locale). */
export function isCachedPage(url) {
  const path =
    String(url)
      .split("?")[0]
      .replace(/^\/en(?=\/|$)/, "") || "/";
  return path !== "/challenges/new" && CACHED_PAGES.some((re) => re.test(path));
}

/**
 * The page cache. `readCache` is the read cache's shared state ({ generation, enabled }); when it
 * is missing, nothing is cached (fails closed).
 * @param {{ ttlMs?: number, max?: number, enabled?: boolean, readCache?: () => ({ generation?: number, enabled?: boolean } | undefined), perf?: { now: () => number } }} [options]
 */
export function createPageCache({ ttlMs = 5000, max = 500, enabled = true, readCache = () => globalThis.__ladderReadCache, perf } = {}) {
  // `perf`: the clock of the TTL (tests drive it); `performance` otherwise.
  const pages = new LRUCache({ max, ttl: ttlMs, ttlResolution: 0, ...(perf ? { perf } : {}) });
  const generation = () => readCache()?.generation;

  /** The cache key of a request that may be answered from the cache, else null. */
  function keyOf(req) {
    const state = readCache();
    if (!enabled || !state || state.enabled === false || typeof state.generation !== "number") return null;
    if (req.method !== "GET" || !isPageRequest(req) || !isCachedPage(req.url)) return null;
    const cookie = req.headers.cookie ?? "";
    // A client that asks for a fresh copy (a hard reload: Cache-Control: no-cache) gets a rendered one.
    if (/no-cache/.test(String(req.headers["cache-control"] ?? "")) || /no-cache/.test(String(req.headers.pragma ?? ""))) return null;
    // Signed in, or a client-side navigation: never from the cache.
    if (/next-auth\.session-token/.test(cookie) || req.headers.authorization || req.headers["next-router-state-tree"]) return null;
    const locale = /(?:^|;\s*)NEXT_LOCALE=([^;]*)/.exec(cookie)?.[1] ?? "";
    return `${req.url}|${locale}|${req.headers["accept-language"] ?? ""}`;
  }

  /** Answers from the cache when it holds a current copy; false otherwise. */
  function serve(req, res, key) {
    const entry = key ? pages.get(key) : undefined;
    if (!entry || entry.generation !== generation()) return false;
    send(req, res, entry);
    return true;
  }

  /** Lets Next render and answer as usual (streamed), keeping a copy if it is a plain 200 page for everyone. */
  function renderAndKeep(req, res, key, handle) {
    const gen = generation();
    const chunks = [];
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    const take = (chunk, encoding) => {
      if (chunk && typeof chunk !== "function")
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8"));
    };
    res.setHeader("x-ladder-page-cache", "miss");
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
          const body = withLateScriptBytes(Buffer.concat(chunks));
          const csp = String(res.getHeader("content-security-policy") ?? "");
          const headers = Object.fromEntries(
            Object.entries(res.getHeaders()).filter(
              ([k]) => !["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date"].includes(k),
            ),
          );
          const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? null;
          pages.set(key, { generation: gen, status: 200, headers, parts: cut(body, nonce), nonce });
        }
      } catch {
        // A page that cannot be kept is simply not cached.
      }
      return r;
    };
    handle(req, res);
  }

  return {
    keyOf,
    serve,
    renderAndKeep,
    get size() {
      return pages.size;
    },
  };
}

/**
 * The kept HTML (its scripts already rewritten to load after the first paint) is stored as the
 * pieces between its nonces, so a hit costs one copy of the bytes with a fresh nonce between them,
 * and gzip (when accepted) of the whole.
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
