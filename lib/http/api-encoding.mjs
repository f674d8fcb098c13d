// Issue 11: a route may send a body it compressed itself (lib/api/serialized.ts: the full lists,
// gzipped once per cached model instead of by Next on every request). Next drops a route's
// Content-Encoding (its sendResponse treats the body as decoded), so the route names the encoding
// in ENCODING_HEADER and server.mjs turns it into Content-Encoding as the answer's head is written
// (nameEncoding). A route only does so when this is in front (ENCODING_NAMED, a process flag a
// client cannot set); under plain `next start` it answers identity.
// Issue 24: this module used to keep every API answer and send it in one socket write with its
// length as well. An interleaved A/B (docs/benchmarks.md, "whole answers") found that half within
// noise on the soak and the reads, so it went; the encoding's half is what keeps the full lists
// within budget.
// Plain JavaScript: server.mjs (plain Node) imports it. Tests: api-encoding.test.ts.

/** The header a route names its body's encoding with (never sent to the client). */
export const ENCODING_HEADER = "x-ladder-content-encoding";
/** The process flag that says the encoding a route names becomes Content-Encoding (set at its first use). */
export const ENCODING_NAMED = "__ladderEncodingNamed";

/** Whether a request is for the JSON API (and next-auth's routes). */
export function isApiRequest(req) {
  return (req.url ?? "").startsWith("/api/");
}

/** The encoding a route names (ENCODING_HEADER) becomes the answer's Content-Encoding. */
export function nameEncoding(res) {
  globalThis[ENCODING_NAMED] = true;
  const writeHead = res.writeHead;
  // Node's implicit head (the first write without writeHead) goes through writeHead too.
  res.writeHead = (...args) => {
    const named = res.getHeader(ENCODING_HEADER);
    if (!res.headersSent && named !== undefined) {
      res.removeHeader(ENCODING_HEADER);
      res.setHeader("content-encoding", String(named));
    }
    return writeHead.apply(res, args);
  };
}
