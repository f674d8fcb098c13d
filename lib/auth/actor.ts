// Who is acting, freshly from the database (role, team and captaincy can change during a session).
import { db } from "@/lib/db/client";
import type { Actor, Role } from "@/lib/auth/permissions";

export async function loadActor(userId: string | null | undefined): Promise<Actor> {
  if (!userId) return null;
  const prisma = await db();
  const u = await prisma.user.findUnique({
    where: { id: userId },
    select: { id: true, name: true, role: true, locale: true, membership: { select: { teamId: true } }, captainOf: { select: { id: true } } },
  });
  if (!u) return null;
  return { id: u.id, name: u.name, role: u.role as Role, locale: u.locale, teamId: u.membership?.teamId ?? null, captainOf: u.captainOf?.id ?? null };
}
