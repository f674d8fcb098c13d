// The "my team" page: open challenges in and out, what needs doing, and the inbox.
import { db } from "@/lib/db/client";
import type { Actor } from "@/lib/auth/permissions";
import { requireUser } from "@/lib/auth/permissions";
import { listChallenges } from "@/lib/services/challenges/challenges-read";

export type Todo = { challengeId: string; number: number; key: "answer" | "choose" | "playAndReport" | "confirmOrAppeal"; deadline: string | null };

export async function getMyTeamDesk(actor: Actor) {
  requireUser(actor);
  const prisma = await db();
  const teamId = actor.teamId;
  const challenges = teamId ? await listChallenges({ teamId, limit: 50 }) : [];
  const open = challenges.filter((c) => c.state !== "final");
  const todos: Todo[] = [];
  if (teamId && actor.captainOf === teamId) {
    for (const c of open) {
      const mine = c.challenger.id === teamId ? "challenger" : "defender";
      const key =
        c.state === "awaiting_response" && mine === "defender"
          ? "answer"
          : c.state === "awaiting_choice" && mine === "challenger"
            ? "choose"
            : c.state === "scheduled"
              ? "playAndReport"
              : c.state === "result_submitted"
                ? "confirmOrAppeal"
                : null;
      if (key) todos.push({ challengeId: c.id, number: c.number, key, deadline: c.nextDeadlineAt });
    }
  }
  const inbox = await prisma.notification.findMany({ where: { userId: actor.id }, orderBy: { createdAt: "desc" }, take: 30 });
  return {
    teamId,
    open,
    history: challenges.filter((c) => c.state === "final"),
    todos,
    inbox: inbox.map((n) => ({ id: n.id, type: n.type, data: n.data as Record<string, string | number>, at: n.createdAt.toISOString(), read: !!n.readAt })),
  };
}
