// Sign-up with e-mail verification and password reset by e-mail (issue 22, ASVS V2.5):
// - sign-up answers 202 whatever the address; an unverified account cannot sign in or act, and can
//   ask for the link again (rate-limited);
// - a reset answers 202 whatever the address, with the same work done either way (a one-time
//   token row and a mail: the reset link, or "no account uses this address"), so neither the
//   answer nor its time tells whether an account exists; the link is valid 1 h, used once, never
//   in an API answer; setting the new password ends every session and API token of the user.
import type { Tx } from "@/lib/db/client";
import { db } from "@/lib/db/client";
import { now as clockNow } from "@/lib/clock";
import { hashPassword } from "@/lib/auth/password";
import { checkPassword } from "@/lib/auth/password-policy";
import { BadRequest, Gone } from "@/lib/errors";
import { appendEvents } from "@/lib/services/league/events";
import { getLeague } from "@/lib/services/league/league";
import { inTransaction } from "@/lib/db/transaction";
import { RESET_HOURS, VERIFY_HOURS, hashSecret, isSecretShape, newSecret, siteLink } from "@/lib/services/accounts/secrets";
import { queueSecurityMail } from "@/lib/services/accounts/security-mail";
import { spend } from "@/lib/services/accounts/limits";
import { requireEmail } from "@/lib/services/accounts/address";
import { plainText } from "@/lib/text/plain";

const HOUR = 3_600_000;
type Ctx = { origin: string; address?: string; locale?: string; now?: Date };
const localeOf = (l: string | undefined) => (l === "en" ? "en" : "zh-CN");

/** A one-time token of `kind` (its hash kept); `userId` null for an address without an account. */
async function issueToken(tx: Tx, kind: "password_reset" | "email_verify" | "email_change", userId: string | null, email: string, hours: number, now: Date) {
  const s = newSecret();
  await tx.oneTimeToken.create({ data: { tokenHash: s.hash, kind, userId, email, createdAt: now, expiresAt: new Date(now.getTime() + hours * HOUR) } });
  return s.token;
}

/**
 * Uses a one-time token of `kind` (single use under races: the claim is one guarded update).
 * 410 with the reason for a token that is unknown, used or expired.
 */
export async function useToken(tx: Tx, kind: "password_reset" | "email_verify" | "email_change", token: string, now: Date) {
  if (!isSecretShape(token)) throw new Gone("link_unknown");
  const row = await tx.oneTimeToken.findUnique({ where: { tokenHash: hashSecret(token) } });
  if (!row || row.kind !== kind || !row.userId) throw new Gone("link_unknown");
  if (row.usedAt) throw new Gone("link_used");
  if (row.expiresAt.getTime() <= now.getTime()) throw new Gone("link_expired");
  const claimed = await tx.oneTimeToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
  if (claimed.count !== 1) throw new Gone("link_used");
  return row as typeof row & { userId: string };
}

/** POST /api/v1/auth/password-reset: 202 whatever the address. */
export async function requestPasswordReset(input: { email: string }, ctx: Ctx) {
  const now = ctx.now ?? clockNow();
  // Issue 35: one strict address, the limit keyed on it (no list, no display name, no header).
  const email = requireEmail(input.email);
  await spend(["resetClient", ctx.address ?? "unknown"], ["resetEmail", email]);
  const prisma = await db();
  const user = await prisma.user.findUnique({ where: { email }, select: { id: true, locale: true, passwordHash: true, disabledAt: true } });
  // Issue 35: an account made by an invitation that was never accepted (revoked, expired) is the
  // address owner's to claim: the reset link sets its first password.
  const active = user && !user.disabledAt;
  await inTransaction(async (tx) => {
    const league = (await getLeague(tx)).name;
    // The same writes either way: a token row (unusable without an account) and one mail.
    const token = await issueToken(tx, "password_reset", active ? user.id : null, email, RESET_HOURS, now);
    const locale = active ? user.locale : localeOf(ctx.locale);
    if (active)
      await queueSecurityMail(
        tx,
        email,
        locale,
        "password_reset",
        { url: siteLink(ctx.origin, locale, `/reset/${token}`), league, hours: RESET_HOURS },
        user.id,
      );
    else await queueSecurityMail(tx, email, locale, "password_reset_unknown", { url: siteLink(ctx.origin, locale, "/signup"), league }, null);
  });
  return { accepted: true };
}

/** POST /api/v1/auth/password-reset/confirm: the new password; every session and API token ends. */
export async function confirmPasswordReset(input: { token: string; password: string }, ctx: { address?: string; now?: Date } = {}) {
  const now = ctx.now ?? clockNow();
  await spend(["acceptClient", ctx.address ?? "unknown"]);
  // The password is checked before the link is spent (a weak one can be retried with the same link).
  const prisma = await db();
  const peek = isSecretShape(input.token)
    ? await prisma.oneTimeToken.findUnique({ where: { tokenHash: hashSecret(input.token) }, select: { userId: true } })
    : null;
  const owner = peek?.userId ? await prisma.user.findUnique({ where: { id: peek.userId }, select: { email: true, name: true } }) : null;
  const weak = checkPassword(input.password, owner ? [owner.email, owner.name] : []);
  if (weak) throw new BadRequest({ password: [weak] }, weak);
  const passwordHash = await hashPassword(input.password);
  return inTransaction(async (tx) => {
    const t = await useToken(tx, "password_reset", input.token, now);
    // The password changes, every session (the version) and every API token ends, other reset links die.
    // The link came to the address: it is verified (an invited account's first password included).
    const before = await tx.user.findUniqueOrThrow({ where: { id: t.userId }, select: { emailVerifiedAt: true } });
    await tx.user.update({ where: { id: t.userId }, data: { passwordHash, sessionVersion: { increment: 1 }, emailVerifiedAt: before.emailVerifiedAt ?? now } });
    await tx.apiToken.deleteMany({ where: { userId: t.userId } });
    await tx.oneTimeToken.updateMany({ where: { userId: t.userId, kind: "password_reset", usedAt: null }, data: { usedAt: now } });
    await appendEvents(tx, [{ type: "password_reset", at: now, actorId: t.userId, data: { userId: t.userId } }]);
    return { reset: true };
  });
}

/** POST /api/v1/signup: 202 whatever the address; the mail carries the verification link. */
export async function signUp(input: { email: string; name: string; password: string; locale?: string }, ctx: Ctx) {
  const now = ctx.now ?? clockNow();
  const email = requireEmail(input.email);
  const name = plainText(input.name);
  if (!name || name.length > 60) throw new BadRequest({ name: ["1 to 60 characters"] });
  const weak = checkPassword(input.password, [email, name]);
  if (weak) throw new BadRequest({ password: [weak] }, weak);
  await spend(["signupClient", ctx.address ?? "unknown"], ["verifyEmail", email]);
  const passwordHash = await hashPassword(input.password);
  const locale = localeOf(input.locale ?? ctx.locale);
  await inTransaction(async (tx) => {
    const league = (await getLeague(tx)).name;
    const existing = await tx.user.findUnique({ where: { email }, select: { id: true, locale: true, passwordHash: true } });
    if (existing?.passwordHash === "") {
      // Issue 35: an invited account that was never accepted does not lock its address out: the
      // sign-up completes it (no role: it never accepted one), verified by the link as any other.
      await tx.user.update({ where: { id: existing.id }, data: { name, passwordHash, locale, role: "member", emailVerifiedAt: null } });
      await tx.oneTimeToken.updateMany({ where: { userId: existing.id, kind: "email_verify", usedAt: null }, data: { usedAt: now } });
      const token = await issueToken(tx, "email_verify", existing.id, email, VERIFY_HOURS, now);
      await queueSecurityMail(
        tx,
        email,
        locale,
        "signup_verify",
        { url: siteLink(ctx.origin, locale, `/verify/${token}`), league, hours: VERIFY_HOURS },
        existing.id,
      );
      await appendEvents(tx, [{ type: "user_signed_up", at: now, actorId: existing.id, data: { userId: existing.id, invited: true } }]);
      return;
    }
    if (existing) {
      // No enumeration: the answer is the same; the owner of the address is told instead.
      await queueSecurityMail(tx, email, existing.locale, "signup_exists", { url: siteLink(ctx.origin, existing.locale, "/forgot"), league }, existing.id);
      return;
    }
    const u = await tx.user.create({ data: { email, name, passwordHash, locale, emailVerifiedAt: null, createdAt: now }, select: { id: true } });
    const token = await issueToken(tx, "email_verify", u.id, email, VERIFY_HOURS, now);
    await queueSecurityMail(tx, email, locale, "signup_verify", { url: siteLink(ctx.origin, locale, `/verify/${token}`), league, hours: VERIFY_HOURS }, u.id);
    await appendEvents(tx, [{ type: "user_signed_up", at: now, actorId: u.id, data: { userId: u.id } }]);
  });
  return { accepted: true };
}

/** POST /api/v1/signup/verify: the address is proven; the account may sign in. */
export async function verifyEmail(input: { token: string }, ctx: { address?: string; now?: Date } = {}) {
  const now = ctx.now ?? clockNow();
  await spend(["acceptClient", ctx.address ?? "unknown"]);
  return inTransaction(async (tx) => {
    const t = await useToken(tx, "email_verify", input.token, now);
    await tx.user.update({ where: { id: t.userId }, data: { emailVerifiedAt: now } });
    await appendEvents(tx, [{ type: "email_verified", at: now, actorId: t.userId, data: { userId: t.userId } }]);
    return { verified: true, email: t.email };
  });
}

/** POST /api/v1/signup/resend: a new verification link for an unverified account; 202 whatever the address. */
export async function resendVerification(input: { email: string }, ctx: Ctx) {
  const now = ctx.now ?? clockNow();
  const email = requireEmail(input.email);
  await spend(["resetClient", ctx.address ?? "unknown"], ["verifyEmail", email]);
  const prisma = await db();
  const user = await prisma.user.findUnique({ where: { email }, select: { id: true, locale: true, emailVerifiedAt: true, passwordHash: true } });
  if (!user || user.emailVerifiedAt || user.passwordHash === "") return { accepted: true };
  await inTransaction(async (tx) => {
    const league = (await getLeague(tx)).name;
    await tx.oneTimeToken.updateMany({ where: { userId: user.id, kind: "email_verify", usedAt: null }, data: { usedAt: now } });
    const token = await issueToken(tx, "email_verify", user.id, email, VERIFY_HOURS, now);
    await queueSecurityMail(
      tx,
      email,
      user.locale,
      "signup_verify",
      { url: siteLink(ctx.origin, user.locale, `/verify/${token}`), league, hours: VERIFY_HOURS },
      user.id,
    );
  });
  return { accepted: true };
}

export { issueToken };
