import { connection } from "next/server";
import { jsonResponse } from "@/lib/api/handler";
import { INSTANCE_ID, listening } from "@/lib/db/notify";
import { holdsSweeperLock } from "@/lib/server/sweeper-lock";
import { queryCountIfEnabled } from "@/lib/db/query-count";
import { RETRY_AFTER_SECONDS, databaseDown, databaseDownSince } from "@/lib/db/health";
import { deliveryMode } from "@/lib/services/notify/delivery";

// A trivial dynamic route: the floor the benchmark measures other routes against (budgets.md). It
// runs no query; it tells which instance answered, whether it is the sweeper (issue 11), and, when
// LADDER_COUNT_QUERIES=1, how many queries the process has run so far. Issue 25: 503 with what is
// down while the database cannot be reached (lib/db/health.ts), so a load balancer takes the
// instance out until it is back. Issue 38: where this instance delivers mail and chat messages
// (`thread`, `here` or `off`, decision 0024).
export async function GET() {
  await connection();
  if (databaseDown()) {
    return jsonResponse(
      { ok: false, instance: INSTANCE_ID, down: ["database"], since: new Date(databaseDownSince() ?? Date.now()).toISOString() },
      { status: 503, headers: { "retry-after": String(RETRY_AFTER_SECONDS) } },
    );
  }
  return jsonResponse({
    ok: true,
    instance: INSTANCE_ID,
    sweeper: holdsSweeperLock(),
    listening: listening(),
    delivery: deliveryMode(),
    queries: queryCountIfEnabled(),
  });
}
