// Following an invitation's link (issue 22): the page that shows who invites whom to what, and the
// acceptance that activates the account and joins the team. A used, expired, revoked or unknown link
// answers 410; of two acceptances at once one wins. Issuing and managing invitations: invitations.ts.
import type { Tx } from "@/lib/db/client";
import { db } from "@/lib/db/client";
import { now as clockNow } from "@/lib/clock";
import type { Actor } from "@/lib/auth/permissions";
import { hashPassword } from "@/lib/auth/password";
import { checkPassword } from "@/lib/auth/password-policy";
import { BadRequest, Conflict, Gone, type ErrorCode } from "@/lib/errors";
import { appendEvents } from "@/lib/services/league/events";
import { inTransaction } from "@/lib/db/transaction";
import { hashSecret, isSecretShape } from "@/lib/services/accounts/secrets";
import { spend } from "@/lib/services/accounts/limits";
import { plainText } from "@/lib/text/plain";
import { translate } from "@/lib/i18n/messages";
import { joinTeam, membershipNear } from "@/lib/services/teams/membership";

type InvitationRow = NonNullable<Awaited<ReturnType<typeof findByToken>>>;

async function findByToken(tx: Tx | Awaited<ReturnType<typeof db>>, token: string) {
  if (!isSecretShape(token)) return null;
  return tx.invitation.findUnique({
    where: { tokenHash: hashSecret(token) },
    include: { team: { select: { id: true, name: true } }, user: { select: { id: true, email: true, name: true, passwordHash: true, disabledAt: true } } },
  });
}

/** Why a link no longer works, or null when it does. */
function goneReason(inv: Pick<InvitationRow, "acceptedAt" | "revokedAt" | "expiresAt"> | null, now: Date): ErrorCode | null {
  if (!inv) return "invitation_unknown";
  if (inv.revokedAt) return "invitation_revoked";
  if (inv.acceptedAt) return "invitation_used";
  if (inv.expiresAt.getTime() <= now.getTime()) return "invitation_expired";
  return null;
}

/** The invitation page: who invites whom to what, or why the link no longer works. */
export async function viewInvitation(token: string, now = clockNow()) {
  const prisma = await db();
  const inv = await findByToken(prisma, token);
  const gone = goneReason(inv, now);
  if (gone || !inv) return { state: "gone" as const, reason: gone ?? "invitation_unknown" };
  const inviter = inv.invitedById ? await prisma.user.findUnique({ where: { id: inv.invitedById }, select: { name: true } }) : null;
  return {
    state: "open" as const,
    email: inv.email,
    role: inv.role,
    team: inv.team,
    inviter: inviter?.name ?? null,
    expiresAt: inv.expiresAt.toISOString(),
    existingAccount: inv.user.passwordHash !== "",
    // Issue 35: a name an admin's import gave the person; never one made from the address.
    suggestedName:
      inv.user.passwordHash === "" &&
      inv.user.name !== translate("zh-CN", "invites.placeholderName") &&
      inv.user.name !== translate("en", "invites.placeholderName")
        ? inv.user.name
        : null,
  };
}

/**
 * POST /api/v1/invitations/accept: the one-time link activates the account (a new one takes a
 * display name and a password; an existing one must be signed in as itself) and, for a team
 * invitation, joins the team. A used, expired, revoked or unknown link is 410.
 */
export async function acceptInvitation(actor: Actor, input: { token: string; name?: string; password?: string }, ctx: { address?: string; now?: Date } = {}) {
  const now = ctx.now ?? clockNow();
  await spend(["acceptClient", ctx.address ?? "unknown"]);
  const inv = await findByToken(await db(), input.token);
  const gone = goneReason(inv, now);
  if (gone || !inv) throw new Gone(gone ?? "invitation_unknown");
  const placeholder = inv.user.passwordHash === "";
  let passwordHash: string | null = null;
  const name = plainText(input.name ?? "");
  if (placeholder) {
    if (!name || name.length > 60) throw new BadRequest({ name: ["1 to 60 characters"] });
    const weak = checkPassword(input.password ?? "", [inv.email, name]);
    if (weak) throw new BadRequest({ password: [weak] }, weak);
    passwordHash = await hashPassword(input.password!);
  } else if (!actor || actor.id !== inv.userId) {
    // An account that exists already: its owner accepts while signed in (no password set by a link).
    throw new Conflict("invitation_sign_in");
  }
  if (inv.user.disabledAt) throw new Conflict("account_disabled");
  return inTransaction(async (tx) => {
    // Single use: of two acceptances at once, one wins; the other finds it used.
    const claimed = await tx.invitation.updateMany({
      where: { id: inv.id, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
      data: { acceptedAt: now },
    });
    if (claimed.count !== 1) throw new Gone("invitation_used");
    // Issue 35: a role comes with an admin's invitation only (an admin then, and still an admin
    // now); an account that never accepted held none, so a placeholder takes exactly this one.
    const inviter = inv.invitedById ? await tx.user.findUnique({ where: { id: inv.invitedById }, select: { role: true, disabledAt: true } }) : null;
    const grants = inv.role !== "member" && inviter?.role === "admin" && !inviter.disabledAt;
    await tx.user.update({
      where: { id: inv.userId },
      data: {
        ...(passwordHash ? { passwordHash, name: plainText(name), emailVerifiedAt: now } : {}),
        ...(grants ? { role: inv.role } : placeholder ? { role: "member" } : {}),
      },
    });
    if (inv.teamId && !inv.replacementId) {
      // S2: on no other team of this team's ladder (or of a division joined to it).
      const membership = await membershipNear(tx, inv.userId, inv.teamId);
      if (membership && membership.teamId !== inv.teamId) throw new Conflict("user_in_team", "S2");
      if (!membership) await joinTeam(tx, { userId: inv.userId, teamId: inv.teamId, joinedAt: now, deputy: inv.teamRole === "deputy" });
    }
    await appendEvents(tx, [{ type: "invitation_accepted", at: now, actorId: inv.userId, teamId: inv.teamId, data: { invitationId: inv.id } }]);
    return { userId: inv.userId, email: inv.email };
  });
}
