// Invitations (issue 22): an admin invites anyone (with a role), a captain or deputy (T6) invites
// members to its own team. A one-time link valid 7 days, returned to the inviter (clubs share
// links in group chats) and e-mailed. Accepting asks for a display name and a password and
// activates the account; a used, expired or revoked link answers 410.
//
// The person is a registered member of the team from the invitation on (an account that cannot
// sign in until accepted), so that a captain's roster is known before everyone has clicked; an
// existing account joins when its owner accepts. Once the initial ladder is set (T5), an
// invitation into an approved team is a replacement request, unless an admin overrides with a reason.
// Following a link (the invitation page, the acceptance): invitation-links.ts.
import type { Tx } from "@/lib/db/client";
import { db } from "@/lib/db/client";
import { now as clockNow } from "@/lib/clock";
import { can, requirePermission, requireUser, type Actor, type Role } from "@/lib/auth/permissions";
import { Conflict, Forbidden, NotFound, RuleViolation } from "@/lib/errors";
import { appendEvents } from "@/lib/services/league/events";
import { getLeague } from "@/lib/services/league/league";
import { inTransaction } from "@/lib/db/transaction";
import { fileReplacement } from "@/lib/services/teams/replacements";
import { INVITATION_DAYS, newSecret, siteLink } from "@/lib/services/accounts/secrets";
import { queueSecurityMail } from "@/lib/services/accounts/security-mail";
import { spend } from "@/lib/services/accounts/limits";
import { requireEmail } from "@/lib/services/accounts/address";
import { translate } from "@/lib/i18n/messages";
import { joinTeam, membershipNear } from "@/lib/services/teams/membership";
import { mailLadderName, teamLadder } from "@/lib/services/teams/roster-state";

const DAY = 86_400_000;

export type InvitationInput = {
  email: string;
  role?: Role;
  teamId?: string;
  /** T5: the member this invitation replaces, once the initial ladder is set. */
  replaces?: string;
  /** T5: an admin's reason to change an approved team's roster outside the replacements. */
  overrideReason?: string;
  /** The language of the mail (the inviter's by default). */
  locale?: string;
  /** Captain, deputy or member of the team (bulk import, team registration). */
  teamRole?: "captain" | "deputy" | "member";
};

/**
 * The account an invitation is for: the existing one, or a new one that cannot sign in until
 * accepted. Issue 35: a new account holds no role and no name taken from the address (a QQ
 * address is a QQ number): the role is the accepted invitation's, the name the person's own.
 */
async function inviteeAccount(tx: Tx, email: string, locale: string, now: Date) {
  const existing = await tx.user.findUnique({
    where: { email },
    select: { id: true, passwordHash: true, disabledAt: true, role: true },
  });
  if (existing) {
    const placeholder = existing.passwordHash === "";
    // An account that never accepted holds no role (one made before issue 35 may still carry one).
    if (placeholder && existing.role !== "member") await tx.user.update({ where: { id: existing.id }, data: { role: "member" } });
    return { ...existing, placeholder };
  }
  const u = await tx.user.create({
    data: {
      email,
      name: translate(locale, "invites.placeholderName"),
      passwordHash: "",
      role: "member",
      locale,
      emailVerifiedAt: null,
      invitedAt: now,
      createdAt: now,
    },
    select: { id: true, passwordHash: true, disabledAt: true },
  });
  return { ...u, placeholder: true };
}

/**
 * Creates an invitation inside the caller's transaction (the team registration and the bulk
 * import invite many at once). Permission checks are the caller's.
 */
export async function inviteIn(
  tx: Tx,
  actor: NonNullable<Actor> | null,
  input: InvitationInput,
  ctx: { origin: string; now: Date; league: string; ladderSet: boolean; /** false: staged, mailed later (issue 37's import) */ send?: boolean },
) {
  const { now } = ctx;
  const email = requireEmail(input.email);
  const admin = !!actor && can(actor, "league.admin");
  // Issue 35: only an admin's invitation carries a role; anyone else's invites a member.
  const role: Role = admin ? (input.role ?? "member") : "member";
  const locale = input.locale === "en" ? "en" : input.locale === "zh-CN" ? "zh-CN" : (actor?.locale ?? "zh-CN");
  const team = input.teamId ? await tx.team.findUnique({ where: { id: input.teamId }, select: { id: true, name: true, status: true } }) : null;
  if (input.teamId && !team) throw new NotFound("not_found");
  if (team && team.status !== "pending" && team.status !== "approved") throw new Conflict("team_not_open", "T1");
  const user = await inviteeAccount(tx, email, locale, now);
  // Issue 35 (no enumeration): for anyone but an admin the answer is the same whatever account the
  // address has, or none; a person who cannot join (disabled, in another team) is told when
  // accepting. What the inviter's own team already shows is said.
  if (user.disabledAt && admin) throw new Conflict("account_disabled");
  // S2: the person's team in this team's ladder (or in a division joined to it), if any.
  const membership = team ? await membershipNear(tx, user.id, team.id) : null;
  const ownCaptain = !!team && membership?.teamId === team.id && input.teamRole === "captain";
  if (team && membership?.teamId === team.id && !ownCaptain) throw new Conflict("already_member", "T1");
  if (admin && team && membership && !ownCaptain) throw new Conflict("user_in_team", "S2");
  // An expired invitation to the same team is closed first (it can no longer be accepted).
  await tx.invitation.updateMany({
    where: { userId: user.id, teamId: team?.id ?? null, acceptedAt: null, revokedAt: null, expiresAt: { lte: now } },
    data: { revokedAt: now },
  });
  const pending = await tx.invitation.findFirst({
    where: { userId: user.id, acceptedAt: null, revokedAt: null, expiresAt: { gt: now }, ...(admin ? {} : { teamId: team?.id ?? null }) },
    select: { id: true },
  });
  if (pending) throw new Conflict("invitation_pending");

  let replacementId: string | null = null;
  let joined = false;
  if (team) {
    // T5: once the initial ladder is set, an approved team's roster changes through replacements.
    const underT5 = ctx.ladderSet && team.status === "approved";
    const override = input.overrideReason?.trim() ?? "";
    if (underT5 && !(actor && can(actor, "league.admin") && override.length >= 3)) {
      if (!input.replaces) throw new RuleViolation("invitation_needs_replacement", "T5").withFields({ replaces: ["required"] });
      replacementId = (await fileReplacement(tx, actor!, team.id, { outUserId: input.replaces, inUserId: user.id, reason: `${email}` }, now)).requestId;
    } else if (user.placeholder && !ownCaptain && !membership) {
      // The roster names the person at once; the account activates on acceptance.
      await joinTeam(tx, { userId: user.id, teamId: team.id, joinedAt: now, deputy: input.teamRole === "deputy" });
      joined = true;
      await appendEvents(tx, [
        {
          type: "member_added",
          rule: underT5 ? "T5" : "T1",
          at: now,
          actorId: actor?.id ?? null,
          teamId: team.id,
          data: underT5 ? { userId: user.id, override: true, reason: override } : { userId: user.id, invited: true },
        },
      ]);
    }
  }
  const secret = newSecret();
  const inv = await tx.invitation.create({
    data: {
      tokenHash: secret.hash,
      email,
      role,
      teamId: team?.id ?? null,
      userId: user.id,
      invitedById: actor?.id ?? null,
      locale,
      replacementId,
      overrideReason: input.overrideReason?.trim() || null,
      teamRole: input.teamRole ?? (team ? "member" : null),
      // A staged invitation (sentCount 0) has a link nobody knows; sending it makes a new one.
      sentCount: ctx.send === false ? 0 : 1,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY),
    },
    select: { id: true, expiresAt: true },
  });
  const url = siteLink(ctx.origin, locale, `/invite/${secret.token}`);
  if (ctx.send !== false)
    await queueSecurityMail(
      tx,
      email,
      locale,
      "invitation",
      { url, league: ctx.league, team: team?.name ?? "—", inviter: actor?.name ?? ctx.league, days: INVITATION_DAYS },
      user.id,
    );
  await appendEvents(tx, [
    {
      type: "invitation_created",
      rule: team ? "T1" : undefined,
      at: now,
      actorId: actor?.id ?? null,
      teamId: team?.id ?? null,
      data: { invitationId: inv.id, userId: user.id, role, joined, replacementId, email, ...(ctx.send === false ? { staged: true } : {}) },
    },
  ]);
  return { id: inv.id, url, expiresAt: inv.expiresAt.toISOString(), userId: user.id };
}

/** POST /api/v1/invitations: an admin (any role, any team) or a team's captain or deputy (members of its team). */
export async function createInvitation(actor: Actor, input: InvitationInput, opts: { origin: string; now?: Date }) {
  requireUser(actor);
  const admin = can(actor, "league.admin");
  if (!admin) {
    if (!input.teamId) throw new Forbidden("forbidden");
    // T6 (revision 4): the roster is the captain's alone; a deputy acts in challenges and cases.
    requirePermission(actor, "team.lead", input.teamId);
    if ((input.role ?? "member") !== "member" || input.overrideReason) throw new Forbidden("forbidden");
  }
  const now = opts.now ?? clockNow();
  // Issue 35: limits after the permission check, per inviter and per address (a revoked
  // invitation counts: invite and revoke in a loop mails nobody more than the address's limit).
  const email = requireEmail(input.email);
  await spend(["inviteInviter", actor.id], ["inviteAddress", email]);
  const r = await inTransaction(async (tx) => {
    const league = await getLeague(tx);
    // T5, S2: whether the team is set is its own ladder's moment (and its name the invitation's).
    const own = input.teamId ? await teamLadder(tx, input.teamId) : null;
    return inviteIn(tx, actor, { ...input, email }, { origin: opts.origin, now, league: own?.name ?? league.name, ladderSet: own?.set ?? false });
  });
  // No foreign id in the answer (issue 35): the account's id is the admin's business only.
  return admin ? r : { id: r.id, url: r.url, expiresAt: r.expiresAt };
}

/** May `actor` manage this invitation: an admin, or its team's captain (T6, revision 4: not a deputy). */
export function mayManage(actor: NonNullable<Actor>, inv: { teamId: string | null }) {
  return can(actor, "league.admin") || (!!inv.teamId && can(actor, "team.lead", inv.teamId));
}

/** A new link valid 7 days from now, mailed; the invitation's old link (if any) stops working. */
export async function mailAnew(
  tx: Tx,
  inv: { id: string; email: string; locale: string; userId: string; team: { name: string } | null },
  ctx: { origin: string; now: Date; league: string; inviter: string },
) {
  const secret = newSecret();
  const expiresAt = new Date(ctx.now.getTime() + INVITATION_DAYS * DAY);
  await tx.invitation.update({ where: { id: inv.id }, data: { tokenHash: secret.hash, expiresAt, sentCount: { increment: 1 } } });
  const url = siteLink(ctx.origin, inv.locale, `/invite/${secret.token}`);
  await queueSecurityMail(
    tx,
    inv.email,
    inv.locale,
    "invitation",
    { url, league: ctx.league, team: inv.team?.name ?? "—", inviter: ctx.inviter, days: INVITATION_DAYS },
    inv.userId,
  );
  return { url, expiresAt };
}

/** Revokes a pending invitation; a person who never accepted leaves the roster again. */
export async function revokeInvitation(actor: Actor, id: string, now = clockNow()) {
  requireUser(actor);
  return inTransaction(async (tx) => {
    const inv = await tx.invitation.findUnique({ where: { id }, include: { user: { select: { passwordHash: true } } } });
    if (!inv) throw new NotFound("not_found");
    if (!mayManage(actor, inv)) throw new Forbidden("forbidden");
    const r = await tx.invitation.updateMany({ where: { id, acceptedAt: null, revokedAt: null }, data: { revokedAt: now } });
    if (r.count !== 1) throw new Conflict("invitation_closed");
    // T5 (revision 4): revoking never removes a registered member of a set team (the ladder set,
    // the team approved); before that, the invited person leaves the roster again, recorded.
    // S2: the team's own ladder's moment, not the default ladder's.
    const teamSet = inv.teamId ? ((await teamLadder(tx, inv.teamId))?.set ?? false) : false;
    if (inv.teamId && !teamSet && inv.user.passwordHash === "" && !inv.replacementId) {
      const removed = await tx.teamMember.deleteMany({ where: { userId: inv.userId, teamId: inv.teamId, team: { captainId: { not: inv.userId } } } });
      if (removed.count)
        await appendEvents(tx, [
          { type: "member_removed", rule: "T1", at: now, actorId: actor.id, teamId: inv.teamId, data: { userId: inv.userId, invitationRevoked: true } },
        ]);
    }
    if (inv.replacementId) {
      await tx.replacementRequest.updateMany({
        where: { id: inv.replacementId, state: "pending" },
        data: { state: "rejected", decidedAt: now, decisionReason: "invitation revoked" },
      });
      await tx.case.updateMany({ where: { kind: "replacement", teamId: inv.teamId, state: "open" }, data: { state: "withdrawn", ruledAt: now } });
    }
    await appendEvents(tx, [{ type: "invitation_revoked", at: now, actorId: actor.id, teamId: inv.teamId, data: { invitationId: id } }]);
    return { id, revoked: true };
  });
}

/** Sends a pending invitation again with a new link (the old one stops working) valid 7 days from now. */
export async function resendInvitation(actor: Actor, id: string, opts: { origin: string; now?: Date }) {
  requireUser(actor);
  const now = opts.now ?? clockNow();
  const prisma = await db();
  const found = await prisma.invitation.findUnique({ where: { id }, select: { teamId: true, email: true } });
  if (!found) throw new NotFound("not_found");
  // Issue 35: the permission first; only then is the allowance spent (another team cannot use it up).
  if (!mayManage(actor, found)) throw new Forbidden("forbidden");
  await spend(["inviteResend", id], ["inviteAddress", found.email]);
  return inTransaction(async (tx) => {
    const inv = await tx.invitation.findUnique({ where: { id }, include: { team: { select: { name: true } } } });
    if (!inv) throw new NotFound("not_found");
    if (!mayManage(actor, inv)) throw new Forbidden("forbidden");
    if (inv.acceptedAt || inv.revokedAt) throw new Conflict("invitation_closed");
    // T5 (revision 4): an expired invitation is not resent; a new one follows the rules in force now.
    // A staged invitation (issue 37: imported now, invited later) was never sent: it cannot have expired.
    if (inv.sentCount > 0 && inv.expiresAt.getTime() <= now.getTime()) throw new Conflict("invitation_expired", "T5");
    const { url, expiresAt } = await mailAnew(tx, inv, { origin: opts.origin, now, league: await mailLadderName(tx, inv.teamId), inviter: actor.name });
    await appendEvents(tx, [{ type: "invitation_resent", at: now, actorId: actor.id, teamId: inv.teamId, data: { invitationId: id } }]);
    return { id, url, expiresAt: expiresAt.toISOString() };
  });
}
