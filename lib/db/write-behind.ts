// Issue 11: every transaction's events and team notifications, and the writes its code marks as
// not read back (writeLater), are written by one statement at its end (with the NOTIFY that tells
// the other instances), instead of one statement each where they arise: a result, which records its
// outcome, ladder and rating events and notifies twice, made three of these round trips, an answer
// two, and the challenge's update was one more. Order is kept (events in the order appended).
// Anything that reads the event log back inside the transaction flushes first (the L4 replay,
// lib/services/league/verify.ts).
import type { Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { announceWith } from "@/lib/db/notify";
import { deferredWrites } from "@/lib/db/deferred";
import { deferredEvents, EVENTS_PER_STATEMENT, insertEventsSql, writeEvents } from "@/lib/services/league/events";
import { deferredNotifications, teamNotificationsSql } from "@/lib/services/mail/inbox";

/**
 * A write nothing reads back before the end of its transaction (a challenge action's
 * version-guarded update, a check-in, a result's row). `guard`: the statement RETURNs one row per
 * row it changed, and anything else than `guard.rows` raises `guard.error()` (the transaction then
 * rolls back, as when the statement ran on its own).
 */
type Later = { sql: Prisma.Sql; guard?: { rows: number; error: () => Error } };
const deferredStatements = deferredWrites<Later>();

/** Queues `sql` for the end of the transaction (run at once outside withWriteBehind). */
export async function writeLater(tx: Tx, sql: Prisma.Sql, guard?: Later["guard"]): Promise<void> {
  if (deferredStatements.queue(tx, [{ sql, guard }])) return;
  const rows = await tx.$queryRaw<unknown[]>`${sql}`;
  if (guard && rows.length !== guard.rows) throw guard.error();
}

/** Runs `fn`, then writes what it queued on `tx` (nothing when it throws: the transaction rolls back). */
export async function withWriteBehind<T>(tx: Tx, fn: () => Promise<T>): Promise<T> {
  const queues = [deferredStatements, deferredEvents, deferredNotifications];
  for (const q of queues) q.start(tx);
  try {
    const r = await fn();
    await flushWriteBehind(tx);
    return r;
  } finally {
    for (const q of queues) q.stop(tx);
  }
}

/** Writes what is queued on `tx` now, in one statement (a very long event list in a few). */
export async function flushWriteBehind(tx: Tx) {
  const later = deferredStatements.take(tx);
  const events = deferredEvents.take(tx);
  const notifications = teamNotificationsSql(deferredNotifications.take(tx));
  // A very long list: all but the last EVENTS_PER_STATEMENT first, on their own.
  await writeEvents(tx, events.splice(0, Math.max(0, events.length - EVENTS_PER_STATEMENT)));
  const ctes = [
    ...later.map((l, i) => Prisma.sql`${Prisma.raw(`w${i}`)} AS (${l.sql})`),
    ...(events.length ? [Prisma.sql`e AS (${insertEventsSql(events)})`] : []),
    ...(notifications ? [notifications] : []),
  ];
  if (!ctes.length) return;
  // Each guarded statement's row count comes back with the NOTIFY.
  const counts = later.map((l, i) => (l.guard ? Prisma.sql`, (SELECT count(*) FROM ${Prisma.raw(`w${i}`)})::int AS ${Prisma.raw(`w${i}`)}` : Prisma.empty));
  const [row] = await tx.$queryRaw<
    Record<string, number>[]
  >`WITH ${Prisma.join(ctes, ", ")} ${announceWith(tx)}${counts.length ? Prisma.join(counts, "") : Prisma.empty}`;
  later.forEach((l, i) => {
    if (l.guard && row[`w${i}`] !== l.guard.rows) throw l.guard.error();
  });
}
