// L4 and R3 after a ruling changed an outcome already in effect (or lifted a penalty): the ladder
// and the rating board are rebuilt from the event log, then every open challenge is checked again
// against the rebuilt history as the ladder stood when it was issued (R3, revision 3: C1, and C10
// for one issued in the priority window). One no longer allowed is voided without fault ("a false
// result cannot buy a challenge"); one that was allowed then stands, even if its target has since
// moved for other reasons.
import { matchFacts } from "@/lib/services/notify/facts";
import { takeLadderLock } from "@/lib/services/challenges/locks";
import type { Tx } from "@/lib/db/client";
import { challengeablePositions } from "@/lib/domain/ladder/eligibility";
import type { AtIssue } from "@/lib/domain/history";
import { transition } from "@/lib/domain/challenge/transition";
import { getSettings } from "@/lib/services/league/league";
import { rebuildFromEvents } from "@/lib/services/league/verify";
import { challengeSettings, loadChallengeRow, toDomain } from "@/lib/services/challenges/challenge-load";
import { writeTransition } from "@/lib/services/challenges/challenge-store";
import { notifyTeams } from "@/lib/services/mail/inbox";
import { appendEvents } from "@/lib/services/league/events";

type Revised = { id: string; challengerId: string; defenderId: string; decidedAt: Date | null; results?: { submittedAt: Date }[] };

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
  // S2: the revised challenge's ladder is rebuilt; no other ladder's history is touched.
  const { leagueId: ladder } = await tx.challenge.findUniqueOrThrow({ where: { id: revised.id }, select: { leagueId: true } });
  // A rebuild rewrites the whole ladder: its lock, exclusively (on top of the shared form when a
  // result or a ruling's transition revises an outcome).
  await takeLadderLock(tx, [ladder]);
  const open = await tx.challenge.findMany({ where: { holdsLock: true, leagueId: ladder, id: { not: revised.id } }, select: { id: true } });
  // R3 (revision 4): decided challenges too, every one issued since the overturned result was
  // submitted (it could only have been issued once that result had opened the locks and moved the
  // ladder), judged in order as the rebuilt history stood at its issue.
  const since = revised.results?.[0]?.submittedAt ?? revised.decidedAt;
  const decided = since
    ? await tx.challenge.findMany({
        where: {
          id: { not: revised.id },
          leagueId: ladder,
          holdsLock: false,
          issuedAt: { gte: since },
          decidedAt: { not: null },
          OR: [{ outcomeReason: null }, { outcomeReason: { notIn: ["voided", "withdrawn", "abandoned"] } }],
        },
        select: { id: true },
      })
    : [];
  const candidates = new Set([...open, ...decided].map((c) => c.id));
  const effects = await rebuildFromEvents(tx, now, undefined, { candidates, allowed: allowedAtIssue }, ladder);
  const voided: string[] = [];
  const settings = await getSettings(tx, ladder);
  for (const o of open) {
    if (!effects.voided.has(o.id)) continue;
    const row = await loadChallengeRow(tx, o.id);
    const r = transition(toDomain(row), { type: "void", reason: "R3" }, now, challengeSettings(row));
    if (!r.ok) continue;
    await writeTransition({ tx, row, next: r.challenge, events: r.events, actorId: null, now, settings, notifyFinal: false });
    await notifyTeams(tx, [row.challengerId, row.defenderId], "challenge_voided", matchFacts(row), null, row.leagueId);
    voided.push(o.id);
  }
  for (const d of decided) {
    if (!effects.voided.has(d.id)) continue;
    // Its ladder effect has left the rebuilt history; the event keeps it out of every later replay.
    // Its rating effect stays if it was played (E4); nobody forfeits; a penalty it carried stands.
    const row = await tx.challenge.update({
      where: { id: d.id },
      data: { outcomeReason: "voided", outcomeWinner: null, version: { increment: 1 } },
      select: { id: true, number: true, challengerId: true, defenderId: true, challenger: { select: { name: true } }, defender: { select: { name: true } } },
    });
    await appendEvents(tx, [
      {
        type: "challenge_voided",
        rule: "R3",
        at: now,
        teamId: row.challengerId,
        otherTeamId: row.defenderId,
        challengeId: row.id,
        data: { decided: true, by: revised.id },
      },
    ]);
    await notifyTeams(tx, [row.challengerId, row.defenderId], "challenge_voided", matchFacts(row));
    voided.push(d.id);
  }
  const { atIssue: _atIssue, voided: _v, ...changes } = effects;
  return { ...changes, voided };
}
