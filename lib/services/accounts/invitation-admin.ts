// The invitations' list and an admin's work on them (issue 37, api.md "Club setup"): the list
// paged, filtered by state and team and searched; staged invitations (an import that invites
// later) sent in one go; a mistyped address corrected (the old link stops working).
import type { Prisma } from "@/lib/db/generated/client";
import { db } from "@/lib/db/client";
import { now as clockNow } from "@/lib/clock";
import { can, requirePermission, requireUser, type Actor, leads } from "@/lib/auth/permissions";
import { Conflict, Forbidden, NotFound } from "@/lib/errors";
import { appendEvents } from "@/lib/services/league/events";
import { mailLadderName } from "@/lib/services/teams/roster-state";
import { inTransaction } from "@/lib/db/transaction";
import { newSecret } from "@/lib/services/accounts/secrets";
import { requireEmail } from "@/lib/services/accounts/address";
import { spend } from "@/lib/services/accounts/limits";
import { mailAnew, mayManage } from "@/lib/services/accounts/invitations";

export const INVITATION_PAGE_SIZE = 50;
export const INVITATION_STATES = ["open", "pending", "staged", "expired", "accepted", "revoked"] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export type InvitationFilter = { teamId?: string; state?: InvitationState; q?: string; page?: number };

/**
 * Which invitations a state names. "open" (the default, as before the filter existed): neither
 * accepted nor revoked, expired ones included; "pending": open and usable (a staged one waits to
 * be sent, it does not expire); "staged": imported, not sent yet.
 */
function stateWhere(state: InvitationState, now: Date): Prisma.InvitationWhereInput {
  const open = { acceptedAt: null, revokedAt: null };
  switch (state) {
    case "open":
      return open;
    case "pending":
      return { ...open, OR: [{ sentCount: 0 }, { expiresAt: { gt: now } }] };
    case "staged":
      return { ...open, sentCount: 0 };
    case "expired":
      return { ...open, sentCount: { gt: 0 }, expiresAt: { lte: now } };
    case "accepted":
      return { acceptedAt: { not: null } };
    case "revoked":
      return { acceptedAt: null, revokedAt: { not: null } };
  }
}

function stateOf(r: { acceptedAt: Date | null; revokedAt: Date | null; sentCount: number; expiresAt: Date }, now: Date): Exclude<InvitationState, "open"> {
  if (r.acceptedAt) return "accepted";
  if (r.revokedAt) return "revoked";
  if (r.sentCount === 0) return "staged";
  return r.expiresAt <= now ? "expired" : "pending";
}

/**
 * GET /api/v1/invitations: an admin's (all, or one team's) or a captain's (its own team's), in
 * pages of 50, newest first, searched by address, name or team.
 */
export async function listInvitations(actor: Actor, filter: InvitationFilter = {}, now = clockNow()) {
  requireUser(actor);
  const admin = can(actor, "league.admin");
  // S2: a captain of teams in several ladders names one (the first they lead otherwise).
  const teamId = admin ? filter.teamId : filter.teamId && leads(actor, filter.teamId) ? filter.teamId : actor.captainOf;
  if (!admin && !teamId) throw new Forbidden("forbidden");
  const q = filter.q?.normalize("NFKC").trim().slice(0, 100);
  const where: Prisma.InvitationWhereInput = {
    ...stateWhere(filter.state ?? "open", now),
    ...(teamId ? { teamId } : {}),
    ...(q
      ? {
          AND: [
            {
              OR: [
                { email: { contains: q, mode: "insensitive" } },
                { user: { name: { contains: q, mode: "insensitive" } } },
                { team: { name: { contains: q, mode: "insensitive" } } },
              ],
            },
          ],
        }
      : {}),
  };
  const prisma = await db();
  const total = await prisma.invitation.count({ where });
  const pages = Math.max(1, Math.ceil(total / INVITATION_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(filter.page ?? 1)), pages);
  const rows = await prisma.invitation.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    skip: (page - 1) * INVITATION_PAGE_SIZE,
    take: INVITATION_PAGE_SIZE,
    select: {
      id: true,
      email: true,
      role: true,
      teamId: true,
      teamRole: true,
      createdAt: true,
      expiresAt: true,
      acceptedAt: true,
      revokedAt: true,
      sentCount: true,
      replacementId: true,
      team: { select: { name: true } },
      user: { select: { name: true, passwordHash: true } },
    },
  });
  return {
    invitations: rows.map(({ user, acceptedAt, revokedAt, ...r }) => {
      const state = stateOf({ acceptedAt, revokedAt, sentCount: r.sentCount, expiresAt: r.expiresAt }, now);
      return {
        ...r,
        // The name the roster gave (an account that never accepted has no name of its own yet).
        name: user.name,
        team: r.team?.name ?? null,
        createdAt: r.createdAt.toISOString(),
        expiresAt: r.expiresAt.toISOString(),
        expired: state === "expired",
        state,
        sent: r.sentCount > 0,
      };
    }),
    total,
    page,
    pages,
    pageSize: INVITATION_PAGE_SIZE,
  };
}

/**
 * POST /api/v1/invitations/send (admin) `{ teamIds? }`: mails every staged invitation (of those
 * teams), each with its own new link; one transaction, one event. A second call finds none left.
 */
export async function sendInvitations(actor: Actor, input: { teamIds?: string[] }, opts: { origin: string; now?: Date }) {
  requirePermission(actor, "league.admin");
  const now = opts.now ?? clockNow();
  return inTransaction(async (tx) => {
    const staged = await tx.invitation.findMany({
      where: { ...stateWhere("staged", now), ...(input.teamIds ? { teamId: { in: input.teamIds } } : {}) },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true, email: true, locale: true, userId: true, teamId: true, team: { select: { name: true } } },
    });
    // S2: each mail names its team's own ladder (an import into the women's ladder, sent later).
    const names = new Map<string | null, string>();
    for (const inv of staged) {
      if (!names.has(inv.teamId)) names.set(inv.teamId, await mailLadderName(tx, inv.teamId));
      await mailAnew(tx, inv, { origin: opts.origin, now, league: names.get(inv.teamId)!, inviter: actor.name });
    }
    if (staged.length)
      await appendEvents(tx, [
        {
          type: "invitations_sent",
          at: now,
          actorId: actor.id,
          data: { count: staged.length, teams: [...new Set(staged.map((i) => i.teamId).filter(Boolean))].length },
        },
      ]);
    return { sent: staged.length };
  });
}

/**
 * PATCH /api/v1/invitations/:id (admin, while not accepted) `{ email }`: corrects a mistyped
 * address. The invited account (one that never signed in) takes the new address; a sent
 * invitation gets a new link to it and the old link stops working; a staged one stays staged.
 */
export async function changeInvitationEmail(actor: Actor, id: string, input: { email: string }, opts: { origin: string; now?: Date }) {
  requirePermission(actor, "league.admin");
  const now = opts.now ?? clockNow();
  const email = requireEmail(input.email);
  await spend(["inviteAddress", email]);
  return inTransaction(async (tx) => {
    const inv = await tx.invitation.findUnique({
      where: { id },
      select: {
        id: true,
        email: true,
        locale: true,
        userId: true,
        teamId: true,
        acceptedAt: true,
        revokedAt: true,
        sentCount: true,
        team: { select: { name: true } },
        user: { select: { passwordHash: true } },
      },
    });
    if (!inv) throw new NotFound("not_found");
    if (!mayManage(actor, inv)) throw new Forbidden("forbidden");
    if (inv.acceptedAt || inv.revokedAt) throw new Conflict("invitation_closed");
    // An existing account was invited by its own address: another address is another person.
    if (inv.user.passwordHash !== "") throw new Conflict("invitation_for_account");
    if (email === inv.email) return { id, email, sent: false };
    const taken = await tx.user.findUnique({ where: { email }, select: { id: true } });
    if (taken) throw new Conflict("email_taken");
    await tx.user.update({ where: { id: inv.userId }, data: { email } });
    // Every open invitation of that account follows the address (one person, one address).
    await tx.invitation.updateMany({ where: { userId: inv.userId, acceptedAt: null, revokedAt: null }, data: { email } });
    const sent = inv.sentCount > 0;
    if (sent) {
      await mailAnew(tx, { ...inv, email }, { origin: opts.origin, now, league: await mailLadderName(tx, inv.teamId), inviter: actor.name });
    } else {
      // Staged: the link nobody knows is replaced as well, so that nothing of the old address stays usable.
      await tx.invitation.update({ where: { id }, data: { tokenHash: newSecret().hash } });
    }
    await appendEvents(tx, [
      { type: "invitation_email_changed", at: now, actorId: actor.id, teamId: inv.teamId, data: { invitationId: id, from: inv.email, to: email } },
    ]);
    return { id, email, sent };
  });
}
