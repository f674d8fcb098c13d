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
// Plain JavaScript: server.mjs (run by plain Node) imports it through page-response.mjs, which
// applies it to the pages Next streams. Unit tests: late-scripts.test.ts.

import { Tokenizer } from "htmlparser2";

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
 *
 * Each queued script is added in a task of its own (a timer each, in order): starting a script's
 * request costs the main thread 1–3 ms on this project's host, and the nine of a page added at once
 * made one task of 7–32 ms right after the first paint (Lighthouse's traces, session 53).
 */
const LOADER =
  "(function(w,d){var q=w.__ladderLate||[],on=0;function add(u){setTimeout(function(){var s=d.createElement('script');s.src=u;s.async=true;d.head.appendChild(s)},0)}" +
  "function go(){if(!on){on=1;q.forEach(add)}}" +
  "w.__ladderLate={push:function(u){on?add(u):q.push(u)}};" +
  "function painted(l){return l.getEntriesByName('first-contentful-paint').length>0}" +
  "var frame=0;try{painted(performance)?go():new PerformanceObserver(function(l){painted(l)&&go()}).observe({type:'paint',buffered:true})}catch(e){frame=1}" +
  "function parsed(){frame&&requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,500)}" +
  "d.addEventListener('submit',function(e){var f=e.target;if(f.hasAttribute('data-needs-script')&&!f.hasAttribute('data-ready')){e.preventDefault();f.setAttribute('data-pending','');go()}},true);" +
  "d.readyState==='loading'?d.addEventListener('DOMContentLoaded',parsed):parsed()})(self,document);";

const escapeAttribute = (value) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

const LT = 0x3c;
const GT = 0x3e;
/** The UTF-8 bytes of a decoded character, as the one-byte characters the rewriter reads (below). */
const entityBytes = (codepoint) => Buffer.from(String.fromCodePoint(codepoint), "utf8").toString("latin1");
/** A value read as one-byte characters, back to its text. */
const utf8 = (latin1) => Buffer.from(latin1, "latin1").toString("utf8");

/**
 * A rewriter of one HTML document, fed in byte pieces as they are streamed: a real HTML tokenizer
 * (htmlparser2's streaming Tokenizer; script, style, title and textarea contents and comments are
 * read as what they are), not regular expressions over the bytes. Only two kinds of tag change: a
 * `<script src=CHUNK async>` (not `nomodule`) becomes an inline line that queues its address,
 * and a `<link as="script" href=CHUNK>` preload is dropped; everything else is passed on as its
 * bytes, untouched (the tokenizer's offsets of each tag cut the source). Next writes the chunks in
 * the head and React's bootstrap chunk in the body, so the whole document is read.
 *
 * What it costs is proportional to the page (a ladder page of 100 rows is ~110 kB), so it reads
 * bytes, not text: each piece is handed to the tokenizer as one-byte characters (latin1: byte i is
 * character i; every character of HTML's syntax is ASCII, and no byte of a multi-byte UTF-8
 * character is), and what is sent is slices of the piece Next wrote, never decoded nor encoded
 * again. Only the Tokenizer runs (the Parser above it builds every element's attributes and its
 * open-element stack; here only a script's or a link's attributes are collected). Session 52
 * measured on the seasons bench's ladder page (docs/benchmarks.md): 1.85 ms of server time per
 * page with the Parser on decoded text, ~0.9 ms this way (the whole 116 kB document at once: 1.9 →
 * 0.57 ms).
 *
 * A tag of another shape (a chunk without `async`, a module script) is left alone: the page then
 * loads it as Next wrote it (fails closed), and the e2e test against the real build
 * (tests/e2e/polish.test.ts) fails loudly because that chunk is not queued.
 *
 * `write` returns what can be sent now: everything but an unfinished tag at the end, held back
 * until it is whole (a tag to rewrite must still be in hand when the tokenizer reports it); `end`
 * the rest.
 * @returns {{ write: (piece: Uint8Array) => Buffer, end: () => Buffer }}
 */
export function lateScriptBytes() {
  let held = Buffer.alloc(0); // bytes not yet sent
  let heldAt = 0; // their offset in the document
  /** @type {Buffer[]} */
  let out = [];
  let count = 0;
  // The pieces the tokenizer has been given and not yet read past (a tag may span pieces).
  /** @type {string[]} */
  const pieces = [];
  let piecesAt = 0;
  /** Drops the pieces wholly before `start` (read past). */
  const readPast = (start) => {
    while (start - piecesAt >= pieces[0].length) piecesAt += pieces.shift().length;
  };
  const slice = (start, end) => {
    readPast(start);
    let text = pieces[0].slice(start - piecesAt, end - piecesAt);
    for (let i = 1, at = piecesAt + pieces[0].length; end > at; at += pieces[i++].length) text += pieces[i].slice(0, end - at);
    return text;
  };
  /** Replaces the tag at [start, end] of the document by `text`, if its bytes are still held. */
  const replace = (start, end, text) => {
    if (start < heldAt) return; // already sent (a tag cut in an odd place): left as it was
    out.push(held.subarray(0, start - heldAt), Buffer.from(text, "utf8"));
    held = held.subarray(end + 1 - heldAt);
    heldAt = end + 1;
  };
  // The tag being read, when it is a script or a link (the only two that may change).
  let tag = null;
  let tagStart = 0;
  /** @type {Record<string, string>} */
  let attrs = {};
  let name = "";
  let value = "";
  const endOfTag = (endIndex) => {
    if (tag === "link") {
      if (attrs.as === "script" && CHUNK.test(attrs.href ?? "")) replace(tagStart, endIndex, "");
    } else if (tag === "script") {
      const src = attrs.src;
      if (src && CHUNK.test(src) && "async" in attrs && !("nomodule" in attrs)) {
        const nonce = attrs.nonce === undefined ? "" : ` nonce="${escapeAttribute(utf8(attrs.nonce))}"`;
        const line = `${count++ === 0 ? LOADER : ""}__ladderLate.push(${JSON.stringify(utf8(src)).replace(/</g, "\\u003c")})`;
        // The script's own (empty) content and its end tag follow as they were.
        replace(tagStart, endIndex, `<script${nonce}>${line}`);
      }
    }
    tag = null;
  };
  const noop = () => {};
  const tokenizer = new Tokenizer(
    { decodeEntities: true },
    {
      onopentagname(start, end) {
        readPast(start);
        // Only a name of 4 or 6 letters starting with l or s can be one of the two.
        const first = pieces[0].charCodeAt(start - piecesAt) | 0x20;
        const n = end - start;
        tag = (first === 0x6c && n === 4) || (first === 0x73 && n === 6) ? slice(start, end).toLowerCase() : null;
        if (tag !== "script" && tag !== "link") tag = null;
        // The tag's `<` is the character before its name (the tokenizer reads none between them).
        tagStart = start - 1;
        attrs = {};
      },
      onattribname(start, end) {
        if (tag) name = slice(start, end).toLowerCase();
        value = "";
      },
      onattribdata(start, end) {
        if (tag) value += slice(start, end);
      },
      onattribentity(codepoint) {
        if (tag) value += entityBytes(codepoint);
      },
      onattribend() {
        if (tag && !Object.hasOwn(attrs, name)) attrs[name] = value; // the first of a repeated attribute counts
      },
      onopentagend: endOfTag,
      onselfclosingtag: endOfTag, // `<link …/>`: in HTML the slash changes nothing
      oncdata: noop,
      onclosetag: noop,
      oncomment: noop,
      ondeclaration: noop,
      onend: noop,
      onprocessinginstruction: noop,
      ontext: noop,
      ontextentity: noop,
    },
  );
  const take = () => {
    const sent = out.length === 1 ? out[0] : Buffer.concat(out);
    out = [];
    return sent;
  };
  return {
    write(piece) {
      const bytes = Buffer.isBuffer(piece) ? piece : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
      held = held.length ? Buffer.concat([held, bytes]) : bytes;
      const text = bytes.toString("latin1");
      pieces.push(text);
      tokenizer.write(text);
      // Hold back an unfinished tag at the end (a `<` with no `>` after it); send the rest.
      const lt = held.lastIndexOf(LT);
      const at = lt !== -1 && held.indexOf(GT, lt) === -1 ? lt : held.length;
      out.push(held.subarray(0, at));
      held = held.subarray(at);
      heldAt += at;
      return take();
    },
    end() {
      tokenizer.end();
      out.push(held);
      held = Buffer.alloc(0);
      return take();
    },
  };
}

/**
 * The same on text (what the unit tests read): pieces of a string are
 * cut at characters, and what comes out is cut at a tag's `<` or a piece's end, so each answer is
 * whole characters.
 * @returns {{ write: (piece: string) => string, end: () => string }}
 */
export function lateScripts() {
  const bytes = lateScriptBytes();
  return {
    write: (piece) => bytes.write(Buffer.from(piece, "utf8")).toString("utf8"),
    end: () => bytes.end().toString("utf8"),
  };
}

/** A whole document's bytes at once (the page cache keeps it rewritten). */
export function withLateScriptBytes(html) {
  const rewriter = lateScriptBytes();
  const first = rewriter.write(html);
  const rest = rewriter.end();
  return rest.length ? Buffer.concat([first, rest]) : first;
}

/** A whole document at once, as text. */
export function withLateScripts(html) {
  return withLateScriptBytes(Buffer.from(html, "utf8")).toString("utf8");
}
