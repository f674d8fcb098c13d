// Deadlines apply on time even when nobody visits (C7, C8, C9, M2): the sweep finds the challenges
// whose next deadline passed at least 30 s ago (D1, revision 3: an action is judged at the instant
// its request arrived, so the sweep never overtakes one that arrived in time and waited for a lock) (index on state, nextDeadlineAt: cost grows with the number due,
// not with history) and applies each in its own transaction. Two sweeps at once are safe: each
// transition is guarded by the row lock and the version, so it is applied exactly once.
import { transitionFacts } from "@/lib/services/notify/facts";
import { db, type Tx } from "@/lib/db/client";
import { now as clockNow } from "@/lib/clock";
import { requirePermission, type Actor } from "@/lib/auth/permissions";
import { applyDueDeadline, applyDueIn } from "@/lib/services/challenges/deadlines";
import { takeSwapLock } from "@/lib/services/challenges/locks";
import { getSettings } from "@/lib/services/league/league";

/** Due transitions applied per transaction. */
const SWEEP_BATCH = 50;
import { Conflict } from "@/lib/errors";
import { remindersDue } from "@/lib/domain/challenge/transition";
import { inTransaction } from "@/lib/db/transaction";
import { loadChallengeRow, loadChallengeRows, toDomain } from "@/lib/services/challenges/challenge-load";
import { notifyTeams, notifyUsers } from "@/lib/services/mail/inbox";
import { appendEvents } from "@/lib/services/league/events";
import { deliverOutbox } from "@/lib/services/mail/mail";
import { recordWeekClosedAtStart } from "@/lib/services/challenges/priority";
import { SWEEP_GRACE_MS } from "@/lib/domain/challenge/transition-core";
import { closeEndedSeasons } from "@/lib/services/league/season-admin";
import { allLadders } from "@/lib/services/league/ladders";

export async function sweepDeadlines(
  now = clockNow(),
  batch = 500,
): Promise<{ applied: number; due: number; reminders: number; overdueCases: number; seasonsClosed: number }> {
  const prisma = await db();
  const due = await prisma.challenge.findMany({
    where: { state: { not: "final" }, nextDeadlineAt: { lte: new Date(now.getTime() - SWEEP_GRACE_MS) } },
    orderBy: { nextDeadlineAt: "asc" },
    select: { id: true, leagueId: true },
    take: batch,
  });
  let applied = 0;
  // Issue 11: due transitions are applied in batches (one transaction, one ladder lock for many),
  // in deadline order. A batch that fails is retried item by item, so one bad row never holds
  // back the others, and is recorded.
  for (let i = 0; i < due.length; i += SWEEP_BATCH) {
    const ids = due.slice(i, i + SWEEP_BATCH).map((d) => d.id);
    // S2: the lock of each ladder the batch's challenges are in (a challenge's ladder is fixed).
    const ladders = due.slice(i, i + SWEEP_BATCH).map((d) => d.leagueId);
    try {
      applied += await inTransaction(async (tx) => {
        await takeSwapLock(tx, ladders);
        // The batch's events and notifications are written together at its end (inTransaction).
        let n = 0;
        const rows = await loadChallengeRows(tx, ids);
        for (const id of ids) {
          const row = rows.get(id);
          // S2: each challenge under its own ladder's settings (read once per ladder per batch).
          if (row && (await applyDueIn(tx, id, now, await getSettings(tx, row.leagueId), row))) n++;
        }
        return n;
      });
    } catch {
      for (const id of ids) {
        try {
          if (await applyDueDeadline(id, now)) applied++;
        } catch (err) {
          if (err instanceof Conflict) continue; // another sweep or request got there first
          await recordSweepFailure("deadline", id, err, now);
        }
      }
    }
  }
  // C10 (revision 3): position 1 locked at Monday 00:00 closes the week's window from its start
  // (each ladder's own week, S2).
  const ladders = await allLadders();
  for (const l of ladders) await recordWeekClosedAtStart(now, l.id).catch((err) => recordSweepFailure("priority_week", null, err, now));
  const reminders = await sendReminders(now, batch);
  const overdueCases = await notifyOverdueCases(now).catch(async (err) => {
    await recordSweepFailure("overdue_cases", null, err, now);
    return 0;
  });
  // S3 (revision 4): a season past its end day closes once the last of its challenges has ended.
  let seasonsClosed = 0;
  for (const l of ladders)
    seasonsClosed += await closeEndedSeasons(now, l.id).catch(async (err) => {
      await recordSweepFailure("season_close", null, err, now);
      return 0;
    });
  return { applied, due: due.length, reminders, overdueCases, seasonsClosed };
}

/**
 * Issue 10: one failing item never stops the sweep; it is logged and recorded in the audit log
 * (`sweep_failed`, for the admin), and the next sweep tries it again.
 */
async function recordSweepFailure(step: string, challengeId: string | null, err: unknown, now: Date) {
  console.error(`[sweep] ${step} failed`, challengeId ?? "", err);
  try {
    const prisma = await db();
    const message = err instanceof Error ? err.message.slice(0, 300) : String(err).slice(0, 300);
    await prisma.event.create({ data: { at: now, type: "sweep_failed", challengeId, data: { step, message } } });
  } catch (again) {
    console.error("[sweep] could not record the failure", again);
  }
}

/**
 * R2: a case not ruled by its due time notifies the admin and every referee, once (the claim on
 * `overdueNotifiedAt` makes two sweepers at once send it once).
 */
export async function notifyOverdueCases(now = clockNow()): Promise<number> {
  const prisma = await db();
  const overdue = await prisma.case.findMany({
    where: { state: "open", dueAt: { lte: now }, overdueNotifiedAt: null },
    select: { id: true, number: true, challenge: { select: { leagueId: true } } },
    take: 100,
  });
  let sent = 0;
  for (const c of overdue) {
    sent += await inTransaction(async (tx) => {
      const claimed = await tx.case.updateMany({ where: { id: c.id, overdueNotifiedAt: null }, data: { overdueNotifiedAt: now } });
      if (claimed.count !== 1) return 0;
      const staff = await tx.user.findMany({ where: { role: { in: ["admin", "referee"] } }, select: { id: true, email: true, locale: true } });
      await notifyUsers(tx, staff, "case_overdue", { number: c.number, caseId: c.id }, c.challenge?.leagueId);
      await appendEvents(tx, [{ type: "case_overdue", rule: "R2", at: now, caseId: c.id, data: { number: c.number } }]);
      return 1;
    });
  }
  return sent;
}

/**
 * Reminders (issue 4): at 2/3 of each deadline and 1 h before the match, to every member of both
 * teams. Each is sent once (a once-key per challenge, kind and deadline), whoever sweeps.
 */
export async function sendReminders(now = clockNow(), batch = 500): Promise<number> {
  const prisma = await db();
  const due = await prisma.challenge.findMany({
    where: { state: { not: "final" }, nextReminderAt: { lte: now } },
    orderBy: { nextReminderAt: "asc" },
    select: { id: true },
    take: batch,
  });
  let sent = 0;
  // Batched like the deadlines; a failing batch is retried item by item.
  for (let i = 0; i < due.length; i += SWEEP_BATCH) {
    const ids = due.slice(i, i + SWEEP_BATCH).map((d) => d.id);
    try {
      sent += await inTransaction(async (tx) => {
        let n = 0;
        for (const id of ids) n += await remindIn(tx, id, now);
        return n;
      });
    } catch {
      for (const id of ids) {
        sent += await inTransaction((tx) => remindIn(tx, id, now)).catch(async (err) => {
          await recordSweepFailure("reminder", id, err, now);
          return 0;
        });
      }
    }
  }
  return sent;
}

async function remindIn(tx: Tx, id: string, now: Date): Promise<number> {
  const row = await loadChallengeRow(tx, id);
  const { due: reminders, next } = remindersDue(toDomain(row), now);
  let n = 0;
  for (const r of reminders) {
    const key = `reminder:${row.id}:${r.kind}:${r.deadline.toISOString()}`;
    const inserted = await tx.$executeRaw`INSERT INTO "OnceKey" (key, at) VALUES (${key}, ${now}) ON CONFLICT (key) DO NOTHING`;
    if (inserted !== 1) continue;
    // Issue 38: a deadline's reminder to the side that must act (C7 the defender, C9 the
    // challenger, M2 the side that did not submit); the match's to both.
    const ch = toDomain(row);
    const sides: ("challenger" | "defender")[] =
      r.kind === "respond"
        ? ["defender"]
        : r.kind === "choose"
          ? ["challenger"]
          : r.kind === "finalise" && ch.result
            ? [ch.result.bySide === "challenger" ? "defender" : "challenger"]
            : ["challenger", "defender"];
    await notifyTeams(
      tx,
      sides.map((s) => (s === "challenger" ? row.challengerId : row.defenderId)),
      r.kind === "match" ? "match_reminder" : "deadline_reminder",
      { ...transitionFacts(row, ch, null), deadline: r.kind === "match" ? undefined : r.deadline.toISOString() },
      null,
      row.leagueId,
    );
    n++;
  }
  await tx.challenge.update({ where: { id: row.id }, data: { nextReminderAt: next } });
  return n;
}

/** POST /api/v1/admin/sweep: every passed deadline now, and the outbox delivered at once (issue 22). */
export async function sweepAsAdmin(actor: Actor) {
  requirePermission(actor, "league.admin");
  const r = await sweepDeadlines();
  return { ...r, mail: await deliverOutbox() };
}
