// Sign-in (throttled before the password check, issue 10), sessions that can be ended (a session
// version per user, checked on every request), passwords, account disabling, and personal API
// tokens that expire and can be listed and revoked.
import crypto from "node:crypto";
import { db, dbRaw } from "@/lib/db/client";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { checkPassword } from "@/lib/auth/password-policy";
import { actorColumns, toActor, type ActorRow } from "@/lib/auth/actor";
import { requirePermission, requireUser, type Actor } from "@/lib/auth/permissions";
import { BadRequest, Conflict, Forbidden, NotFound, Unauthorized } from "@/lib/errors";
import { now as clockNow } from "@/lib/clock";
import { refundAttempt, spendAttempt, deviceNonce } from "@/lib/services/accounts/sign-in-throttle";
import { inTransaction } from "@/lib/db/transaction";
import { appendEvents } from "@/lib/services/league/events";

export type SignInContext = { address?: string; deviceCookie?: string };

// A hash to compare against when the e-mail is unknown, so that both cases take a bcrypt's time.
const dummyHash = hashPassword(crypto.randomBytes(12).toString("hex"));

/** Checks email and password: 429 over a limit (counted before the check), 401 when wrong. */
export async function verifyCredentials(email: string, password: string, ctx: SignInContext = {}) {
  const prisma = await db();
  const key = email.trim().toLowerCase();
  const spent = await spendAttempt({ email: key, address: ctx.address ?? "unknown", device: deviceNonce(key, ctx.deviceCookie) });
  const user = await prisma.user.findUnique({
    where: { email: key },
    select: { id: true, passwordHash: true, name: true, email: true, role: true, sessionVersion: true, disabledAt: true, emailVerifiedAt: true },
  });
  // An invited person who has not accepted yet has no password (issue 22): compared like an unknown address.
  const hash = user && user.passwordHash !== "" ? user.passwordHash : await dummyHash;
  const ok = (await verifyPassword(password, hash)) && !!user && user.passwordHash !== "";
  await prisma.signInAttempt.create({ data: { key: `email:${key}`, success: ok, at: new Date() } });
  if (!user || !ok || user.disabledAt) throw new Unauthorized("invalid_credentials");
  // Issue 22: an unverified address cannot sign in or act (told only after the right password).
  if (!user.emailVerifiedAt) throw new Forbidden("email_unverified");
  await refundAttempt(spent);
  return { id: user.id, name: user.name, email: user.email, role: user.role, sessionVersion: user.sessionVersion };
}

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** POST /api/v1/auth/token: a personal API token (shown once), expiring after `expiresInDays`. */
export async function createApiToken(email: string, password: string, opts: SignInContext & { expiresInDays?: number; name?: string } = {}) {
  const user = await verifyCredentials(email, password, opts);
  return issueToken(user.id, user.sessionVersion, opts);
}

/** A token for the signed-in user (the token page under "my account"). */
export async function createOwnToken(actor: Actor, opts: { expiresInDays?: number; name?: string } = {}) {
  requireUser(actor);
  const prisma = await db();
  const u = await prisma.user.findUniqueOrThrow({ where: { id: actor.id }, select: { sessionVersion: true } });
  return issueToken(actor.id, u.sessionVersion, opts);
}

async function issueToken(userId: string, sessionVersion: number, opts: { expiresInDays?: number; name?: string }) {
  const days = opts.expiresInDays ?? 90;
  if (!Number.isInteger(days) || days < 1 || days > 365) throw new BadRequest({ expiresInDays: ["1 to 365 days"] });
  const token = `lt_${crypto.randomBytes(24).toString("base64url")}`;
  const prisma = await db();
  const createdAt = new Date();
  const row = await prisma.apiToken.create({
    data: {
      userId,
      tokenHash: hashToken(token),
      name: (opts.name ?? "").slice(0, 80),
      createdAt,
      expiresAt: new Date(createdAt.getTime() + days * 86_400_000),
      sessionVersion,
    },
    select: { id: true, expiresAt: true },
  });
  return { token, id: row.id, expiresAt: row.expiresAt.toISOString() };
}

/** GET /api/v1/auth/tokens: the actor's own tokens, never the secret. */
export async function listTokens(actor: Actor) {
  requireUser(actor);
  const prisma = await db();
  const rows = await prisma.apiToken.findMany({
    where: { userId: actor.id },
    orderBy: { createdAt: "desc" },
    select: { id: true, name: true, createdAt: true, expiresAt: true, lastUsedAt: true },
  });
  const now = new Date();
  return {
    tokens: rows.map((r) => ({
      id: r.id,
      name: r.name,
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
      lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
      expired: r.expiresAt <= now,
    })),
  };
}

/** DELETE /api/v1/auth/tokens/:id: revoke one of one's own tokens. */
export async function revokeToken(actor: Actor, id: string) {
  requireUser(actor);
  const prisma = await db();
  const r = await prisma.apiToken.deleteMany({ where: { id, userId: actor.id } });
  if (r.count !== 1) throw new NotFound("not_found");
  return { revoked: id };
}

/** The actor behind a bearer token: unexpired, issued in the user's current session version. */
export async function actorFromToken(token: string): Promise<Actor> {
  const prisma = await db();
  // The token and its user in one query (every API call starts here, issue 11), on the pool.
  const [row] = await (
    await dbRaw()
  ).$queryRaw<(ActorRow & { tokenId: string; expiresAt: Date; lastUsedAt: Date | null; tokenVersion: number })[]>`
    SELECT k.id AS "tokenId", k."expiresAt", k."lastUsedAt", k."sessionVersion" AS "tokenVersion", ${actorColumns}
    FROM "ApiToken" k JOIN "User" u ON u.id = k."userId" WHERE k."tokenHash" = ${hashToken(token)}`;
  // Tokens live on the real clock (the league clock override must not extend or expire them).
  const now = new Date();
  if (!row || row.expiresAt <= now) return null;
  const actor = toActor(row, row.tokenVersion);
  if (!actor) return null;
  // lastUsedAt is written at most once a minute per token (not a write per request).
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000) {
    await prisma.apiToken.update({ where: { id: row.tokenId }, data: { lastUsedAt: now } }).catch(() => undefined);
  }
  return actor;
}

/** Ends every session and token of a user at once (password change, disable, sign-out everywhere). */
async function bumpSessions(userId: string) {
  const prisma = await db();
  await prisma.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } } });
}

/** POST /api/v1/auth/password: change one's own password; every session and token ends. */
export async function changePassword(actor: Actor, input: { currentPassword: string; newPassword: string }, ctx: SignInContext = {}) {
  requireUser(actor);
  const prisma = await db();
  const u = await prisma.user.findUniqueOrThrow({ where: { id: actor.id }, select: { email: true, name: true } });
  await verifyCredentials(u.email, input.currentPassword, ctx);
  const weak = checkPassword(input.newPassword, [u.email, u.name]);
  if (weak) throw new BadRequest({ newPassword: [weak] }, weak);
  await prisma.user.update({ where: { id: actor.id }, data: { passwordHash: await hashPassword(input.newPassword), sessionVersion: { increment: 1 } } });
  await prisma.apiToken.deleteMany({ where: { userId: actor.id } });
  return { changed: true };
}

/** POST /api/v1/auth/signout-all: ends every session and token of the actor. */
export async function signOutEverywhere(actor: Actor) {
  requireUser(actor);
  await bumpSessions(actor.id);
  return { signedOut: true };
}

/** PATCH /api/v1/users/:id { disabled }: an admin disables (or enables) an account; it is signed out at once. */
/** The admin page's form names the account by its e-mail address (issue 24: the page no longer queries the database itself). */
export async function setUserDisabledByEmail(actor: Actor, email: string, disabled: boolean, now = clockNow()) {
  requirePermission(actor, "league.admin");
  const u = await (await db()).user.findUnique({ where: { email: email.trim().toLowerCase() }, select: { id: true } });
  if (!u) throw new NotFound("not_found");
  return setUserDisabled(actor, u.id, disabled, now);
}

export async function setUserDisabled(actor: Actor, userId: string, disabled: boolean, now = clockNow()) {
  requirePermission(actor, "league.admin");
  if (userId === actor.id && disabled) throw new Conflict("cannot_disable_self");
  return inTransaction(async (tx) => {
    const u = await tx.user.findUnique({ where: { id: userId }, select: { id: true } });
    if (!u) throw new NotFound("not_found");
    await tx.user.update({ where: { id: userId }, data: { disabledAt: disabled ? now : null, sessionVersion: { increment: 1 } } });
    await appendEvents(tx, [{ type: disabled ? "user_disabled" : "user_enabled", at: now, actorId: actor.id, data: { userId } }]);
    return { id: userId, disabled };
  });
}
