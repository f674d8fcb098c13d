// The "my team" page: open challenges in and out, what needs doing, and the inbox.
import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/auth/permissions";
import { requireUser } from "@/lib/auth/permissions";
import { listChallenges } from "@/lib/services/challenges/challenges-read";
import { todoFor, type TodoKey } from "@/lib/domain/team/todos";
import type { NoticeFacts } from "@/lib/domain/notify/notice";
import { readSettings } from "@/lib/domain/settings";
import { getSettings } from "@/lib/services/league/league";
import { DEFAULT_LADDER } from "@/lib/services/league/seasons";

export type Todo = { challengeId: string; number: number; key: TodoKey; deadline: string | null; timeZone: string };

export async function getMyTeamDesk(actor: Actor) {
  requireUser(actor);
  const prisma = await db();
  const teamId = actor.teamId;
  // S2 (revision 4): a person on a team in each of several ladders sees all of them here.
  const listed = (await Promise.all(actor.teams.map((t) => listChallenges({ teamId: t.teamId, limit: 50 })))).flat();
  // S1, S2: each challenge's times in its own league time (its settings at issue), as its page shows them.
  const issuedUnder = await prisma.challenge.findMany({ where: { id: { in: listed.map((c) => c.id) } }, select: { id: true, settings: true } });
  const zoneOf = new Map(issuedUnder.map((c) => [c.id, readSettings(c.settings).timeZone]));
  // The rest of the desk (the inbox) in the league time of the person's ladder (their first team's).
  const { timeZone } = await getSettings(prisma, actor.teams[0]?.ladder ?? DEFAULT_LADDER);
  const challenges = listed.map((c) => ({ ...c, timeZone: zoneOf.get(c.id) ?? timeZone }));
  const open = challenges.filter((c) => c.state !== "final");
  const todos: Todo[] = [];
  for (const c of open) {
    const own = actor.teams.find((t) => t.teamId === c.challenger.id || t.teamId === c.defender.id);
    if (!own) continue;
    const key = todoFor({ state: c.state, challengerId: c.challenger.id, defenderId: c.defender.id, result: c.result }, own.teamId, own.captain);
    // C11: a member's check-in is due at the agreed start.
    const deadline = key === "checkIn" ? c.scheduledAt : c.nextDeadlineAt;
    if (key) todos.push({ challengeId: c.id, number: c.number, key, deadline, timeZone: c.timeZone });
  }
  const inbox = await prisma.notification.findMany({ where: { userId: actor.id }, orderBy: { createdAt: "desc" }, take: 30 });
  return {
    teamId,
    timeZone,
    open,
    history: challenges.filter((c) => c.state === "final"),
    todos,
    inbox: inbox.map((n) => ({ id: n.id, type: n.type, data: n.data as NoticeFacts, at: n.createdAt.toISOString(), read: !!n.readAt })),
  };
}
