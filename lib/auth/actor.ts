// Who is acting, freshly from the database (role, team and captaincy can change during a session).
import { db } from "@/lib/db/client";
import type { Actor, Role } from "@/lib/auth/permissions";

/**
 * The actor, or null when the account is unknown or disabled, or when `sessionVersion` (from the
 * session or token) is older than the user's: a password change, an admin disable or a sign-out
 * everywhere ended it (issue 10). The same one query as before: no extra cost per request.
 */
export async function loadActor(userId: string | null | undefined, sessionVersion?: number): Promise<Actor> {
  if (!userId) return null;
  const prisma = await db();
  return toActor(await prisma.user.findUnique({ where: { id: userId }, select: actorSelect }), sessionVersion);
}

/** What an actor is made of: select it with the row that names the user (a token: one query). */
export const actorSelect = { id: true, name: true, role: true, locale: true, sessionVersion: true, disabledAt: true, membership: { select: { teamId: true } }, captainOf: { select: { id: true } } } as const;

type ActorRow = { id: string; name: string; role: string; locale: string; sessionVersion: number; disabledAt: Date | null; membership: { teamId: string } | null; captainOf: { id: string } | null };

export function toActor(u: ActorRow | null | undefined, sessionVersion?: number): Actor {
  if (!u || u.disabledAt) return null;
  if (sessionVersion !== undefined && sessionVersion !== u.sessionVersion) return null;
  return { id: u.id, name: u.name, role: u.role as Role, locale: u.locale, teamId: u.membership?.teamId ?? null, captainOf: u.captainOf?.id ?? null };
}
