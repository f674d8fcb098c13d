// Sign-in checks (rate-limited) and personal API tokens.
import crypto from "node:crypto";
import { db } from "@/lib/db/client";
import { verifyPassword } from "@/lib/auth/password";
import { loadActor } from "@/lib/auth/actor";
import type { Actor } from "@/lib/auth/permissions";
import { TooManyRequests, Unauthorized } from "@/lib/errors";
import { now as clockNow } from "@/lib/clock";

const WINDOW_MS = 15 * 60_000;
const MAX_FAILURES_PER_EMAIL = 10;
const MAX_FAILURES_PER_ADDRESS = 50;

/** Checks email and password; throws 429 after too many failures, 401 when wrong. */
export async function verifyCredentials(email: string, password: string, address = "unknown") {
  const prisma = await db();
  const key = email.trim().toLowerCase();
  // Rate limits are on the real clock: the league clock override must not reset them.
  const since = new Date(Date.now() - WINDOW_MS);
  const [byEmail, byAddress] = [
    await prisma.signInAttempt.count({ where: { key: `email:${key}`, success: false, at: { gte: since } } }),
    await prisma.signInAttempt.count({ where: { key: `addr:${address}`, success: false, at: { gte: since } } }),
  ];
  if (byEmail >= MAX_FAILURES_PER_EMAIL || byAddress >= MAX_FAILURES_PER_ADDRESS) throw new TooManyRequests();
  const user = await prisma.user.findUnique({ where: { email: key }, select: { id: true, passwordHash: true, name: true, email: true, role: true } });
  const ok = user ? await verifyPassword(password, user.passwordHash) : false;
  await prisma.signInAttempt.createMany({
    data: [
      { key: `email:${key}`, success: ok, at: new Date() },
      { key: `addr:${address}`, success: ok, at: new Date() },
    ],
  });
  if (!user || !ok) throw new Unauthorized("invalid_credentials");
  return { id: user.id, name: user.name, email: user.email, role: user.role };
}

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** POST /api/v1/auth/token: a personal API token for the JSON API (shown once). */
export async function createApiToken(email: string, password: string, address?: string) {
  const user = await verifyCredentials(email, password, address);
  const token = `lt_${crypto.randomBytes(24).toString("base64url")}`;
  const prisma = await db();
  await prisma.apiToken.create({ data: { userId: user.id, tokenHash: hashToken(token), createdAt: clockNow() } });
  return { token };
}

/** The actor behind a bearer token, or null. */
export async function actorFromToken(token: string): Promise<Actor> {
  const prisma = await db();
  const row = await prisma.apiToken.findUnique({ where: { tokenHash: hashToken(token) }, select: { id: true, userId: true } });
  if (!row) return null;
  return loadActor(row.userId);
}
