// Issue 12, decision 0011: the pages Next streams go through the scripts' rewrite
// (late-scripts.mjs) and are gzipped here, after it. Plain JavaScript: server.mjs (run by plain
// Node) imports it. Unit tests: page-response.test.ts.

import { acceptsGzip } from "./encoding.mjs";
import { lateScriptBytes } from "./late-scripts.mjs";

const EMPTY = Buffer.alloc(0);

/** A page request (not the API, a static file or a client-side navigation's RSC payload). */
export function isPageRequest(req) {
  const path = (req.url ?? "/").split("?")[0];
  return !path.startsWith("/api") && !path.startsWith("/_next") && !/\.[a-z0-9]+$/i.test(path) && !req.headers.rsc && !req.headers["next-action"];
}

function headerIn(headers, name) {
  if (!headers || Array.isArray(headers)) return undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

/**
 * Rewrites the HTML Next streams for a page request (`lateScriptBytes`), compressing it here: Next is
 * asked for the uncompressed document (the request's Accept-Encoding is taken away), and gzip is
 * applied after the rewrite, flushed at every piece so streaming still streams. Anything that is
 * not HTML passes through unchanged.
 */
export function rewritePageResponse(req, res, { gzip: gzipModule }) {
  const gzip = acceptsGzip(req.headers["accept-encoding"]);
  delete req.headers["accept-encoding"];
  const original = { writeHead: res.writeHead.bind(res), write: res.write.bind(res), end: res.end.bind(res) };
  let mode = null;
  let rewriter = null;
  let gz = null;
  const decide = (headers) => {
    if (mode) return;
    const type = String(headerIn(headers, "content-type") ?? res.getHeader("content-type") ?? "");
    const encoded = headerIn(headers, "content-encoding") ?? res.getHeader("content-encoding");
    const bodyless = req.method === "HEAD" || res.statusCode === 204 || res.statusCode === 304;
    mode = type.startsWith("text/html") && !encoded && !bodyless ? "rewrite" : "pass";
    if (mode === "pass") return;
    rewriter = lateScriptBytes();
    res.removeHeader("content-length");
    if (headers && !Array.isArray(headers)) for (const k of Object.keys(headers)) if (k.toLowerCase() === "content-length") delete headers[k];
    if (gzip) {
      res.setHeader("content-encoding", "gzip");
      res.setHeader("vary", "Accept-Encoding");
      gz = gzipModule.createGzip({ level: 6 });
      gz.on("data", (data) => {
        if (!res.destroyed) original.write(data);
      });
    }
  };
  // What Next writes, as bytes (it writes bytes; a string is taken in its encoding).
  const bytes = (chunk, encoding) =>
    chunk == null || typeof chunk === "function"
      ? EMPTY
      : typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8")
        : chunk;
  const send = (out, cb) => {
    if (!gz) return original.write(out, cb);
    if (out.length) gz.write(out);
    gz.flush(gzipModule.constants.Z_SYNC_FLUSH, () => cb?.());
    return true;
  };
  res.writeHead = (status, ...args) => {
    res.statusCode = status;
    decide(args.find((a) => a && typeof a === "object"));
    return original.writeHead(status, ...args);
  };
  res.write = (chunk, encoding, cb) => {
    decide();
    if (mode === "pass") return original.write(chunk, encoding, cb);
    const done = typeof encoding === "function" ? encoding : cb;
    return send(rewriter.write(bytes(chunk, encoding)), done);
  };
  res.end = (chunk, encoding, cb) => {
    decide();
    if (mode === "pass") return original.end(chunk, encoding, cb);
    const done = [chunk, encoding, cb].find((a) => typeof a === "function");
    const last = rewriter.write(bytes(chunk, encoding));
    const rest = rewriter.end();
    const out = rest.length ? Buffer.concat([last, rest]) : last;
    if (!gz) return original.end(out, done);
    gz.on("end", () => original.end(done));
    gz.end(out);
    return res;
  };
  res.flush = () => {};
}
