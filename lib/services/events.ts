// Events are the record (STYLE.md, L4): every change appends its events in the same transaction.
import type { Tx } from "@/lib/db/client";
import type { DomainEvent } from "@/lib/domain/challenge/types";
import { deferredWrites } from "@/lib/services/deferred";

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
  await tx.event.createMany({
    data: events.map((e) => ({
      at: e.at,
      type: e.type,
      rule: e.rule ?? null,
      actorId: e.actorId ?? null,
      teamId: e.teamId ?? null,
      otherTeamId: e.otherTeamId ?? null,
      challengeId: e.challengeId ?? null,
      caseId: e.caseId ?? null,
      data: (e.data ?? {}) as object,
    })),
  });
}
