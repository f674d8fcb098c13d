// Events are the record (STYLE.md, L4): every change appends its events in the same transaction.
import type { Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import type { DomainEvent } from "@/lib/domain/challenge/types";
import { deferredWrites } from "@/lib/services/deferred";
import { announceWith } from "@/lib/db/notify";

export type EventInput = DomainEvent & {
  at: Date;
  actorId?: string | null;
  teamId?: string | null;
  otherTeamId?: string | null;
  challengeId?: string | null;
  caseId?: string | null;
};

const deferred = deferredWrites<EventInput>((tx, events) => appendEvents(tx, events));

/**
 * Issue 11: inside `fn`, events appended on `tx` are kept in order and written in one statement at
 * the end (the sweep's batches; nothing in them reads the log back before the end).
 */
export function withDeferredEvents<T>(tx: Tx, fn: () => Promise<T>): Promise<T> {
  return deferred.around(tx, fn);
}

export async function appendEvents(tx: Tx, events: EventInput[]) {
  if (events.length === 0 || deferred.queue(tx, events)) return;
  // One hand-written statement (issue 11: a compiled createMany cost more than the insert).
  const rows = events.map(
    (e) => Prisma.sql`(${e.at}, ${e.type}, ${e.rule ?? null}, ${e.actorId ?? null}, ${e.teamId ?? null}, ${e.otherTeamId ?? null}, ${e.challengeId ?? null}, ${e.caseId ?? null}, ${JSON.stringify(e.data ?? {})}::jsonb)`,
  );
  for (let i = 0; i < rows.length; i += 1000) {
    await tx.$executeRaw`WITH e AS (INSERT INTO "Event" (at, type, rule, "actorId", "teamId", "otherTeamId", "challengeId", "caseId", data) VALUES ${Prisma.join(rows.slice(i, i + 1000))}) ${announceWith(tx)}`;
  }
}
