// Who is acting, freshly from the database (role, team and captaincy can change during a session).
import { dbRaw } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { withTeams, type Actor, type Role } from "@/lib/auth/permissions";

/**
 * The actor, or null when the account is unknown or disabled, or when `sessionVersion` (from the
 * session or token) is older than the user's: a password change, an admin disable or a sign-out
 * everywhere ended it (issue 10). The same one query as before: no extra cost per request.
 */
export async function loadActor(userId: string | null | undefined, sessionVersion?: number): Promise<Actor> {
  if (!userId) return null;
  const [row] = await (await dbRaw()).$queryRaw<ActorRow[]>(Prisma.sql`SELECT ${actorColumns} FROM "User" u WHERE u.id = ${userId}`);
  return toActor(row, sessionVersion);
}

// Issue 11: every request starts here, so it is one hand-written statement (a compiled Prisma
// query with two relations cost more than the read). Select `actorColumns` from "User" u, next to
// the row that names the user (a token: still one query).
// S2 (revision 4): a person is on at most one team per ladder, so the teams are a list (default
// ladder first), each with the ladder and whether the person holds its captain's rights (T6,
// revision 3: the captain or a deputy) or is the captain itself (who alone names deputies). A
// rejected registration (issue 22) leaves its captain in no team (its members are removed).
export const actorColumns = Prisma.sql`u.id, u.name, u.role::text AS role, u.locale, u."sessionVersion", u."disabledAt",
  (SELECT coalesce(json_agg(json_build_object('teamId', m."teamId", 'ladder', m."leagueId", 'lead', t."captainId" = u.id, 'deputy', m.deputy) ORDER BY m."leagueId"), '[]')
     FROM "TeamMember" m JOIN "Team" t ON t.id = m."teamId" WHERE m."userId" = u.id AND t.status <> 'rejected') AS teams`;

export type ActorRow = {
  id: string;
  name: string;
  role: string;
  locale: string;
  sessionVersion: number;
  disabledAt: Date | null;
  teams: { teamId: string; ladder: number; lead: boolean; deputy: boolean }[] | string;
};

export function toActor(u: ActorRow | null | undefined, sessionVersion?: number): Actor {
  if (!u || u.disabledAt) return null;
  if (sessionVersion !== undefined && sessionVersion !== u.sessionVersion) return null;
  return {
    id: u.id,
    name: u.name,
    role: u.role as Role,
    locale: u.locale,
    ...withTeams(
      (typeof u.teams === "string" ? JSON.parse(u.teams) : u.teams).map((m: { teamId: string; ladder: number; lead: boolean; deputy: boolean }) => ({
        teamId: m.teamId,
        ladder: m.ladder,
        captain: m.lead || m.deputy,
        lead: m.lead,
      })),
    ),
  };
}
