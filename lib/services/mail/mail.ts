// The e-mail outbox: notifications are queued in the same transaction as their cause; delivery is
// separate (SMTP_URL), so a mail server's trouble never blocks or undoes a league action. Without
// SMTP_URL the messages stay in the outbox and the admin page lists them.
import nodemailer, { type Transporter } from "nodemailer";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { getLeague } from "@/lib/services/league/league";
import { translate } from "@/lib/i18n/messages";
import { mailDomain, renderMail } from "@/lib/services/mail/format";
import { siteOrigin } from "@/lib/services/accounts/secrets";
import { unsubscribeToken } from "@/lib/services/accounts/profile";
import { openLink } from "@/lib/services/mail/sealed-link";

let cached: Transporter | null | undefined;

/** How long a claimed message is left to its deliverer before another may try it. */
const LEASE_MS = 10 * 60_000;

/**
 * The transport this process delivers with, instead of SMTP_URL's: a test's own SMTP server, the
 * benchmark's sink (issue 38: delivery at commit uses it too).
 */
export function setMailTransport(transport: Transporter | null) {
  cached = transport;
}

function smtp(): Transporter | null {
  if (cached !== undefined) return cached;
  const url = env().SMTP_URL;
  // Issue 38: one pooled connection for a batch (a new SMTP handshake per mail made a sweep's
  // backlog of a few hundred notices take a minute); an explicit ?pool= in SMTP_URL wins.
  const pooled = url && !/[?&]pool=/.test(url) ? `${url}${url.includes("?") ? "&" : "?"}pool=true` : url;
  cached = pooled ? nodemailer.createTransport(pooled) : null;
  return cached;
}

/** An outbox row as a mail is made from it. */
type OutboxMail = {
  id: string;
  to: string;
  subject: string;
  body: string;
  createdAt: Date;
  kind: string;
  userId: string | null;
  sealedLink?: string | null;
  linkPath?: string | null;
  /** The recipient's language when the caller read it with the row (else looked up). */
  locale?: string | null;
};

/**
 * One outbox row as a mail (issue 22): text and HTML parts, the league's name, its own Date and
 * Message-ID, and for notifications List-Unsubscribe (one click, RFC 8058) with a signed link.
 */
export async function composeMail(m: OutboxMail, leagueRow?: Awaited<ReturnType<typeof getLeague>>) {
  const league = leagueRow ?? (await getLeague(await db()));
  const from = env().SMTP_FROM;
  const notification = m.kind === "notification" && !!m.userId;
  // The recipient's language: read with the row by the batch's claim, else looked up.
  const locale = !notification
    ? null
    : m.locale !== undefined
      ? m.locale
      : ((await (await db()).user.findUnique({ where: { id: m.userId! }, select: { locale: true } }))?.locale ?? null);
  const token = notification ? encodeURIComponent(unsubscribeToken(m.userId!)) : "";
  // The header's link takes the one-click POST (RFC 8058); the footer's opens a page with a button.
  const unsubscribeUrl = notification ? `${siteOrigin(league.siteUrl)}/api/v1/unsubscribe?token=${token}` : null;
  const pageUrl = notification ? `${siteOrigin(league.siteUrl)}${locale === "en" ? "/en" : ""}/unsubscribe?token=${token}` : null;
  // Issue 35: a security mail's link, opened only now (lib/services/mail/sealed-link.ts).
  // Issue 38: a notification's page, absolute from the public origin.
  const link = m.sealedLink ? openLink(m.sealedLink) : m.linkPath ? `${siteOrigin(league.siteUrl)}${m.linkPath}` : null;
  if (m.sealedLink && !link) throw new Error("the mail's link was sealed with another secret");
  const { text, html } = renderMail({
    subject: m.subject,
    body: m.body,
    link,
    league: league.name,
    unsubscribeUrl: pageUrl,
    unsubscribeLabel: translate(locale ?? "zh-CN", "mail.unsubscribe"),
  });
  return {
    from,
    to: m.to,
    subject: m.subject,
    text,
    html,
    date: m.createdAt,
    messageId: `<${m.id}@${mailDomain(from)}>`,
    headers: (unsubscribeUrl
      ? { "Auto-Submitted": "auto-generated", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
      : { "Auto-Submitted": "auto-generated" }) as Record<string, string>,
    ...(unsubscribeUrl ? { list: { unsubscribe: { url: unsubscribeUrl, comment: "Unsubscribe" } } } : {}),
  } satisfies nodemailer.SendMailOptions;
}

/** A batch's row as its claim returns it (every field read, the reader's language with it). */
type Claimed = Required<OutboxMail>;

/**
 * Sends up to `batch` unsent messages; returns how many were sent. Failed ones are retried later (5 tries).
 * One statement lists and claims the batch with a lease (security mails first, issue 22: a reset link
 * waits for no backlog of notifications), so two delivering processes never both send a message (one
 * skips the rows the other holds or has claimed); each is marked sent as soon as the server took it.
 */
export async function deliverOutbox(transport: Transporter | null = smtp(), batch = 50): Promise<{ sent: number; failed: number }> {
  if (!transport) return { sent: 0, failed: 0 };
  const prisma = await db();
  const now = new Date();
  const lease = new Date(now.getTime() - LEASE_MS);
  const claimed = await prisma.$queryRaw<Claimed[]>`
    UPDATE "EmailOutbox" o SET attempts = o.attempts + 1, "claimedAt" = ${now}
    FROM (SELECT id FROM "EmailOutbox"
          WHERE "sentAt" IS NULL AND attempts < 5 AND ("claimedAt" IS NULL OR "claimedAt" < ${lease})
          ORDER BY (kind = 'security') DESC, "createdAt" ASC LIMIT ${batch} FOR UPDATE SKIP LOCKED) c
    WHERE o.id = c.id
    RETURNING o.id, o."to", o.subject, o.body, o."createdAt", o.kind, o."userId", o."sealedLink", o."linkPath",
              (SELECT u.locale FROM "User" u WHERE u.id = o."userId") AS locale`;
  if (claimed.length === 0) return { sent: 0, failed: 0 };
  claimed.sort((a, b) => Number(b.kind === "security") - Number(a.kind === "security") || a.createdAt.getTime() - b.createdAt.getTime());
  const league = await getLeague(prisma);
  let sent = 0;
  let failed = 0;
  for (const m of claimed) {
    try {
      await transport.sendMail(await composeMail(m, league));
      // Sent: the link is not kept (issue 35).
      await prisma.emailOutbox.update({ where: { id: m.id }, data: { sentAt: new Date(), lastError: null, sealedLink: null } });
      sent++;
    } catch (err) {
      await prisma.emailOutbox.update({ where: { id: m.id }, data: { lastError: String((err as Error).message).slice(0, 300), claimedAt: null } });
      failed++;
    }
  }
  return { sent, failed };
}
