// Issue 12: Next's scripts load after the first paint (decision 0011).
// Next puts its client chunks in the page's <head> as async scripts (and a low-priority preload).
// On a slow phone they compete with the page for the first paint: a chunk that arrives while the
// HTML is still being parsed runs first (react-dom alone is a 70 kB gzip evaluation), and the page
// shows later. The pages are server-rendered and whole without JavaScript (forms post, links
// navigate), so the chunks can wait for it: each <script src="/_next/static/chunks/…" async> is
// replaced by an inline line that queues its address (same nonce, so the CSP holds), and a small
// loader adds the queued scripts once the page has painted (LOADER). Hydration starts a few
// milliseconds later than before; nothing renders differently.
//
// Plain JavaScript: server.mjs (run by plain Node) imports it. Unit tests: late-scripts.test.ts.

import { Parser } from "htmlparser2";
import { acceptsGzip } from "./encoding.mjs";

/** A client chunk of Next's build (the address of a `<script src>` or of a `<link as="script">`). */
const CHUNK = /\/_next\/static\/chunks\/[^"'\s>]+\.js/;

/**
 * The loader, defined once before the first queued script: the queued scripts are added once the
 * browser reports the first contentful paint (a PerformanceObserver on "paint"; where there is
 * none, the frame after the document is parsed), or half a second after the document is parsed
 * if no paint comes (a tab opened in the background). A form that only works with the page's
 * script (`data-needs-script`: it signs in or creates a token from the browser) and is submitted
 * before the script has set it up is held, not posted, and sent by its component once ready
 * (components/ui/held-submit.ts): the click is not lost.
 */
const LOADER =
  "(function(w,d){var q=w.__ladderLate||[],on=0;function add(u){var s=d.createElement('script');s.src=u;s.async=true;d.head.appendChild(s)}" +
  "function go(){if(!on){on=1;q.forEach(add)}}" +
  "w.__ladderLate={push:function(u){on?add(u):q.push(u)}};" +
  "function painted(l){return l.getEntriesByName('first-contentful-paint').length>0}" +
  "var frame=0;try{painted(performance)?go():new PerformanceObserver(function(l){painted(l)&&go()}).observe({type:'paint',buffered:true})}catch(e){frame=1}" +
  "function parsed(){frame&&requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,500)}" +
  "d.addEventListener('submit',function(e){var f=e.target;if(f.hasAttribute('data-needs-script')&&!f.hasAttribute('data-ready')){e.preventDefault();f.setAttribute('data-pending','');go()}},true);" +
  "d.readyState==='loading'?d.addEventListener('DOMContentLoaded',parsed):parsed()})(self,document);";

const escapeAttribute = (value) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * A rewriter of one HTML document, fed in pieces as they are streamed: a real HTML tokenizer
 * (htmlparser2, streaming; script, style, title and textarea contents and comments are read as
 * what they are), not regular expressions over the bytes. Only two kinds of tag change: a
 * `<script src=CHUNK async>` (not `nomodule`) becomes an inline line that queues its address,
 * and a `<link as="script" href=CHUNK>` preload is dropped; everything else is passed on as its
 * source, byte for byte (the tokenizer's start and end offsets of each tag cut the source). Next
 * writes the chunks in the head and React's bootstrap chunk in the body, so the whole document is
 * read (~11 µs per kB: 0.6 ms for a 56 kB team page; parse5's rewriter took 2.0 ms, the regular
 * expressions this replaced 0.05 ms; docs/benchmarks.md). A tag of another shape (a chunk without
 * `async`, a module script) is left alone: the page then loads it as Next wrote it (fails closed),
 * and the e2e test against the real build (tests/e2e/polish.test.ts) fails loudly because that
 * chunk is not queued.
 *
 * `write` returns what can be sent now: everything but an unfinished tag at the end, held back
 * until it is whole (a tag to rewrite must still be in hand when the tokenizer reports it); `end`
 * the rest.
 * @returns {{ write: (piece: string) => string, end: () => string }}
 */
export function lateScripts() {
  let held = ""; // source not yet sent
  let heldAt = 0; // its offset in the document
  let out = "";
  let count = 0;
  /** Replaces the tag at [start, end] of the document by `text`, if its source is still held. */
  const replace = (start, end, text) => {
    if (start < heldAt) return; // already sent (a tag cut in an odd place): left as it was
    out += held.slice(0, start - heldAt) + text;
    held = held.slice(end + 1 - heldAt);
    heldAt = end + 1;
  };
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === "link" && attrs.as === "script" && CHUNK.test(attrs.href ?? "")) return replace(parser.startIndex, parser.endIndex, "");
        const src = name === "script" ? attrs.src : undefined;
        if (src && CHUNK.test(src) && "async" in attrs && !("nomodule" in attrs)) {
          const nonce = attrs.nonce === undefined ? "" : ` nonce="${escapeAttribute(attrs.nonce)}"`;
          const line = `${count++ === 0 ? LOADER : ""}__ladderLate.push(${JSON.stringify(src).replace(/</g, "\\u003c")})`;
          // The script's own (empty) content and its end tag follow as they were.
          replace(parser.startIndex, parser.endIndex, `<script${nonce}>${line}`);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  const take = () => {
    const sent = out;
    out = "";
    return sent;
  };
  return {
    write(piece) {
      held += piece;
      parser.write(piece);
      // Hold back an unfinished tag at the end (a `<` with no `>` after it); send the rest.
      const lt = held.lastIndexOf("<");
      const at = lt !== -1 && held.indexOf(">", lt) === -1 ? lt : held.length;
      out += held.slice(0, at);
      held = held.slice(at);
      heldAt += at;
      return take();
    },
    end() {
      parser.end();
      out += held;
      held = "";
      return take();
    },
  };
}

/** The whole document at once (the page cache keeps it rewritten). */
export function withLateScripts(html) {
  const rewriter = lateScripts();
  return rewriter.write(html) + rewriter.end();
}

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
 * Rewrites the HTML Next streams for a page request (`lateScripts`), compressing it here: Next is
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
  let decoder = null;
  let gz = null;
  const decide = (headers) => {
    if (mode) return;
    const type = String(headerIn(headers, "content-type") ?? res.getHeader("content-type") ?? "");
    const encoded = headerIn(headers, "content-encoding") ?? res.getHeader("content-encoding");
    const bodyless = req.method === "HEAD" || res.statusCode === 204 || res.statusCode === 304;
    mode = type.startsWith("text/html") && !encoded && !bodyless ? "rewrite" : "pass";
    if (mode === "pass") return;
    rewriter = lateScripts();
    decoder = new TextDecoder("utf-8");
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
  const text = (chunk, encoding) =>
    chunk == null || typeof chunk === "function"
      ? ""
      : typeof chunk === "string"
        ? encoding && encoding !== "utf8" && encoding !== "utf-8"
          ? Buffer.from(chunk, encoding).toString("utf8")
          : chunk
        : decoder.decode(chunk, { stream: true });
  const send = (out, cb) => {
    if (!gz) return original.write(out, cb);
    if (out) gz.write(out);
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
    return send(rewriter.write(text(chunk, encoding)), done);
  };
  res.end = (chunk, encoding, cb) => {
    decide();
    if (mode === "pass") return original.end(chunk, encoding, cb);
    const done = [chunk, encoding, cb].find((a) => typeof a === "function");
    const out = rewriter.write(text(chunk, encoding) + decoder.decode()) + rewriter.end();
    if (!gz) return original.end(out, done);
    gz.on("end", () => original.end(done));
    gz.end(out);
    return res;
  };
  res.flush = () => {};
}
