// Issue 11: every transaction's events and team notifications are written by one statement at its
// end (with the NOTIFY that tells the other instances), instead of one statement each where they
// arise: a result, which records its outcome, ladder and rating events and notifies twice, made
// three of these round trips, an answer two. Order is kept (events in the order appended).
// Anything that reads the event log back inside the transaction flushes first (the L4 replay,
// lib/services/verify.ts).
import type { Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { announceWith } from "@/lib/db/notify";
import { deferredEvents, insertEventsSql } from "@/lib/services/events";
import { deferredNotifications, teamNotificationsSql } from "@/lib/services/notify";

const EVENTS_PER_STATEMENT = 1000; // 9 parameters each, PostgreSQL allows 65,535

/** Runs `fn`, then writes what it queued on `tx` (nothing when it throws: the transaction rolls back). */
export async function withWriteBehind<T>(tx: Tx, fn: () => Promise<T>): Promise<T> {
  deferredEvents.start(tx);
  deferredNotifications.start(tx);
  try {
    const r = await fn();
    await flushWriteBehind(tx);
    return r;
  } finally {
    deferredEvents.stop(tx);
    deferredNotifications.stop(tx);
  }
}

/** Writes what is queued on `tx` now, in one statement (a very long event list in a few). */
export async function flushWriteBehind(tx: Tx) {
  const events = deferredEvents.take(tx);
  const notifications = teamNotificationsSql(deferredNotifications.take(tx));
  while (events.length > EVENTS_PER_STATEMENT) {
    await tx.$executeRaw`WITH e AS (${insertEventsSql(events.splice(0, EVENTS_PER_STATEMENT))}) ${announceWith(tx)}`;
  }
  const ctes = [...(events.length ? [Prisma.sql`e AS (${insertEventsSql(events)})`] : []), ...(notifications ? [notifications] : [])];
  if (ctes.length) await tx.$executeRaw`WITH ${Prisma.join(ctes, ", ")} ${announceWith(tx)}`;
}
