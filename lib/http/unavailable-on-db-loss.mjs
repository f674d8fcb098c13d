// Issue 25: a page whose render failed because the database went away during it (a query cut off
// by a restart) answers 503 with Retry-After, as every request after it does (proxy.ts), instead
// of Next's 500: the failure that cut the query off also marked the database down
// (lib/db/health.ts, its flag on globalThis in this same process) before the error reached Next.
// Fails closed: without the flag nothing changes. Plain JavaScript: server.mjs imports it.
// Unit tests: unavailable-on-db-loss.test.ts.

export const RETRY_AFTER_SECONDS = 5;

const databaseDown = () => globalThis.__ladderDbHealth?.down === true;

/** From now on, a 500 written on `res` while the database is down is written as a 503. */
export function unavailableOnDatabaseLoss(res, isDown = databaseDown) {
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (status, ...args) => {
    if (status !== 500 || !isDown()) return writeHead(status, ...args);
    res.statusCode = 503;
    res.setHeader("retry-after", String(RETRY_AFTER_SECONDS));
    res.setHeader("cache-control", "no-store");
    if (typeof args[0] === "string") args[0] = "Service Unavailable";
    return writeHead(503, ...args);
  };
}
