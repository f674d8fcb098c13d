// Issue 38 and 37 (api.md "Notifications and messages", "Club setup"): a team's name and its
// captain's contact. The admin renames a team (T1: names stay unique); the captain or a deputy (T6)
// says how to reach the captain (a WeChat ID or a phone), which only signed-in members read.
import { now as clockNow } from "@/lib/clock";
import { db } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import { can, requireUser, type Actor } from "@/lib/auth/permissions";
import { Forbidden, NotFound } from "@/lib/errors";
import { appendEvents } from "@/lib/services/league/events";

/** PATCH /api/v1/teams/:id */
export async function updateTeamProfile(actor: Actor, teamId: string, patch: { name?: string; contact?: string }, now = clockNow()) {
  requireUser(actor);
  if (patch.name !== undefined && !can(actor, "league.admin")) throw new Forbidden();
  if (patch.contact !== undefined && !can(actor, "league.admin") && !can(actor, "team.captain", teamId)) throw new Forbidden("not_captain");
  return inTransaction(async (tx) => {
    const before = await tx.team.findUnique({ where: { id: teamId }, select: { name: true, contact: true } });
    if (!before) throw new NotFound();
    const team = await tx.team.update({
      where: { id: teamId },
      data: { ...(patch.name !== undefined ? { name: patch.name } : {}), ...(patch.contact !== undefined ? { contact: patch.contact || null } : {}) },
      select: { id: true, name: true, contact: true },
    });
    const events = [];
    // The old and new names are public facts (the ladder shows them); the contact itself is not logged.
    if (patch.name !== undefined && patch.name !== before.name)
      events.push({ type: "team_renamed" as const, rule: "T1" as const, at: now, actorId: actor.id, teamId, data: { from: before.name, to: team.name } });
    if (patch.contact !== undefined && (patch.contact || null) !== before.contact)
      events.push({ type: "team_contact_changed" as const, at: now, actorId: actor.id, teamId, data: {} });
    await appendEvents(tx, events);
    return team;
  });
}

/** The captain's contact, for a signed-in reader (null for anyone else, or when none is set). */
export async function teamContact(actor: Actor, teamId: string): Promise<string | null> {
  if (!actor) return null;
  const team = await (await db()).team.findUnique({ where: { id: teamId }, select: { contact: true } });
  return team?.contact ?? null;
}
