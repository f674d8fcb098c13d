// Deadlines apply on time even when nobody visits (C7, C8, C9, M2): the sweep finds the challenges
// whose next deadline has passed (index on state, nextDeadlineAt: cost grows with the number due,
// not with history) and applies each in its own transaction. Two sweeps at once are safe: each
// transition is guarded by the row lock and the version, so it is applied exactly once.
import { db } from "@/lib/db/client";
import { now as clockNow } from "@/lib/clock";
import { requirePermission, type Actor } from "@/lib/auth/permissions";
import { applyDueDeadline } from "@/lib/services/challenges";
import { Conflict } from "@/lib/errors";

export async function sweepDeadlines(now = clockNow(), batch = 500): Promise<{ applied: number; due: number }> {
  const prisma = await db();
  const due = await prisma.challenge.findMany({
    where: { state: { not: "final" }, nextDeadlineAt: { lte: now } },
    orderBy: { nextDeadlineAt: "asc" },
    select: { id: true },
    take: batch,
  });
  let applied = 0;
  for (const { id } of due) {
    try {
      if (await applyDueDeadline(id, now)) applied++;
    } catch (err) {
      if (err instanceof Conflict) continue; // another sweep or request got there first
      console.error("[sweep] failed on challenge", id, err);
    }
  }
  return { applied, due: due.length };
}

/** POST /api/v1/admin/sweep. */
export async function sweepAsAdmin(actor: Actor) {
  requirePermission(actor, "league.admin");
  return sweepDeadlines();
}
