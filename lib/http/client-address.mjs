// Issue 10, issue 24: the client's address with proxy-addr (the library Express uses), the one
// implementation server.mjs runs and the tests exercise: the socket's peer, or, behind
// LADDER_TRUSTED_PROXY_HOPS trusted proxies, the address the furthest trusted proxy saw (the
// entries a client prepends to X-Forwarded-For are further left and never reached).
import proxyaddr from "proxy-addr";

/** LADDER_TRUSTED_PROXY_HOPS as a number of hops, 0 to 5 (lib/env.ts documents and validates it). */
export function trustedHops(value) {
  const n = Number(value ?? 0);
  return Number.isInteger(n) && n >= 0 && n <= 5 ? n : 0;
}

/**
 * The client's address of a Node request (`headers`, `socket.remoteAddress`): the first address,
 * from the socket leftwards through X-Forwarded-For, past `hops` trusted proxies.
 */
export function clientAddressOf(req, hops) {
  if (!req.connection) req.connection = req.socket; // proxy-addr reads the peer from `connection`
  return proxyaddr(req, (_address, i) => i < hops) || "unknown";
}
