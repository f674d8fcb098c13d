// Events are the record (STYLE.md, L4): every change appends its events in the same transaction.
import type { Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import type { DomainEvent } from "@/lib/domain/challenge/types";
import { deferredWrites } from "@/lib/db/deferred";
import { announceWith } from "@/lib/db/notify";

export type EventInput = DomainEvent & {
  at: Date;
  actorId?: string | null;
  teamId?: string | null;
  otherTeamId?: string | null;
  challengeId?: string | null;
  caseId?: string | null;
};

/** Events queued per transaction inside withWriteBehind (lib/db/write-behind.ts). */
export const deferredEvents = deferredWrites<EventInput>();

/** The insert of the events in order, as a statement or a CTE's body. */
export function insertEventsSql(events: EventInput[]): Prisma.Sql {
  const rows = events.map(
    (e) =>
      Prisma.sql`(${e.at}, ${e.type}, ${e.rule ?? null}, ${e.actorId ?? null}, ${e.teamId ?? null}, ${e.otherTeamId ?? null}, ${e.challengeId ?? null}, ${e.caseId ?? null}, ${JSON.stringify(e.data ?? {})}::jsonb)`,
  );
  return Prisma.sql`INSERT INTO "Event" (at, type, rule, "actorId", "teamId", "otherTeamId", "challengeId", "caseId", data) VALUES ${Prisma.join(rows)}`;
}

/** Events per insert: 9 parameters each, PostgreSQL allows 65,535. */
export const EVENTS_PER_STATEMENT = 1000;

/** Writes the events now, in order, a statement per EVENTS_PER_STATEMENT, each with the NOTIFY. */
export async function writeEvents(tx: Tx, events: EventInput[]) {
  // Hand-written (issue 11: a compiled createMany cost more than the insert).
  for (let i = 0; i < events.length; i += EVENTS_PER_STATEMENT) {
    await tx.$executeRaw`WITH e AS (${insertEventsSql(events.slice(i, i + EVENTS_PER_STATEMENT))}) ${announceWith(tx)}`;
  }
}

export async function appendEvents(tx: Tx, events: EventInput[]) {
  if (events.length === 0 || deferredEvents.queue(tx, events)) return;
  await writeEvents(tx, events);
}
