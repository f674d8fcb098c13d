// Whether a client takes a gzipped answer: the one rule for the pages (server.mjs's page cache,
// late-scripts.mjs's streamed pages) and the API's kept lists (lib/api/handler.ts). Read with
// `negotiator`, q-values honoured (`gzip;q=0` refuses, `*` accepts).
// Plain JavaScript: server.mjs (plain Node) imports it. Tests: encoding.test.ts.
import Negotiator from "negotiator";

/** Whether an Accept-Encoding header takes gzip over identity. */
export function acceptsGzip(acceptEncoding) {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(", ") : (acceptEncoding ?? undefined);
  return new Negotiator({ headers: { "accept-encoding": header } }).encoding(["gzip", "identity"]) === "gzip";
}
