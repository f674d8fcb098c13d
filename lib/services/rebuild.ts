// L4 and R3 after a ruling changed an outcome already in effect: the ladder and the rating board
// are rebuilt from the event log, then every open challenge that a team issued from a position
// the overturned result had given it is checked again (C1) and voided without fault if the
// corrected ladder no longer allows it ("a false result cannot buy a challenge").
import type { Tx } from "@/lib/db/client";
import { challengeablePositions } from "@/lib/domain/ladder/eligibility";
import { transition } from "@/lib/domain/challenge/transition";
import { getSettings } from "@/lib/services/league";
import { rebuildFromEvents } from "@/lib/services/verify";
import { loadChallengeRow, toDomain, writeTransition } from "@/lib/services/challenge-store";
import { notifyTeams } from "@/lib/services/notify";

type Revised = { id: string; challengerId: string; defenderId: string; decidedAt: Date | null };

export async function rebuildAfterRevision(tx: Tx, revised: Revised, now: Date) {
  // A rebuild rewrites the whole ladder: the league-wide lock, exclusively (on top of the shared
  // form when a result or a ruling's transition revises an outcome).
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(7302)`;
  const effects = await rebuildFromEvents(tx, now);
  const since = revised.decidedAt ?? new Date(0);
  const suspects = await tx.challenge.findMany({
    where: { holdsLock: true, id: { not: revised.id }, issuedAt: { gte: since }, challengerId: { in: [revised.challengerId, revised.defenderId] } },
    select: { id: true, challengerId: true, defenderId: true },
  });
  const voided: string[] = [];
  if (suspects.length) {
    const positions = new Map((await tx.ladderEntry.findMany({ select: { teamId: true, position: true } })).map((e) => [e.teamId, e.position]));
    const settings = await getSettings(tx);
    for (const s of suspects) {
      const from = positions.get(s.challengerId);
      const to = positions.get(s.defenderId);
      if (from !== undefined && to !== undefined && challengeablePositions(from).includes(to)) continue;
      const row = await loadChallengeRow(tx, s.id);
      const r = transition(toDomain(row), { type: "void", reason: "R3" }, now, settings);
      if (!r.ok) continue;
      await writeTransition({ tx, row, next: r.challenge, events: r.events, actorId: null, now, settings });
      await notifyTeams(tx, [row.challengerId, row.defenderId], "challenge_voided", { number: row.number });
      voided.push(s.id);
    }
  }
  return { ...effects, voided };
}
