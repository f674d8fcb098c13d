// The e-mail outbox: notifications are queued in the same transaction as their cause; delivery is
// separate (SMTP_URL), so a mail server's trouble never blocks or undoes a league action. Without
// SMTP_URL the messages stay in the outbox and the admin page lists them.
import nodemailer, { type Transporter } from "nodemailer";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";

let cached: Transporter | null | undefined;

/** How long a claimed message is left to its deliverer before another may try it. */
const LEASE_MS = 10 * 60_000;

function smtp(): Transporter | null {
  if (cached !== undefined) return cached;
  const url = env().SMTP_URL;
  cached = url ? nodemailer.createTransport(url) : null;
  return cached;
}

/** Sends up to `batch` unsent messages; returns how many were sent. Failed ones are retried later (5 tries). */
export async function deliverOutbox(transport: Transporter | null = smtp(), batch = 50): Promise<{ sent: number; failed: number }> {
  if (!transport) return { sent: 0, failed: 0 };
  const prisma = await db();
  const pending = await prisma.emailOutbox.findMany({ where: { sentAt: null, attempts: { lt: 5 } }, orderBy: { createdAt: "asc" }, take: batch });
  let sent = 0;
  let failed = 0;
  for (const m of pending) {
    // Claim the message first with a lease, so two delivering processes never both send it (one
    // that listed it after another's claim finds the lease taken).
    const now = new Date();
    const claimed = await prisma.emailOutbox.updateMany({
      where: { id: m.id, sentAt: null, OR: [{ claimedAt: null }, { claimedAt: { lt: new Date(now.getTime() - LEASE_MS) } }] },
      data: { attempts: { increment: 1 }, claimedAt: now },
    });
    if (claimed.count !== 1) continue;
    try {
      await transport.sendMail({ from: env().SMTP_FROM, to: m.to, subject: m.subject, text: m.body });
      await prisma.emailOutbox.update({ where: { id: m.id }, data: { sentAt: new Date(), lastError: null } });
      sent++;
    } catch (err) {
      await prisma.emailOutbox.update({ where: { id: m.id }, data: { lastError: String((err as Error).message).slice(0, 300), claimedAt: null } });
      failed++;
    }
  }
  return { sent, failed };
}
