// The one role → permission table (STYLE.md). Team-scoped permissions also need the actor's
// relation to the team(s) involved; services pass that in. Admins administer; they do not act
// for a team (docs/decisions/0004-admins-do-not-act-for-teams.md).
import { Forbidden, Unauthorized, type ErrorCode } from "@/lib/errors";

export type Role = "admin" | "referee" | "member";

/**
 * One team of the actor (S2, revision 4: at most one per ladder): `captain` when the user holds its
 * captain's rights in challenges and cases, as its captain or as one of its deputies (T6, revision
 * 3); `lead` for the captain itself (names deputies).
 */
export type TeamRole = { teamId: string; ladder: number; captain: boolean; lead: boolean };

/**
 * Who is acting: a signed-in user with role and teams, or null (anonymous). `teams` is every team of
 * the user, default ladder first; `teamId`, `captainOf` and `isCaptain` are the first team's, for
 * what a page shows as "my team" (permissions read `teams`).
 */
export type Actor = {
  id: string;
  role: Role;
  teams: TeamRole[];
  teamId: string | null;
  captainOf: string | null;
  isCaptain?: boolean;
  name: string;
  locale: string;
} | null;

/** The actor's fields that follow from its teams (the first team is the one a page calls "mine"). */
export function withTeams(teams: TeamRole[]) {
  const first = teams[0];
  const led = teams.find((t) => t.captain);
  return { teams, teamId: first?.teamId ?? null, captainOf: led?.teamId ?? null, isCaptain: led?.lead === true };
}

/** The actor's team in `ladder` (S2), or null. */
export const teamIn = (actor: Actor, ladder: number): TeamRole | null => actor?.teams.find((t) => t.ladder === ladder) ?? null;

/** Whether the actor is a member of `teamId`. */
export const isMemberOf = (actor: Actor, teamId: string | null | undefined): boolean => !!teamId && !!actor?.teams.some((t) => t.teamId === teamId);

/** Whether the actor holds `teamId`'s captain's rights (its captain or a deputy, T6). */
export const leads = (actor: Actor, teamId: string | null | undefined): boolean => !!teamId && !!actor?.teams.some((t) => t.teamId === teamId && t.captain);

/** Which side of a pairing the actor's team is on: as a captain (`captain`) or as any member. */
export function sideOf(actor: Actor, pair: { challengerId: string; defenderId: string }, as: "captain" | "member"): "challenger" | "defender" | null {
  const has = as === "captain" ? leads : isMemberOf;
  return has(actor, pair.challengerId) ? "challenger" : has(actor, pair.defenderId) ? "defender" : null;
}

/** The actor's team in a pairing (as `sideOf`), or null. */
export function teamInPair(actor: Actor, pair: { challengerId: string; defenderId: string }, as: "captain" | "member"): string | null {
  const side = sideOf(actor, pair, as);
  return side === "challenger" ? pair.challengerId : side === "defender" ? pair.defenderId : null;
}

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
  if (perm === "team.captain") return leads(actor, teamId);
  if (perm === "team.lead") return !!teamId && actor.teams.some((t) => t.teamId === teamId && t.lead);
  if (perm === "team.member") return isMemberOf(actor, teamId);
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
