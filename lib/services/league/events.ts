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
  /** S2: the ladder whose history this is; when absent, its challenge's ladder, else its team's, else the default. */
  ladder?: number;
};

/** Events queued per transaction inside withWriteBehind (lib/db/write-behind.ts). */
export const deferredEvents = deferredWrites<EventInput>();

/**
 * S2 (revision 4): an event's ladder, when the caller does not name it: its challenge's (the ladder it
 * was issued in), else its team's, else the default ladder (account events). Read by primary key in
 * the insert itself, so no caller can forget it; the challenge or team must exist before the event.
 */
function ladderOf(e: EventInput): Prisma.Sql {
  if (e.ladder !== undefined) return Prisma.sql`${e.ladder}::int`;
  const byChallenge = e.challengeId ? Prisma.sql`(SELECT "leagueId" FROM "Challenge" WHERE id = ${e.challengeId})` : null;
  const byTeam = e.teamId ? Prisma.sql`(SELECT "leagueId" FROM "Team" WHERE id = ${e.teamId})` : null;
  const found = [byChallenge, byTeam].filter((x): x is Prisma.Sql => x !== null);
  return found.length ? Prisma.sql`coalesce(${Prisma.join(found)}, 1)` : Prisma.sql`1`;
}

/** The insert of the events in order, as a statement or a CTE's body. */
export function insertEventsSql(events: EventInput[]): Prisma.Sql {
  const rows = events.map(
    (e) =>
      Prisma.sql`(${e.at}, ${e.type}, ${e.rule ?? null}, ${e.actorId ?? null}, ${e.teamId ?? null}, ${e.otherTeamId ?? null}, ${e.challengeId ?? null}, ${e.caseId ?? null}, ${JSON.stringify(e.data ?? {})}::jsonb, ${ladderOf(e)})`,
  );
  return Prisma.sql`INSERT INTO "Event" (at, type, rule, "actorId", "teamId", "otherTeamId", "challengeId", "caseId", data, "leagueId") VALUES ${Prisma.join(rows)}`;
}

/** Events per insert: at most 12 parameters each, PostgreSQL allows 65,535. */
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
