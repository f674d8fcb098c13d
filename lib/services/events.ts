// Events are the record (STYLE.md, L4): every change appends its events in the same transaction.
import type { Tx } from "@/lib/db/client";
import type { DomainEvent } from "@/lib/domain/challenge/types";

export type EventInput = DomainEvent & {
  at: Date;
  actorId?: string | null;
  teamId?: string | null;
  otherTeamId?: string | null;
  challengeId?: string | null;
  caseId?: string | null;
};

export async function appendEvents(tx: Tx, events: EventInput[]) {
  if (events.length === 0) return;
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
