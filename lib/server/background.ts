// Work the server process does by itself: the bootstrap admin, and the deadline sweep every
// minute, so deadlines apply on time even when nobody visits (C7, C8, C9, M2); mail; and the
// double-dummy analysis of new deals (issue 23).
import { env } from "@/lib/env";
import { bootstrapAdmin, loadClockOffset } from "@/lib/services/league/admin";
import { sweepDeadlines } from "@/lib/services/challenges/sweep";
import { deliverOutbox } from "@/lib/services/mail/mail";
import { deliverChat } from "@/lib/services/notify/chat/deliver";
import { deliverAtCommit } from "@/lib/services/notify/delivery";
import { deliverInThread } from "@/lib/server/delivery-thread";
import { dbHandle } from "@/lib/db/client";
import { queueWeeklyDigests } from "@/lib/services/notify/chat/digest";
import { verifyDaily } from "@/lib/services/league/verify";
import { now as clockNow } from "@/lib/clock";
import { isSweeper } from "@/lib/server/sweeper-lock";
import { scheduleAnalysis } from "@/lib/services/challenges/hand-records";

const g = globalThis as unknown as { __ladderBackground?: boolean };

export async function startBackground() {
  if (g.__ladderBackground) return;
  g.__ladderBackground = true;
  try {
    await bootstrapAdmin();
    await loadClockOffset();
  } catch (err) {
    console.error("[startup] bootstrap failed (is the database migrated? run npm run db:migrate)", err);
  }
  // Issue 38: mail and chat messages leave when the transaction that queued them commits; on
  // PostgreSQL from a thread of their own (lib/server/delivery-thread.ts, decision 0024).
  const kind = await dbHandle().then(
    (h) => h.kind,
    () => null,
  );
  if (kind === "postgresql" && env().LADDER_DELIVERY_THREAD === "on") deliverInThread();
  else deliverAtCommit(true);
  // Issue 23: deals saved while the server was down are analysed now.
  scheduleAnalysis();
  const every = env().LADDER_SWEEP_INTERVAL_SECONDS;
  if (every <= 0) return;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    // Each step on its own: a failure of one never skips the others (issue 10).
    const step = async (name: string, fn: () => Promise<unknown>) => {
      try {
        await fn();
      } catch (err) {
        console.error(`[background] ${name} failed`, err);
      }
    };
    // Issue 11: one sweeper at a time across instances (the others skip this tick).
    if (!(await isSweeper().catch(() => false))) {
      running = false;
      return;
    }
    await step("clock", loadClockOffset);
    await step("sweep", async () => {
      const r = await sweepDeadlines();
      if (r.applied) console.log(`[sweep] applied ${r.applied} deadline(s)`);
    });
    await step("verify", () => verifyDaily(clockNow()));
    await step("mail", async () => {
      const m = await deliverOutbox();
      if (m.failed) console.warn(`[mail] ${m.failed} message(s) failed; will retry`);
    });
    // Issue 38: group robots' messages that failed or waited for a rate limit (new ones leave at
    // commit). Wall-clock time, not the league's (a demo's clock override): the providers' limits are real.
    // Issue 38: Monday's digest for the robots that follow it (once per league week).
    await step("digest", () => queueWeeklyDigests(clockNow()));
    await step("chat", async () => {
      const c = await deliverChat(new Date());
      if (c.failed) console.warn(`[chat] ${c.failed} message(s) failed; will retry`);
    });
    // Issue 23: deals waiting for their double-dummy analysis (worked on its own, not awaited:
    // the solver never holds up the next tick's deadlines).
    scheduleAnalysis();
    running = false;
  };
  setInterval(tick, every * 1000).unref();
  void tick();
}
