// Member replacements (T5; S4, revision 4: the quota is per season): a captain asks to replace one member by a user in no team; a referee
// (not of that team) approves, swapping exactly one member, or rejects. Each request is a case.
import type { Tx } from "@/lib/db/client";
import { now as clockNow } from "@/lib/clock";
import { requirePermission, type Actor, isMemberOf } from "@/lib/auth/permissions";
import { checkReplacementApproval, checkReplacementRequest } from "@/lib/domain/team/replacement";
import { Conflict, Forbidden, NotFound, RuleViolation, violationError } from "@/lib/errors";
import { appendEvents } from "@/lib/services/league/events";
import { getSettings } from "@/lib/services/league/league";
import { inTransaction } from "@/lib/db/transaction";
import { HOUR } from "@/lib/domain/settings";
import { DEFAULT_LADDER, quotaWindow } from "@/lib/services/league/seasons";
import { ladderOfTeam } from "@/lib/services/league/ladders";
import { joinTeam, memberRow, membershipNear } from "@/lib/services/teams/membership";

/** T5: the captain asks to replace one member by a user who is in no team. */
export async function requestReplacement(
  actor: Actor,
  teamId: string,
  input: { outUserId: string; inUserId?: string; inEmail?: string; reason: string },
  now = clockNow(),
) {
  // T6 (revision 4): roster changes are the captain's (a deputy acts in challenges and cases only).
  requirePermission(actor, "team.lead", teamId);
  return inTransaction((tx) => fileReplacement(tx, actor, teamId, input, now));
}

/**
 * T5 inside the caller's transaction (also an invitation into a team once the initial ladder is
 * set, issue 22): the quota, one pending at a time, the member out, the person in, and its case.
 */
export async function fileReplacement(
  tx: Tx,
  actor: NonNullable<Actor>,
  teamId: string,
  input: { outUserId: string; inUserId?: string; inEmail?: string; reason: string },
  now: Date,
) {
  // S2, S4: the team's own ladder's quota, counted in that ladder's season.
  const ladder = (await ladderOfTeam(tx, teamId)) ?? DEFAULT_LADDER;
  const settings = await getSettings(tx, ladder);
  const [approved, pending] = [
    await tx.replacementRequest.count({ where: { teamId, state: "approved", ...(await quotaWindow(tx, ladder)) } }),
    await tx.replacementRequest.count({ where: { teamId, state: "pending" } }),
  ];
  const v = checkReplacementRequest({ approved, pending, max: settings.maxReplacements });
  if (v) throw violationError(v);
  const out = await memberRow(tx, input.outUserId, teamId);
  if (!out) throw new RuleViolation("replacement_not_member", "T5");
  const team = await tx.team.findUnique({ where: { id: teamId }, select: { captainId: true } });
  if (input.outUserId === actor.id || input.outUserId === team?.captainId) throw new RuleViolation("replacement_captain", "T5");
  const inUser = await tx.user.findUnique({
    where: input.inUserId ? { id: input.inUserId } : { email: input.inEmail ?? "" },
    select: { id: true, email: true, name: true },
  });
  if (!inUser) throw new NotFound("not_found");
  // S2: the person coming in is on no team of this team's ladder (or of a division joined to it).
  if (await membershipNear(tx, inUser.id, teamId)) throw new Conflict("user_in_team", "S2");
  const req = await tx.replacementRequest.create({
    data: { teamId, outUserId: input.outUserId, inEmail: inUser.email, inName: inUser.name, reason: input.reason, requestedById: actor.id, createdAt: now },
    select: { id: true },
  });
  const c = await tx.case.create({
    data: {
      kind: "replacement",
      teamId,
      openedById: actor.id,
      reason: input.reason,
      createdAt: now,
      dueAt: new Date(now.getTime() + settings.rulingHours * HOUR),
    },
    select: { id: true },
  });
  await appendEvents(tx, [
    {
      type: "replacement_requested",
      rule: "T5",
      at: now,
      actorId: actor.id,
      teamId,
      caseId: c.id,
      data: { requestId: req.id, outUserId: input.outUserId, inUserId: inUser.id },
    },
  ]);
  return { requestId: req.id, caseId: c.id };
}

/** T5: a referee approves (swapping exactly one member) or rejects a pending request. */
export async function decideReplacement(actor: Actor, requestId: string, input: { approve: boolean; reason: string }, now = clockNow()) {
  requirePermission(actor, "case.rule");
  return inTransaction(async (tx) => {
    const req = await tx.replacementRequest.findUnique({ where: { id: requestId } });
    if (!req) throw new NotFound("not_found");
    if (isMemberOf(actor, req.teamId)) throw new Forbidden("conflict_of_interest");
    const claimed = await tx.replacementRequest.updateMany({
      where: { id: requestId, state: "pending" },
      data: { state: input.approve ? "approved" : "rejected", decidedById: actor.id, decidedAt: now, decisionReason: input.reason },
    });
    if (claimed.count !== 1) throw new Conflict("case_closed", "T5");
    if (input.approve) {
      const ladder = (await ladderOfTeam(tx, req.teamId)) ?? DEFAULT_LADDER;
      const settings = await getSettings(tx, ladder);
      const approved = await tx.replacementRequest.count({
        where: { teamId: req.teamId, state: "approved", id: { not: requestId }, ...(await quotaWindow(tx, ladder)) },
      });
      const v = checkReplacementApproval({ approved, max: settings.maxReplacements });
      if (v) throw violationError(v);
      const inUser = await tx.user.findUnique({ where: { email: req.inEmail }, select: { id: true } });
      if (!inUser) throw new NotFound("not_found");
      await tx.teamMember.deleteMany({ where: { userId: req.outUserId, teamId: req.teamId } });
      await joinTeam(tx, { userId: inUser.id, teamId: req.teamId, joinedAt: now });
    }
    await tx.case.updateMany({
      where: { kind: "replacement", teamId: req.teamId, state: "open" },
      data: { state: "ruled", ruling: input.approve ? "approved" : "rejected", rulingReason: input.reason, ruledById: actor.id, ruledAt: now },
    });
    await appendEvents(tx, [
      {
        type: input.approve ? "member_replaced" : "replacement_rejected",
        rule: "T5",
        at: now,
        actorId: actor.id,
        teamId: req.teamId,
        data: { requestId, outUserId: req.outUserId, inEmail: req.inEmail, reason: input.reason },
      },
    ]);
    return { state: input.approve ? ("approved" as const) : ("rejected" as const) };
  });
}
