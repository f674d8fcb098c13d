// npm start: the production server. Next's request handler behind a small Node server, for what
// `next start` cannot do (issue 10): the client's address from the socket, or from
// X-Forwarded-For only behind LADDER_TRUSTED_PROXY_HOPS trusted proxies (the rule of
// lib/auth/client-address.ts), passed on as `x-ladder-client`, which a client cannot set; and the
// scheme (x-forwarded-proto) trusted the same way, for HSTS and secure cookies.
// This file is an entry point run by plain Node, so it reads its three variables itself.
import http from "node:http";
import next from "next";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? "0.0.0.0";
const hops = Math.max(0, Math.min(5, Number(process.env.LADDER_TRUSTED_PROXY_HOPS ?? 0) || 0));

function addressFromChain(forwardedFor, socketAddress) {
  const chain = [...String(forwardedFor ?? "").split(",").map((s) => s.trim()).filter(Boolean), socketAddress ?? "unknown"];
  return chain[Math.max(0, chain.length - 1 - hops)];
}

// No hostname for Next itself: with one, Next 16 rewrites proxy paths to another origin and loops.
const app = next({ dev: false });
const handle = app.getRequestHandler();
await app.prepare();

http
  .createServer((req, res) => {
    const xff = req.headers["x-forwarded-for"];
    req.headers["x-ladder-client"] = addressFromChain(Array.isArray(xff) ? xff.join(",") : xff, req.socket.remoteAddress);
    if (hops === 0) {
      // Nothing in front of us: what a client says about addresses and schemes is not believed.
      req.headers["x-forwarded-for"] = req.socket.remoteAddress ?? "";
      req.headers["x-forwarded-proto"] = "http";
    }
    handle(req, res);
  })
  .listen(port, hostname, () => console.log(`[server] ready on http://${hostname}:${port} (trusted proxy hops: ${hops})`));
