// The one role → permission table (STYLE.md). Team-scoped permissions also need the actor's
// relation to the team(s) involved; services pass that in. Admins administer; they do not act
// for a team (docs/decisions/0004-admins-do-not-act-for-teams.md).
import { Forbidden, Unauthorized, type ErrorCode } from "@/lib/errors";

export type Role = "admin" | "referee" | "member";

/**
 * Who is acting: a signed-in user with role, team and captaincy, or null (anonymous).
 * `captainOf`: the team whose captain's rights the user holds in challenges and cases, as its
 * captain or as one of its deputies (T6, revision 3); `isCaptain`: the captain itself (names deputies).
 */
export type Actor = { id: string; role: Role; teamId: string | null; captainOf: string | null; isCaptain?: boolean; name: string; locale: string } | null;

export type Permission =
  | "league.admin" // users, teams, initial ladder, settings, clock, sweep
  | "case.rule" // referee desk
  | "audit.read"
  | "team.captain" // captain actions for one's own team (challenges, results, priority, replacements): the captain or a deputy (T6)
  | "team.lead" // the captain only: naming deputies (T6)
  | "team.member"; // member actions for one's own team (check-in)

const ROLE_PERMISSIONS: Record<Role, Permission[]> = {
  admin: ["league.admin", "case.rule", "audit.read"],
  referee: ["case.rule", "audit.read"],
  member: [],
};

/** Whether the actor holds `perm` (for team permissions: for that team). */
export function can(actor: Actor, perm: Permission, teamId?: string): boolean {
  if (!actor) return false;
  if (perm === "team.captain") return !!teamId && actor.captainOf === teamId;
  if (perm === "team.lead") return !!teamId && actor.captainOf === teamId && actor.isCaptain === true;
  if (perm === "team.member") return !!teamId && actor.teamId === teamId;
  return ROLE_PERMISSIONS[actor.role].includes(perm);
}

/** Throws 401 for anonymous actors and 403 without the permission. */
export function requirePermission(actor: Actor, perm: Permission, teamId?: string, code?: ErrorCode): asserts actor is NonNullable<Actor> {
  if (!actor) throw new Unauthorized();
  if (!can(actor, perm, teamId)) {
    throw new Forbidden(code ?? (perm === "team.captain" || perm === "team.lead" ? "not_captain" : perm === "team.member" ? "not_team_member" : "forbidden"));
  }
}

/** Throws 401 for anonymous actors. */
export function requireUser(actor: Actor): asserts actor is NonNullable<Actor> {
  if (!actor) throw new Unauthorized();
}
