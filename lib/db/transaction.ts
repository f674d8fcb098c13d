// One transaction per state change, with database errors mapped to the app's errors: a unique
// violation is a conflict (two racing requests), never a 500.
import pg from "pg";
import { dbHandle, type Tx } from "@/lib/db/client";
import { inTxContext, withDirectRaw } from "@/lib/db/raw";
import { announceChange } from "@/lib/db/notify";
import { AppError, Conflict, ServiceUnavailable, type ErrorCode } from "@/lib/errors";
import type { RuleId } from "@/lib/domain/rules";
import { isConnectionFailure } from "@/lib/db/connection-errors";
import { noteDatabaseDown } from "@/lib/db/health";
import { invalidateReads } from "@/lib/read-cache";
import { withWriteBehind } from "@/lib/db/write-behind";
import { collectAfterCommit } from "@/lib/db/after-commit";

type PrismaLikeError = {
  code?: string;
  meta?: { target?: unknown; modelName?: string; driverAdapterError?: { cause?: { originalCode?: string; constraint?: { index?: string } } } };
};

/** Maps a constraint name to the rule it protects. */
function ruleForConstraint(text: string): { code: ErrorCode; rule?: RuleId } {
  if (text.includes("one_open_outgoing")) return { code: "challenger_locked", rule: "C2" };
  if (text.includes("one_open_incoming")) return { code: "defender_locked", rule: "C2" };
  if (text.includes("Invitation_one_pending")) return { code: "invitation_pending" };
  if (text.includes("one_pending")) return { code: "replacement_pending", rule: "T5" };
  if (text.includes("Team_name")) return { code: "team_name_taken", rule: "T1" };
  if (text.includes("User_email")) return { code: "email_taken" };
  if (text.includes("TeamMember") || text.includes("userId")) return { code: "user_in_team" };
  return { code: "conflict" };
}

export function mapDbError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const e = err as PrismaLikeError;
  // A unique violation: from a Prisma query (P2002), or from a hand-written statement: through
  // Prisma (P2010 carrying PostgreSQL's 23505) or on the transaction's connection (pg's own error
  // with the SQL state; decision 0010).
  const direct = err instanceof pg.DatabaseError ? err : undefined;
  const sqlState = e?.meta?.driverAdapterError?.cause?.originalCode ?? direct?.code;
  if (e?.code === "P2002" || sqlState === "23505") {
    const text = JSON.stringify(e.meta ?? {}) + String((err as Error).message ?? "") + (direct?.constraint ?? "");
    const { code, rule } = ruleForConstraint(text);
    return new Conflict(code, rule);
  }
  if (e?.code === "P2034") return new Conflict("conflict");
  // Issues 10 and 25: the database could not be reached, went away or could not hand out a
  // connection in time (PGlite's single connection busy, a pool timeout, a restart): a 503 the
  // client may retry, never a 500; from Prisma or from a hand-written statement (decision 0010).
  if (isConnectionFailure(err)) {
    noteDatabaseDown();
    return new ServiceUnavailable();
  }
  // A deadlock or serialisation failure reported by PostgreSQL: the other request won.
  if (sqlState === "40P01" || sqlState === "40001") return new Conflict("conflict");
  return err;
}

/** Whether PostgreSQL rolled the transaction back for a deadlock or a serialisation failure. */
function isRetryable(err: unknown): boolean {
  const e = err as PrismaLikeError;
  const direct = err instanceof pg.DatabaseError ? err : undefined;
  const sqlState = e?.meta?.driverAdapterError?.cause?.originalCode ?? direct?.code;
  return e?.code === "P2034" || sqlState === "40P01" || sqlState === "40001";
}

/**
 * Issue 35: how often a transaction that PostgreSQL rolled back for a deadlock or a serialisation
 * failure is run again before the client sees 409 (the server's own work at start, the sweep, and
 * a request can meet on the same rows; the work is undone whole, so running it again is safe).
 */
export const TRANSACTION_RETRIES = 3;

/** Runs `fn` in one transaction; database conflicts surface as 409s (after a few retries, above). */
export async function inTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await runOnce(fn);
    } catch (err) {
      if (attempt >= TRANSACTION_RETRIES || !isRetryable(err)) throw mapDbError(err);
      // a short, jittered pause so that the two sides do not meet again at once
      await new Promise((r) => setTimeout(r, (5 + Math.random() * 20) * 2 ** attempt));
    }
  }
}

async function runOnce<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  const { prisma, kind } = await dbHandle();
  {
    // Issue 38: what the transaction queued for delivery leaves when it commits.
    let committed: (() => void) | undefined;
    const result = await inTxContext((connection) =>
      prisma.$transaction(
        async (prismaTx) => {
          // Decision 0010: hand-written statements straight on the transaction's connection.
          const tx = withDirectRaw(prismaTx, connection());
          committed = collectAfterCommit(tx);
          // Issue 11: its events and notifications written together at the end.
          const r = await withWriteBehind(tx, () => fn(tx));
          // Issue 11: delivered to the other instances when this transaction commits.
          if (kind === "postgresql") await announceChange(tx);
          return r;
        },
        { maxWait: 20_000, timeout: 30_000 },
      ),
    );
    invalidateReads();
    committed?.();
    return result;
  }
}
