// Issue 10: the client's address, for per-client sign-in limits. `server.mjs` (npm start) puts the
// address it trusts into `x-ladder-client`: the socket's peer, or with LADDER_TRUSTED_PROXY_HOPS
// = n the n-th address from the right of X-Forwarded-For. A client cannot choose it: the server
// overwrites the header on every request. Without server.mjs (next dev) it is "unknown".

/** The client address as server.mjs determined it. */
export function clientAddress(headers: Headers | Record<string, string | string[] | undefined>): string {
  const raw = headers instanceof Headers ? headers.get("x-ladder-client") : headers["x-ladder-client"];
  const v = Array.isArray(raw) ? raw[0] : raw;
  return v && /^[0-9a-fA-F:.]{2,45}$/.test(v) ? v : "unknown";
}

/** The address chain rule of server.mjs, as a pure function (tested beside it). */
export function addressFromChain(forwardedFor: string | undefined, socketAddress: string | undefined, trustedHops: number): string {
  const chain = [
    ...(forwardedFor ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    socketAddress ?? "unknown",
  ];
  // The last `trustedHops` entries were appended by our own proxies; the client is just before them.
  return chain[Math.max(0, chain.length - 1 - trustedHops)];
}
