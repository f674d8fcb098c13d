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

/** Events queued per transaction inside withWriteBehind (lib/services/write-behind.ts). */
export const deferredEvents = deferredWrites<EventInput>();

/** The insert of the events in order, as a statement or a CTE's body. */
export function insertEventsSql(events: EventInput[]): Prisma.Sql {
  const rows = events.map(
    (e) => Prisma.sql`(${e.at}, ${e.type}, ${e.rule ?? null}, ${e.actorId ?? null}, ${e.teamId ?? null}, ${e.otherTeamId ?? null}, ${e.challengeId ?? null}, ${e.caseId ?? null}, ${JSON.stringify(e.data ?? {})}::jsonb)`,
  );
  return Prisma.sql`INSERT INTO "Event" (at, type, rule, "actorId", "teamId", "otherTeamId", "challengeId", "caseId", data) VALUES ${Prisma.join(rows)}`;
}

export async function appendEvents(tx: Tx, events: EventInput[]) {
  if (events.length === 0 || deferredEvents.queue(tx, events)) return;
  // One hand-written statement (issue 11: a compiled createMany cost more than the insert).
  for (let i = 0; i < events.length; i += 1000) {
    await tx.$executeRaw`WITH e AS (${insertEventsSql(events.slice(i, i + 1000))}) ${announceWith(tx)}`;
  }
}
