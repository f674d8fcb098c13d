// Teams as units (rules revision 3): T6 deputies (the captain names up to 2; an admin may change
// the captain), T7 withdrawal (an admin; open challenges end as the withdrawn team's concessions,
// it leaves the ladder, those below move up, its history stays) and T1/T2 approval (a pending or
// returning team joins at the bottom).
import type { Tx } from "@/lib/db/client";
import { now as clockNow } from "@/lib/clock";
import { requirePermission, type Actor } from "@/lib/auth/permissions";
import { checkDeputies } from "@/lib/domain/team/deputies";
import { transition } from "@/lib/domain/challenge/transition";
import type { Side } from "@/lib/domain/challenge/types";
import { Conflict, NotFound, RuleViolation, violationError } from "@/lib/errors";
import { appendEvents } from "@/lib/services/league/events";
import { getSettings } from "@/lib/services/league/league";
import { notifyTeams } from "@/lib/services/mail/inbox";
import { inTransaction } from "@/lib/db/transaction";
import { takeLadderLock } from "@/lib/services/challenges/locks";
import { challengeSettings, loadChallengeRow, toDomain } from "@/lib/services/challenges/challenge-load";
import { writeTransition } from "@/lib/services/challenges/challenge-store";
import { memberRow } from "@/lib/services/teams/membership";

async function loadTeam(tx: Tx, teamId: string) {
  const team = await tx.team.findUnique({
    where: { id: teamId },
    select: { id: true, leagueId: true, name: true, status: true, captainId: true, members: { select: { userId: true, deputy: true } } },
  });
  if (!team) throw new NotFound("not_found");
  return team;
}

/**
 * The team under its ladder's lock (S2: taken first, read again under it). Its ladder changes only
 * at a season's close (S5), which holds every ladder's lock: a team moved meanwhile is a 409.
 */
async function loadTeamLocked(tx: Tx, teamId: string) {
  const before = await loadTeam(tx, teamId);
  await takeLadderLock(tx, [before.leagueId]);
  const team = await loadTeam(tx, teamId);
  if (team.leagueId !== before.leagueId) throw new Conflict("conflict");
  return team;
}

/** T6: the captain names the team's deputies (replacing the list; at most 2, members). */
export async function setDeputies(actor: Actor, teamId: string, userIds: string[], now = clockNow()) {
  requirePermission(actor, "team.lead", teamId);
  return inTransaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "Team" WHERE id = ${teamId} FOR UPDATE`;
    const team = await loadTeam(tx, teamId);
    const ids = [...userIds];
    const v = checkDeputies({ userIds: ids, memberIds: team.members.map((m) => m.userId), captainId: team.captainId });
    if (v) throw violationError(v);
    const before = team.members.filter((m) => m.deputy).map((m) => m.userId);
    await tx.teamMember.updateMany({ where: { teamId, deputy: true, userId: { notIn: ids } }, data: { deputy: false } });
    if (ids.length) await tx.teamMember.updateMany({ where: { teamId, userId: { in: ids } }, data: { deputy: true } });
    await appendEvents(tx, [{ type: "deputies_set", rule: "T6", at: now, actorId: actor.id, teamId, data: { deputies: ids, previous: before } }]);
    return { teamId, deputies: ids };
  });
}

/** T6: an admin names another registered member as the captain (a deputy who becomes captain is no longer a deputy). */
export async function setCaptain(actor: Actor, teamId: string, userId: string, now = clockNow()) {
  requirePermission(actor, "league.admin");
  return inTransaction(async (tx) => {
    const m = await memberRow(tx, userId, teamId);
    if (!m) throw new RuleViolation("captain_not_member", "T1");
    const before = await tx.team.findUnique({ where: { id: teamId }, select: { captainId: true } });
    if (!before) throw new NotFound("not_found");
    await tx.team.update({ where: { id: teamId }, data: { captainId: userId } });
    if (m.deputy) await tx.teamMember.updateMany({ where: { userId, teamId }, data: { deputy: false } });
    await appendEvents(tx, [{ type: "captain_changed", rule: "T6", at: now, actorId: actor.id, teamId, data: { from: before.captainId, to: userId } }]);
    await notifyTeams(tx, [teamId], "captain_changed", {
      teamId,
      name: (await tx.team.findUniqueOrThrow({ where: { id: teamId }, select: { name: true } })).name,
    });
    return { teamId, captainId: userId };
  });
}

/**
 * T7: an admin withdraws a team. Each of its open challenges ends at once as a concession by it
 * (C17: rated when made at or after the agreed start), then it leaves the ladder and every team
 * below moves up one. Results already in effect stand; its history stays.
 */
export async function withdrawTeam(actor: Actor, teamId: string, reason: string, now = clockNow()) {
  requirePermission(actor, "league.admin");
  if (reason.trim().length < 3) throw new RuleViolation("reason_required", "T7");
  return inTransaction(async (tx) => {
    const team = await loadTeamLocked(tx, teamId);
    const entry = await tx.ladderEntry.findUnique({ where: { teamId } });
    if (team.status !== "approved" || !entry) throw new Conflict("team_not_on_ladder", "T7");
    const settings = await getSettings(tx, team.leagueId);
    const open = await tx.challenge.findMany({ where: { holdsLock: true, OR: [{ challengerId: teamId }, { defenderId: teamId }] }, select: { id: true } });
    const conceded: string[] = [];
    for (const o of open) {
      const row = await loadChallengeRow(tx, o.id);
      const by: Side = row.challengerId === teamId ? "challenger" : "defender";
      const r = transition(toDomain(row), { type: "concede", by }, now, challengeSettings(row));
      if (!r.ok) throw violationError(r.violation);
      await writeTransition({
        tx,
        row,
        next: r.challenge,
        events: r.events.map((e) => ({ ...e, data: { ...e.data, withdrawal: true } })),
        actorId: actor.id,
        now,
        settings,
      });
      await tx.case.updateMany({ where: { challengeId: row.id, state: "open" }, data: { state: "withdrawn", ruling: "conceded", ruledAt: now } });
      conceded.push(row.id);
    }
    // Its position now (a concession as defender may have moved it down by L1).
    const now_ = await tx.ladderEntry.findUniqueOrThrow({ where: { teamId } });
    await tx.ladderEntry.delete({ where: { teamId } });
    // S2: only its own ladder closes up.
    await tx.$executeRaw`UPDATE "LadderEntry" SET position = position - 1, since = ${now} WHERE "leagueId" = ${now_.leagueId} AND position > ${now_.position}`;
    await tx.team.update({ where: { id: teamId }, data: { status: "withdrawn", withdrawnAt: now } });
    // The replay removes it here (lib/domain/ladder/replay.ts); the deputies of a team that left end.
    await tx.teamMember.updateMany({ where: { teamId, deputy: true }, data: { deputy: false } });
    await appendEvents(tx, [{ type: "team_withdrawn", rule: "T7", at: now, actorId: actor.id, teamId, data: { reason, position: now_.position, conceded } }]);
    await notifyTeams(tx, [teamId], "team_withdrawn", { teamId, name: team.name });
    return { teamId, position: now_.position, conceded };
  });
}

/**
 * T1/T2: an admin approves a pending team (registered by its captain), or a withdrawn team that
 * registers again: it joins the ladder at the bottom.
 */
export async function approveTeam(actor: Actor, teamId: string, now = clockNow()) {
  requirePermission(actor, "league.admin");
  return inTransaction(async (tx) => {
    const team = await loadTeamLocked(tx, teamId);
    if (team.status === "approved") throw new Conflict("team_already_approved", "T1");
    // S2: at the bottom of the team's own ladder.
    const last = await tx.ladderEntry.aggregate({ where: { leagueId: team.leagueId }, _max: { position: true } });
    const position = (last._max.position ?? 0) + 1;
    await tx.ladderEntry.create({ data: { teamId, leagueId: team.leagueId, position, since: now } });
    const settings = await getSettings(tx, team.leagueId);
    await tx.teamRating.upsert({ where: { teamId }, create: { teamId, rating: settings.ratingStart, updatedAt: now }, update: {} });
    await tx.team.update({ where: { id: teamId }, data: { status: "approved", approvedAt: now, withdrawnAt: null } });
    await appendEvents(tx, [
      { type: "team_joined", rule: "T2", at: now, actorId: actor.id, teamId, data: { name: team.name, returning: team.status === "withdrawn" } },
    ]);
    await notifyTeams(tx, [teamId], "team_approved", { teamId, name: team.name, position });
    return { id: teamId, state: "approved" as const, position };
  });
}
