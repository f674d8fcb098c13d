// Who is acting, freshly from the database (role, team and captaincy can change during a session).
import { dbRaw } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import type { Actor, Role } from "@/lib/auth/permissions";

/**
 * The actor, or null when the account is unknown or disabled, or when `sessionVersion` (from the
 * session or token) is older than the user's: a password change, an admin disable or a sign-out
 * everywhere ended it (issue 10). The same one query as before: no extra cost per request.
 */
export async function loadActor(userId: string | null | undefined, sessionVersion?: number): Promise<Actor> {
  if (!userId) return null;
  const [row] = await (await dbRaw()).$queryRaw<ActorRow[]>(Prisma.sql`SELECT ${actorColumns} FROM "User" u ${actorJoins} WHERE u.id = ${userId}`);
  return toActor(row, sessionVersion);
}

// Issue 11: every request starts here, so it is one hand-written statement (a compiled Prisma
// query with two relations cost more than the read). Select `actorColumns` from "User" u with
// `actorJoins`, next to the row that names the user (a token: still one query).
// T6 (revision 3): a deputy holds the captain's rights in challenges and cases (captainOf), but
// only the captain names deputies (isCaptain).
export const actorColumns = Prisma.sql`u.id, u.name, u.role::text AS role, u.locale, u."sessionVersion", u."disabledAt", tm."teamId",
  coalesce(t.id, CASE WHEN tm.deputy THEN tm."teamId" END) AS "captainOf", (t.id IS NOT NULL) AS "isCaptain"`;
// A rejected registration (issue 22) leaves its captain a user in no team.
export const actorJoins = Prisma.sql`LEFT JOIN "TeamMember" tm ON tm."userId" = u.id LEFT JOIN "Team" t ON t."captainId" = u.id AND t.status <> 'rejected'`;

export type ActorRow = {
  id: string;
  name: string;
  role: string;
  locale: string;
  sessionVersion: number;
  disabledAt: Date | null;
  teamId: string | null;
  captainOf: string | null;
  isCaptain?: boolean;
};

export function toActor(u: ActorRow | null | undefined, sessionVersion?: number): Actor {
  if (!u || u.disabledAt) return null;
  if (sessionVersion !== undefined && sessionVersion !== u.sessionVersion) return null;
  return {
    id: u.id,
    name: u.name,
    role: u.role as Role,
    locale: u.locale,
    teamId: u.teamId ?? null,
    captainOf: u.captainOf ?? null,
    isCaptain: u.isCaptain === true,
  };
}
