// Rate limits of the account flows (issue 22), with the sign-in's limiter (rate-limiter-flexible's
// PostgreSQL store, shared by every instance): per address asked about and per client, counted
// before any work, 429 with Retry-After over the limit.
import type pg from "pg";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { dbHandle } from "@/lib/db/client";
import { TooManyRequests } from "@/lib/errors";

export const ACCOUNT_LIMITS = {
  resetEmail: { points: 5, duration: 3600 }, // password reset: per address asked about
  resetClient: { points: 20, duration: 3600 }, // per client address
  signupClient: { points: 10, duration: 3600 },
  verifyEmail: { points: 3, duration: 3600 }, // asking for the verification link again
  inviteResend: { points: 5, duration: 24 * 3600 }, // per invitation
  // Issue 35: invitations (new, resent; revoked ones count) per inviter and per address invited,
  // and address probes by signed-in users (team registration, e-mail change).
  inviteInviter: { points: 40, duration: 3600 },
  inviteAddress: { points: 5, duration: 24 * 3600 },
  addressProbe: { points: 20, duration: 3600 },
  acceptClient: { points: 30, duration: 3600 }, // link attempts (accept, reset, verify) per client
};
type Name = keyof typeof ACCOUNT_LIMITS;

const byPool = new WeakMap<pg.Pool, Map<Name, RateLimiterPostgres>>();

async function limiter(name: Name): Promise<RateLimiterPostgres> {
  const { pool } = await dbHandle();
  let m = byPool.get(pool);
  if (!m) byPool.set(pool, (m = new Map()));
  let l = m.get(name);
  if (!l) {
    l = new RateLimiterPostgres({
      storeClient: pool,
      storeType: "pool",
      tableName: "RateLimit",
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: `acc_${name}`,
      ...ACCOUNT_LIMITS[name],
    });
    m.set(name, l);
  }
  return l;
}

/** Spends one point of each named limit (429 over any of them). */
export async function spend(...items: [Name, string][]) {
  for (const [name, key] of items) {
    try {
      await (await limiter(name)).consume(key.toLowerCase());
    } catch (err) {
      if (err instanceof RateLimiterRes) throw new TooManyRequests(Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
      throw err;
    }
  }
}
