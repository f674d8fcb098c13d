// C10: the weekly priority window. Positions 2 and 3 decide first whether to challenge position 1;
// the window closes early once both decided or position 1 is locked, and stays closed for the week
// (revision 2); if position 1 is already locked at Monday 00:00, it is closed from its start, and
// that closure is recorded like any other (revision 3).
import { Prisma } from "@/lib/db/generated/client";
import type { Tx } from "@/lib/db/client";
import { now as clockNow } from "@/lib/clock";
import { requireUser, type Actor } from "@/lib/auth/permissions";
import { topLockedAt } from "@/lib/domain/challenge/issue";
import { leagueWeekStart } from "@/lib/domain/schedule/window";
import { Conflict, Forbidden, RuleViolation } from "@/lib/errors";
import { appendEvents } from "@/lib/services/league/events";
import { getSettings } from "@/lib/services/league/league";
import { loadLadderState } from "@/lib/services/league/ladder-read";
import { inTransaction } from "@/lib/db/transaction";
import { takeLadderLock } from "@/lib/services/challenges/locks";
import { incomingOfTopAt } from "@/lib/services/league/top-at-week-start";
import { DEFAULT_LADDER } from "@/lib/services/league/seasons";
import { ladderOfTeam } from "@/lib/services/league/ladders";

type Cause = "decided" | "top_locked" | "top_locked_at_start";

/** C10: record that this week's priority window closed (early, or at its start); it stays closed. */
export async function closePriorityWeek(tx: Tx, weekStart: Date, closedAt: Date, cause: Cause, ladder = DEFAULT_LADDER) {
  const inserted =
    await tx.$executeRaw`INSERT INTO "PriorityWeek" ("leagueId", "weekStart", "closedAt", cause) VALUES (${ladder}, ${weekStart}, ${closedAt}, ${cause}) ON CONFLICT ("leagueId", "weekStart") DO NOTHING`;
  if (inserted === 1)
    await appendEvents(tx, [{ type: "priority_closed", rule: "C10", at: closedAt, ladder, data: { cause, weekStart: weekStart.toISOString() } }]);
}

/** C10 (revision 3): a write that found the window closed at its start records that closure. */
export async function recordClosureSeen(tx: Tx, s: Awaited<ReturnType<typeof loadLadderState>>) {
  if (s.priority.closedAtStart && !s.priority.recorded && s.settings.priorityWindowHours !== null)
    await closePriorityWeek(tx, s.weekStart, s.weekStart, "top_locked_at_start", s.ladder);
}

/** C10 (revision 3), for the sweep: record this week's closure at its start if position 1 was locked then (per ladder, S2). */
export async function recordWeekClosedAtStart(now = clockNow(), ladder = DEFAULT_LADDER): Promise<boolean> {
  return inTransaction(async (tx) => {
    const settings = await getSettings(tx, ladder);
    if (settings.priorityWindowHours === null) return false;
    const weekStart = leagueWeekStart(now, settings.timeZone);
    // Past the window's hours its closure changes nothing (and the sweep asks every minute).
    if (now.getTime() >= weekStart.getTime() + settings.priorityWindowHours * 3_600_000) return false;
    if (await tx.priorityWeek.findUnique({ where: { leagueId_weekStart: { leagueId: ladder, weekStart } }, select: { weekStart: true } })) return false;
    // Revision 4: the team at position 1 at Monday 00:00, whatever position it was challenged at.
    if (!topLockedAt(weekStart, await incomingOfTopAt(tx, weekStart, ladder))) return false;
    await closePriorityWeek(tx, weekStart, weekStart, "top_locked_at_start", ladder);
    return true;
  });
}

/** C10: a captain (or deputy, T6) at position 2 or 3 passes on challenging position 1 this week. */
export async function passPriority(actor: Actor, now = clockNow()) {
  requireUser(actor);
  const led = actor.teams.filter((t) => t.captain).map((t) => t.teamId);
  if (!led.length) throw new Forbidden("not_captain");
  return inTransaction(async (tx) => {
    // S2: the lock of each ladder where the captain leads a team (the eligible one is among them).
    const locked = actor.teams.filter((t) => t.captain).map((t) => t.ladder);
    await takeLadderLock(tx, locked);
    // S2: of the teams the captain leads (one per ladder), the one at position 2 or 3 in its ladder.
    const [eligible] = await tx.$queryRaw<{ teamId: string }[]>`
      SELECT "teamId" FROM "LadderEntry" WHERE "teamId" IN (${Prisma.join(led)}) AND position IN (2, 3) ORDER BY "leagueId" LIMIT 1`;
    const teamId = eligible?.teamId ?? led[0];
    const ladder = (await ladderOfTeam(tx, teamId)) ?? DEFAULT_LADDER;
    // A team moved by a season's close (S5) since the actor was read: its ladder's lock is not held.
    if (!locked.includes(ladder)) throw new Conflict("conflict");
    const s = await loadLadderState(tx, now, ladder);
    await recordClosureSeen(tx, s);
    const pos = s.posOf.get(teamId);
    if (pos !== 2 && pos !== 3) throw new RuleViolation("priority_not_eligible", "C10");
    if (!s.priority.open) throw new Conflict("priority_closed", "C10");
    if (s.decided.includes(pos)) throw new Conflict("priority_already_decided", "C10");
    await tx.priorityDecision.create({ data: { weekStart: s.weekStart, teamId, decision: "pass", at: now } });
    if (s.decided.includes(pos === 2 ? 3 : 2)) await closePriorityWeek(tx, s.weekStart, now, "decided", s.ladder);
    await appendEvents(tx, [{ type: "priority_passed", rule: "C10", at: now, actorId: actor.id, teamId, data: { position: pos } }]);
    return { weekStart: s.weekStart };
  });
}
