// L4 and R3 after a ruling changed an outcome already in effect (or lifted a penalty): the ladder
// and the rating board are rebuilt from the event log, then every open challenge is checked again
// against the rebuilt history as the ladder stood when it was issued (R3, revision 3: C1, and C10
// for one issued in the priority window). One no longer allowed is voided without fault ("a false
// result cannot buy a challenge"); one that was allowed then stands, even if its target has since
// moved for other reasons.
import type { Tx } from "@/lib/db/client";
import { challengeablePositions } from "@/lib/domain/ladder/eligibility";
import type { AtIssue } from "@/lib/domain/history";
import { transition } from "@/lib/domain/challenge/transition";
import { getSettings } from "@/lib/services/league/league";
import { rebuildFromEvents } from "@/lib/services/league/verify";
import { challengeSettings, loadChallengeRow, toDomain } from "@/lib/services/challenges/challenge-load";
import { writeTransition } from "@/lib/services/challenges/challenge-store";
import { notifyTeams } from "@/lib/services/mail/inbox";

type Revised = { id: string; challengerId: string; defenderId: string; decidedAt: Date | null };

/**
 * R3: whether a challenge issued with these rebuilt positions was allowed (C1; C10 in the window).
 * Without its issue event in the log (an import from elsewhere) nothing can be judged: it stands.
 */
export function allowedAtIssue(p: AtIssue | undefined): boolean {
  if (!p) return true;
  if (p.from === undefined || p.to === undefined) return false;
  if (!challengeablePositions(p.from).includes(p.to)) return false;
  return !p.priorityWindow || ((p.from === 2 || p.from === 3) && p.to === 1);
}

export async function rebuildAfterRevision(tx: Tx, revised: Revised, now: Date) {
  // A rebuild rewrites the whole ladder: the league-wide lock, exclusively (on top of the shared
  // form when a result or a ruling's transition revises an outcome).
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(7302)`;
  const open = await tx.challenge.findMany({ where: { holdsLock: true, id: { not: revised.id } }, select: { id: true } });
  const effects = await rebuildFromEvents(tx, now, new Set(open.map((o) => o.id)));
  const voided: string[] = [];
  const settings = await getSettings(tx);
  for (const o of open) {
    if (allowedAtIssue(effects.atIssue.get(o.id))) continue;
    const row = await loadChallengeRow(tx, o.id);
    const r = transition(toDomain(row), { type: "void", reason: "R3" }, now, challengeSettings(row));
    if (!r.ok) continue;
    await writeTransition({ tx, row, next: r.challenge, events: r.events, actorId: null, now, settings });
    await notifyTeams(tx, [row.challengerId, row.defenderId], "challenge_voided", { number: row.number });
    voided.push(o.id);
  }
  const { atIssue: _atIssue, ...changes } = effects;
  return { ...changes, voided };
}
