// Issue 38 (api.md "Notifications and messages"): a thread on each challenge between the two
// teams' members; referees and admins read it (a case links to it). The other side is told of a
// message (its members' inbox and mail, not the author's side). Plain text; a few dozen messages an
// hour per person at most, so a thread cannot be turned into a mail bomb for the other team.
import { now as clockNow } from "@/lib/clock";
import { db } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import { can, requireUser, type Actor, sideOf, teamInPair } from "@/lib/auth/permissions";
import { BadRequest, Forbidden, NotFound, TooManyRequests } from "@/lib/errors";
import { THREAD_TEXT_MAX } from "@/lib/validations/thread";
import { appendEvents } from "@/lib/services/league/events";
import { notifyTeams } from "@/lib/services/mail/inbox";
import { matchFacts } from "@/lib/services/notify/facts";

/** Messages one person may post in an hour. */
const PER_HOUR = 30;
/** How much of a message its notice quotes. */
const PREVIEW = 140;

export type ThreadMessage = { id: string; at: string; by: { id: string; name: string; team: { id: string; name: string } | null }; text: string };

async function loadSides(id: string) {
  const c = await (
    await db()
  ).challenge.findUnique({
    where: { id },
    select: {
      id: true,
      number: true,
      challengerId: true,
      defenderId: true,
      leagueId: true,
      challengerPosition: true,
      defenderPosition: true,
      challenger: { select: { name: true } },
      defender: { select: { name: true } },
    },
  });
  if (!c) throw new NotFound();
  return c;
}

/** Whether `actor` reads the thread: a member of either team, a referee or an admin. */
export function mayReadThread(actor: Actor, c: { challengerId: string; defenderId: string }): boolean {
  return !!actor && (!!sideOf(actor, c, "member") || can(actor, "case.rule"));
}

/** GET /api/v1/challenges/:id/messages, oldest first. */
export async function listMessages(actor: Actor, challengeId: string): Promise<{ messages: ThreadMessage[] }> {
  requireUser(actor);
  const c = await loadSides(challengeId);
  if (!mayReadThread(actor, c)) throw new Forbidden();
  const prisma = await db();
  const rows = await prisma.challengeMessage.findMany({ where: { challengeId }, orderBy: { createdAt: "asc" }, take: 500 });
  const users = new Map(
    (await prisma.user.findMany({ where: { id: { in: [...new Set(rows.map((r) => r.authorId))] } }, select: { id: true, name: true } })).map((u) => [
      u.id,
      u.name,
    ]),
  );
  const teams: Record<string, { id: string; name: string }> = {
    [c.challengerId]: { id: c.challengerId, name: c.challenger.name },
    [c.defenderId]: { id: c.defenderId, name: c.defender.name },
  };
  return {
    messages: rows.map((r) => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      by: { id: r.authorId, name: users.get(r.authorId) ?? "", team: teams[r.teamId] ?? null },
      text: r.text,
    })),
  };
}

/** POST /api/v1/challenges/:id/messages: a member of either team writes; the other side is told. */
export async function postMessage(actor: Actor, challengeId: string, text: string, now = clockNow()): Promise<{ id: string }> {
  requireUser(actor);
  const c = await loadSides(challengeId);
  const teamId = teamInPair(actor, c, "member");
  if (!teamId) throw new Forbidden("not_team_member");
  const clean = text.replace(/\r\n?/g, "\n").trim();
  if (!clean || clean.length > THREAD_TEXT_MAX) throw new BadRequest({ text: [clean ? "too_long" : "required"] });
  return inTransaction(async (tx) => {
    const recent = await tx.challengeMessage.count({ where: { authorId: actor.id, createdAt: { gt: new Date(now.getTime() - 3600_000) } } });
    if (recent >= PER_HOUR) throw new TooManyRequests(600);
    const m = await tx.challengeMessage.create({ data: { challengeId, authorId: actor.id, teamId, text: clean, createdAt: now }, select: { id: true } });
    const other = teamId === c.challengerId ? c.defenderId : c.challengerId;
    const by = teamId === c.challengerId ? c.challenger.name : c.defender.name;
    const preview = clean.length > PREVIEW ? `${clean.slice(0, PREVIEW)}…` : clean;
    await notifyTeams(tx, [other], "message_posted", { ...matchFacts(c), by: `${by} · ${actor.name}`, text: preview }, null, c.leagueId);
    // The record says who wrote when; the text stays in the thread (the event log is public).
    await appendEvents(tx, [{ type: "thread_message", at: now, actorId: actor.id, teamId, otherTeamId: other, challengeId, data: { messageId: m.id } }]);
    return m;
  });
}
