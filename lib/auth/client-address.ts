// Issue 10: the client's address, for per-client sign-in limits. `server.mjs` (npm start) puts the
// address it trusts into `x-ladder-client` (lib/http/client-address.mjs: the socket's peer, or with
// LADDER_TRUSTED_PROXY_HOPS = n the n-th address from the right of X-Forwarded-For). A client cannot choose it: the server
// overwrites the header on every request. Without server.mjs (next dev) it is "unknown".

/** The client address as server.mjs determined it. */
export function clientAddress(headers: Headers | Record<string, string | string[] | undefined>): string {
  const raw = headers instanceof Headers ? headers.get("x-ladder-client") : headers["x-ladder-client"];
  const v = Array.isArray(raw) ? raw[0] : raw;
  return v && /^[0-9a-fA-F:.]{2,45}$/.test(v) ? v : "unknown";
}
