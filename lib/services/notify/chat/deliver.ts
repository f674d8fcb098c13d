// Issue 38: delivering the chat outbox. Never inside a request: it starts when the transaction that
// queued a message commits (lib/services/notify/delivery.ts) and the minute's sweep retries. Per
// robot, in order, within the provider's rate limit (lib/domain/notify/chat.ts RATE_LIMITS);
// each message claimed with a lease so two deliverers (two instances) never both send it; a failed
// one waits with backoff (or the provider's Retry-After); a robot failing again and again is paused
// and its owner told. A message is marked sent as soon as the provider accepted it.
import { db } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import { translate } from "@/lib/i18n/messages";
import { PAUSE_AFTER_FAILURES, isAllowListed, rateRoom, retryDelayMs, type ChatKind } from "@/lib/domain/notify/chat";
import { accepted, formatMessage, signRequest, type ChatMessage } from "@/lib/services/notify/chat/providers";
import { postJson } from "@/lib/services/notify/chat/http";
import { openLink } from "@/lib/services/mail/sealed-link";
import { env } from "@/lib/env";
import { siteOrigin } from "@/lib/services/accounts/secrets";
import { getLeague } from "@/lib/services/league/league";
import { ladderById, ladderName, ladderPath } from "@/lib/services/league/ladders";
import { notifyUsers } from "@/lib/services/mail/inbox";

/** The robot's URL and secret, opened for sending (null when sealed with another server secret). */
export function openRobot(r: { urlSealed: string; secretSealed: string | null }): { url: string; secret: string | null } | null {
  const url = openLink(r.urlSealed);
  if (!url) return null;
  return { url, secret: r.secretSealed ? openLink(r.secretSealed) : null };
}

/** How long a claimed message is left to its deliverer before another may try it. */
const LEASE_MS = 2 * 60_000;

type Robot = {
  id: string;
  kind: string;
  urlSealed: string;
  secretSealed: string | null;
  ownerId: string;
  teamId: string | null;
  leagueId: number | null;
  name: string;
  failures: number;
  pausedAt: Date | null;
};

/** Sends one message to a robot as its provider expects it; throws on a network failure or a refused address. */
async function post(robot: Robot, m: ChatMessage, nowMs: number) {
  const opened = openRobot(robot);
  if (!opened) throw new Error("the robot's address was sealed with another server secret");
  const kind = robot.kind as ChatKind;
  const req = signRequest(kind, new URL(opened.url), formatMessage(kind, m), opened.secret, nowMs);
  const answer = await postJson(req.url, req.body, req.headers, isAllowListed(new URL(opened.url), env().LADDER_WEBHOOK_ALLOW_HOSTS));
  return { ...answer, verdict: accepted(kind, answer.status, answer.text) };
}

/**
 * Delivers what is due at `now`; returns what it sent and failed, and when the next waiting
 * message may go (a rate limit's or a backoff's end), null when nothing waits.
 */
export async function deliverChat(now = new Date(), batch = 500): Promise<{ sent: number; failed: number; nextAt: Date | null }> {
  const prisma = await db();
  // Sends are stamped when the provider accepted them (`now` plus the run's time so far), so the
  // next run's rate window starts from the real sends, not from the run's start.
  const started = Date.now();
  const stamp = () => new Date(now.getTime() + (Date.now() - started));
  const due = await prisma.chatOutbox.findMany({
    where: {
      sentAt: null,
      nextAttemptAt: { lte: now },
      robot: { pausedAt: null },
      OR: [{ claimedAt: null }, { claimedAt: { lt: new Date(now.getTime() - LEASE_MS) } }],
    },
    orderBy: { createdAt: "asc" },
    take: batch,
    include: { robot: true },
  });
  const byRobot = new Map<string, typeof due>();
  for (const m of due) byRobot.set(m.robotId, [...(byRobot.get(m.robotId) ?? []), m]);
  const origin = due.length ? siteOrigin((await getLeague(prisma)).siteUrl) : "";
  let sent = 0;
  let failed = 0;
  let nextAt: number | null = null;
  const later = (t: number) => (nextAt = nextAt === null ? t : Math.min(nextAt, t));
  await Promise.all(
    [...byRobot.values()].map(async (messages) => {
      const robot = messages[0].robot;
      const kind = robot.kind as ChatKind;
      const recent = await prisma.chatOutbox.findMany({
        where: { robotId: robot.id, sentAt: { gt: new Date(now.getTime() - 61_000) } },
        select: { sentAt: true },
      });
      const sends = recent.map((r) => r.sentAt!.getTime());
      for (const m of messages) {
        const { room, nextAt: free } = rateRoom(kind, sends, stamp().getTime());
        if (room <= 0) {
          // The robot's waiting messages wait for the window (nobody polls before).
          await prisma.chatOutbox.updateMany({
            where: { robotId: robot.id, sentAt: null, nextAttemptAt: { lt: new Date(free) } },
            data: { nextAttemptAt: new Date(free) },
          });
          later(free);
          return;
        }
        const claimed = await prisma.chatOutbox.updateMany({
          where: { id: m.id, sentAt: null, OR: [{ claimedAt: null }, { claimedAt: { lt: new Date(now.getTime() - LEASE_MS) } }] },
          data: { claimedAt: now, attempts: { increment: 1 } },
        });
        if (claimed.count !== 1) continue;
        let error: string | null = null;
        let retryAfter: number | null = null;
        try {
          const r = await post(
            robot,
            { event: m.event, title: m.title, lines: m.lines, linkLabel: m.linkLabel, link: `${origin}${m.linkPath}` },
            now.getTime(),
          );
          if (!r.verdict.ok) error = r.verdict.error ?? "refused";
          retryAfter = r.retryAfterMs;
        } catch (err) {
          error = String((err as Error).message).slice(0, 300);
        }
        if (!error) {
          const sentAt = stamp();
          await prisma.$transaction([
            prisma.chatOutbox.update({ where: { id: m.id }, data: { sentAt, lastError: null } }),
            prisma.chatRobot.update({ where: { id: robot.id }, data: { failures: 0, lastError: null, lastSentAt: sentAt } }),
          ]);
          sends.push(sentAt.getTime());
          sent++;
          continue;
        }
        failed++;
        const wait = retryAfter ?? retryDelayMs(m.attempts + 1);
        later(now.getTime() + wait);
        await failedOnce(robot, m.id, error, new Date(now.getTime() + wait), now);
        return; // this robot's later messages wait for this one (their order is kept)
      }
    }),
  );
  if (due.length === batch) later(now.getTime());
  const waiting = await prisma.chatOutbox.findFirst({
    where: { sentAt: null, robot: { pausedAt: null } },
    orderBy: { nextAttemptAt: "asc" },
    select: { nextAttemptAt: true },
  });
  if (waiting) later(Math.max(now.getTime(), waiting.nextAttemptAt.getTime()));
  return { sent, failed, nextAt: nextAt === null ? null : new Date(nextAt) };
}

/** A failed attempt: the message waits, the robot counts the failure; the Nth in a row pauses it and tells its owner. */
async function failedOnce(robot: Robot, messageId: string, error: string, retryAt: Date, now: Date) {
  await inTransaction(async (tx) => {
    await tx.chatOutbox.update({ where: { id: messageId }, data: { lastError: error, claimedAt: null, nextAttemptAt: retryAt } });
    // Its robot's later messages wait behind it (their order is kept).
    await tx.chatOutbox.updateMany({ where: { robotId: robot.id, sentAt: null, nextAttemptAt: { lt: retryAt } }, data: { nextAttemptAt: retryAt } });
    const r = await tx.chatRobot.update({ where: { id: robot.id }, data: { failures: { increment: 1 }, lastError: error }, select: { failures: true } });
    if (r.failures < PAUSE_AFTER_FAILURES) return;
    const paused = await tx.chatRobot.updateMany({ where: { id: robot.id, pausedAt: null }, data: { pausedAt: now } });
    if (paused.count !== 1) return;
    const owner = await tx.user.findUnique({ where: { id: robot.ownerId }, select: { id: true, email: true, locale: true } });
    if (owner)
      await notifyUsers(
        tx,
        [owner],
        "robot_paused",
        { name: robot.name || robot.kind, text: error, ...(robot.teamId ? { teamId: robot.teamId } : {}) },
        robot.leagueId ?? undefined,
      );
  });
}

/** POST /webhooks/:id/test: a short message now (not through the outbox), and what the robot answered. */
export async function sendTestMessage(robot: Robot & { language: string }, now: Date) {
  const league = await getLeague(await db());
  const origin = siteOrigin(league.siteUrl);
  const locale = robot.language;
  // S2: a ladder's robot names that ladder and links to its page; the site's and a team's, the site.
  const ladder = robot.leagueId !== null ? await ladderById(robot.leagueId) : null;
  const name = ladder ? ladderName(ladder, locale) : league.name;
  const m: ChatMessage = {
    event: "test",
    title: translate(locale, "robots.testTitle"),
    lines: [translate(locale, "robots.testLine", { league: name || translate(locale, "app.untitled") })],
    linkLabel: translate(locale, "robots.testLink"),
    link: `${origin}${locale === "en" ? "/en" : ""}${ladder ? ladderPath(ladder) : "/"}`,
  };
  try {
    const r = await post(robot, m, now.getTime());
    return { ok: r.verdict.ok, status: r.status, answer: r.text.slice(0, 500), ...(r.verdict.ok ? {} : { error: r.verdict.error ?? "refused" }) };
  } catch (err) {
    return { ok: false, status: 0, answer: "", error: String((err as Error).message).slice(0, 300) };
  }
}
