// Issue 11: an API answer leaves in one socket write. Next streams a route handler's body as a
// chunked response (it drops a Content-Length the handler sets): the headers flushed on their own,
// then the body and the terminating chunk, and the client wakes up for each. On this kind of
// machine every socket write that wakes another process is costly (two virtual cores, loopback),
// and the soak's CPU profiles showed socket writes as the largest single item of an instance's
// time. The API's answers are built whole (JSON; no route streams), so server.mjs keeps what Next
// writes for an /api request and sends it at the end, headers and body together, with its length.
// It also lets a route send a body it compressed itself (lib/api/serialized.ts: the full lists,
// gzipped once per cached model): Next drops a route's Content-Encoding (its sendResponse treats
// the body as decoded), so the route names the encoding in ENCODING_HEADER and it becomes the
// Content-Encoding here. A route only does so when this sender is in front (ANSWERS_WHOLE, a
// process flag a client cannot set); under plain `next start` it answers identity.
// Plain JavaScript: server.mjs (plain Node) imports it. Tests: whole-answers.test.ts.

/** The header a route names its body's encoding with (never sent to the client). */
export const ENCODING_HEADER = "x-ladder-content-encoding";
/** The process flag that says API answers go through sendWhole (set at its first use). */
export const ANSWERS_WHOLE = "__ladderAnswersWhole";

/** Whether a request's answer is kept and sent whole: the JSON API (and next-auth's routes). */
export function isApiRequest(req) {
  return (req.url ?? "").startsWith("/api/");
}

/** Keeps the status line, headers and body written to `res`, and sends them in one piece at `end`. */
export function sendWhole(res) {
  globalThis[ANSWERS_WHOLE] = true;
  const original = { writeHead: res.writeHead.bind(res), end: res.end.bind(res) };
  const parts = [];
  let head = null;
  const keep = (chunk, encoding) => {
    if (chunk == null || typeof chunk === "function") return;
    parts.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8")
          : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength),
    ); // a view, not a copy
  };
  // Nothing reaches the socket before `end`: the head is written then, with the length.
  res.writeHead = (status, ...args) => {
    head = [status, ...args];
    res.statusCode = status;
    return res;
  };
  res.flushHeaders = () => {};
  res.write = (chunk, encoding, cb) => {
    keep(chunk, encoding);
    const done = typeof encoding === "function" ? encoding : cb;
    if (done) queueMicrotask(() => done());
    return true;
  };
  res.end = (chunk, encoding, cb) => {
    keep(chunk, encoding);
    const done = [chunk, encoding, cb].find((a) => typeof a === "function");
    const body = parts.length === 1 ? parts[0] : Buffer.concat(parts);
    const bodyless = res.statusCode === 204 || res.statusCode === 304 || (res.statusCode >= 100 && res.statusCode < 200);
    if (!res.headersSent && !bodyless && !res.hasHeader("transfer-encoding")) res.setHeader("content-length", String(body.length));
    const named = res.getHeader(ENCODING_HEADER);
    if (!res.headersSent && named !== undefined) {
      res.removeHeader(ENCODING_HEADER);
      res.setHeader("content-encoding", String(named));
    }
    if (!res.headersSent) original.writeHead(...(head ?? [res.statusCode]));
    return body.length ? original.end(body, done) : original.end(done);
  };
}
