// Issue 10: sign-in throttling after OWASP's "Blocking Brute Force Attacks" with device cookies.
// Every attempt is counted atomically *before* the password is checked (rate-limiter-flexible's
// PostgreSQL store, one upsert per key, shared by every app instance), so a burst of concurrent
// guesses gets at most the allowance checked. Limits:
//   - a browser holding a valid device cookie for this account (it signed in successfully before)
//     spends only its own allowance: failures from elsewhere cannot lock the owner out;
//   - any other attempt spends the account's allowance for untrusted clients and the client
//     address's allowance.
import crypto from "node:crypto";
import type pg from "pg";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { dbHandle } from "@/lib/db/client";
import { authSecret } from "@/lib/auth/secret";
import { TooManyRequests } from "@/lib/errors";

export const LIMITS = {
  account: { points: 10, duration: 15 * 60 }, // untrusted clients, per account
  address: { points: 50, duration: 15 * 60 }, // per client address, all accounts
  device: { points: 10, duration: 15 * 60 }, // per device cookie
};
export const DEVICE_COOKIE = "ladder_device";

type Limiters = { account: RateLimiterPostgres; address: RateLimiterPostgres; device: RateLimiterPostgres };
const byPool = new WeakMap<pg.Pool, Limiters>();

async function limiters(): Promise<Limiters> {
  const { pool } = await dbHandle();
  let l = byPool.get(pool);
  if (!l) {
    const make = (keyPrefix: string, o: { points: number; duration: number }) =>
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: "pool",
        tableName: "RateLimit",
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix,
        ...o,
      });
    l = { account: make("acct", LIMITS.account), address: make("addr", LIMITS.address), device: make("dev", LIMITS.device) };
    byPool.set(pool, l);
  }
  return l;
}

const sign = (email: string, nonce: string) => crypto.createHmac("sha256", authSecret()).update(`device|${email}|${nonce}`).digest("base64url");

/** A device cookie value for `email` (issued after a successful sign-in). */
export function issueDeviceCookie(email: string): string {
  const nonce = crypto.randomBytes(16).toString("base64url");
  return `${nonce}.${sign(email.trim().toLowerCase(), nonce)}`;
}

/** The device's nonce when the cookie is valid for this account, else null. */
export function deviceNonce(email: string, cookie: string | undefined): string | null {
  if (!cookie) return null;
  const [nonce, mac] = cookie.split(".");
  if (!nonce || !mac) return null;
  const expected = sign(email.trim().toLowerCase(), nonce);
  const a = Buffer.from(mac);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b) ? nonce : null;
}

export type Attempt = { email: string; address: string; device: string | null };
type Spent = { limiter: RateLimiterPostgres; key: string }[];

/** Spends one attempt (429 with Retry-After when over a limit); returns what to refund on success. */
export async function spendAttempt(a: Attempt): Promise<Spent> {
  const l = await limiters();
  const email = a.email.trim().toLowerCase();
  const spend: Spent = a.device
    ? [{ limiter: l.device, key: a.device }]
    : [
        { limiter: l.account, key: email },
        { limiter: l.address, key: a.address },
      ];
  const done: Spent = [];
  try {
    for (const s of spend) {
      await s.limiter.consume(s.key);
      done.push(s);
    }
  } catch (err) {
    if (err instanceof RateLimiterRes) throw new TooManyRequests(Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
    throw err;
  }
  return done;
}

/** After a successful sign-in: the attempt does not count against anyone. */
export async function refundAttempt(spent: Spent) {
  for (const s of spent) await s.limiter.reward(s.key).catch(() => undefined);
}
