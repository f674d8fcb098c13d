import { connection } from "next/server";
import { jsonResponse } from "@/lib/api/handler";
import { INSTANCE_ID } from "@/lib/db/notify";
import { holdsSweeperLock } from "@/lib/server/sweeper-lock";
import { queryCountIfEnabled } from "@/lib/db/query-count";

// A trivial dynamic route: the floor the benchmark measures other routes against (budgets.md). It
// runs no query; it tells which instance answered, whether it is the sweeper (issue 11), and, when
// LADDER_COUNT_QUERIES=1, how many queries the process has run so far.
export async function GET() {
  await connection();
  return jsonResponse({ ok: true, instance: INSTANCE_ID, sweeper: holdsSweeperLock(), queries: queryCountIfEnabled() });
}
