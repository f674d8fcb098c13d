// My account (issue 22): the display name, the preferred language (used for e-mails and
// notifications), an e-mail change proven by a link sent to the new address (the old one is told),
// and the opt-out of notification e-mails (List-Unsubscribe; security mails always go out).
import { plainText } from "@/lib/text/plain";
import crypto from "node:crypto";
import { db } from "@/lib/db/client";
import { now as clockNow } from "@/lib/clock";
import { requireUser, type Actor } from "@/lib/auth/permissions";
import { authSecret } from "@/lib/auth/secret";
import { verifyCredentials } from "@/lib/services/accounts/auth";
import { BadRequest, Conflict, NotFound } from "@/lib/errors";
import { appendEvents } from "@/lib/services/league/events";
import { getLeague } from "@/lib/services/league/league";
import { inTransaction } from "@/lib/db/transaction";
import { EMAIL_CHANGE_HOURS, siteLink } from "@/lib/services/accounts/secrets";
import { issueToken, useToken } from "@/lib/services/accounts/credentials";
import { queueSecurityMail } from "@/lib/services/accounts/security-mail";
import { spend } from "@/lib/services/accounts/limits";
import { requireEmail } from "@/lib/services/accounts/address";
import { announceConfigChange } from "@/lib/db/notify";
import { invalidateConfig } from "@/lib/read-cache";

/**
 * PATCH /api/v1/me: display name, language, notification e-mails, and (issue 38) the reader's own
 * time zone for notices (null: league time only; a new zone is announced as configuration, since
 * every notice is rendered once per zone in use, lib/services/mail/inbox.ts).
 */
export async function updateProfile(
  actor: Actor,
  input: { name?: string; locale?: "zh-CN" | "en"; emailNotifications?: boolean; timeZone?: string | null },
  now = clockNow(),
) {
  requireUser(actor);
  const zoneChange = input.timeZone !== undefined;
  const saved = inTransaction(async (tx) => {
    const u = await tx.user.update({
      where: { id: actor.id },
      data: {
        ...(input.name !== undefined ? { name: plainText(input.name) } : {}),
        ...(input.locale ? { locale: input.locale } : {}),
        ...(input.emailNotifications !== undefined ? { emailNotifications: input.emailNotifications } : {}),
        ...(zoneChange ? { timeZone: input.timeZone } : {}),
      },
      select: { name: true, locale: true, email: true, emailNotifications: true, pendingEmail: true, timeZone: true },
    });
    await appendEvents(tx, [{ type: "profile_updated", at: now, actorId: actor.id, data: { fields: Object.keys(input) } }]);
    if (zoneChange) await announceConfigChange(tx);
    return u;
  });
  return zoneChange ? saved.finally(invalidateConfig) : saved;
}

/** GET /api/v1/me */
export async function getProfile(actor: Actor) {
  requireUser(actor);
  const prisma = await db();
  const u = await prisma.user.findUnique({
    where: { id: actor.id },
    select: {
      id: true,
      email: true,
      name: true,
      locale: true,
      role: true,
      emailNotifications: true,
      pendingEmail: true,
      emailVerifiedAt: true,
      timeZone: true,
    },
  });
  if (!u) throw new NotFound("not_found");
  return { ...u, emailVerifiedAt: u.emailVerifiedAt?.toISOString() ?? null, teamId: actor.teamId, captainOf: actor.captainOf, teams: actor.teams };
}

/**
 * POST /api/v1/me/email: a new address, confirmed by the current password; it takes effect when
 * the link sent to it is followed (24 h). The old address is told. 202 whatever the new address
 * (one already in use gets a mail saying so, not the requester an answer).
 */
export async function requestEmailChange(actor: Actor, input: { email: string; password: string }, ctx: { origin: string; address?: string; now?: Date }) {
  requireUser(actor);
  const now = ctx.now ?? clockNow();
  const prisma = await db();
  const me = await prisma.user.findUniqueOrThrow({ where: { id: actor.id }, select: { email: true, locale: true } });
  await verifyCredentials(me.email, input.password, { address: ctx.address });
  const email = requireEmail(input.email);
  if (email === me.email) throw new BadRequest({ email: ["same_email"] }, "same_email");
  await spend(["verifyEmail", email], ["addressProbe", actor.id]);
  await inTransaction(async (tx) => {
    const league = (await getLeague(tx)).name;
    // Issue 35: the requester sees the same whatever the address (pendingEmail set either way, the
    // old link ended either way); only the mail to the address differs.
    await tx.oneTimeToken.updateMany({ where: { userId: actor.id, kind: "email_change", usedAt: null }, data: { usedAt: now } });
    await tx.user.update({ where: { id: actor.id }, data: { pendingEmail: email } });
    const taken = await tx.user.findUnique({ where: { email }, select: { id: true, locale: true } });
    if (taken) {
      await queueSecurityMail(tx, email, taken.locale, "email_change_taken", { league }, taken.id);
      await queueSecurityMail(tx, me.email, me.locale, "email_change_notice", { email, league }, actor.id);
      return;
    }
    const token = await issueToken(tx, "email_change", actor.id, email, EMAIL_CHANGE_HOURS, now);
    await queueSecurityMail(
      tx,
      email,
      me.locale,
      "email_change",
      { url: siteLink(ctx.origin, me.locale, `/verify/${token}?change=1`), league, hours: EMAIL_CHANGE_HOURS },
      actor.id,
    );
    await queueSecurityMail(tx, me.email, me.locale, "email_change_notice", { email, league }, actor.id);
    await appendEvents(tx, [{ type: "email_change_requested", at: now, actorId: actor.id, data: { userId: actor.id } }]);
  });
  return { accepted: true };
}

/** POST /api/v1/me/email/confirm: the link from the new address; the address changes. */
export async function confirmEmailChange(input: { token: string }, ctx: { address?: string; now?: Date } = {}) {
  const now = ctx.now ?? clockNow();
  await spend(["acceptClient", ctx.address ?? "unknown"]);
  return inTransaction(async (tx) => {
    const t = await useToken(tx, "email_change", input.token, now);
    const taken = await tx.user.findUnique({ where: { email: t.email }, select: { id: true } });
    if (taken && taken.id !== t.userId) throw new Conflict("email_taken");
    await tx.user.update({ where: { id: t.userId }, data: { email: t.email, emailVerifiedAt: now, pendingEmail: null } });
    await appendEvents(tx, [{ type: "email_changed", at: now, actorId: t.userId, data: { userId: t.userId } }]);
    return { changed: true, email: t.email };
  });
}

// List-Unsubscribe (RFC 2369/8058): a link per user, signed with the site's secret, that turns
// notification e-mails off without signing in.
const mac = (userId: string) => crypto.createHmac("sha256", authSecret()).update(`unsubscribe|${userId}`).digest("base64url").slice(0, 32);

export function unsubscribeToken(userId: string): string {
  return `${userId}.${mac(userId)}`;
}

/** POST /api/v1/unsubscribe?token=: notification e-mails off for that user (one click, no sign-in). */
export async function unsubscribe(token: string, now = clockNow()) {
  const [userId, m] = String(token).split(".");
  const expected = userId ? mac(userId) : "";
  if (!userId || !m || m.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(m), Buffer.from(expected))) throw new NotFound("not_found");
  return inTransaction(async (tx) => {
    const r = await tx.user.updateMany({ where: { id: userId }, data: { emailNotifications: false } });
    if (r.count !== 1) throw new NotFound("not_found");
    await appendEvents(tx, [{ type: "unsubscribed", at: now, actorId: userId, data: { userId } }]);
    return { unsubscribed: true };
  });
}
