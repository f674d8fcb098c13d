// Notifications: an in-app inbox row for every member of the teams involved, and the same message
// queued to e-mail through the outbox (sent by SMTP when configured; else kept for the admin).
import type { Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { locales } from "@/lib/i18n/routing";
import { translate } from "@/lib/i18n/messages";
import { deferredWrites } from "@/lib/services/deferred";

export type NotificationType =
  | "challenge_received"
  | "challenge_answered"
  | "challenge_scheduled"
  | "result_submitted"
  | "challenge_final"
  | "deadline_reminder"
  | "match_reminder"
  | "case_opened"
  | "case_ruled"
  | "case_overdue"
  | "challenge_conceded"
  | "challenge_voided"
  | "reschedule_proposed"
  | "reschedule_accepted"
  | "reschedule_declined";

type Pending = { teamIds: string[]; type: NotificationType; data: Record<string, string | number | null> };
const deferred = deferredWrites<Pending>(async (tx, pending) => {
  const teams = [...new Set(pending.flatMap((p) => p.teamIds))];
  const rows = await tx.teamMember.findMany({ where: { teamId: { in: teams } }, select: { teamId: true, user: { select: { id: true, email: true, locale: true } } } });
  const notes: { userId: string; type: NotificationType; data: Record<string, string | number | null> }[] = [];
  const mails: { to: string; subject: string; body: string }[] = [];
  for (const p of pending) {
    const params = Object.fromEntries(Object.entries(p.data).map(([k, v]) => [k, v ?? ""]));
    for (const m of rows.filter((x) => p.teamIds.includes(x.teamId))) {
      notes.push({ userId: m.user.id, type: p.type, data: p.data });
      mails.push({ to: m.user.email, subject: translate(m.user.locale, `notifications.${p.type}.subject`, params), body: translate(m.user.locale, `notifications.${p.type}.body`, params) });
    }
  }
  if (notes.length) await tx.notification.createMany({ data: notes });
  if (mails.length) await tx.emailOutbox.createMany({ data: mails });
});

/**
 * Issue 11: inside `fn`, team notifications on `tx` are collected and written at the end in three
 * statements for all of them (the sweep applies many deadlines in one transaction).
 */
export function withDeferredNotifications<T>(tx: Tx, fn: () => Promise<T>): Promise<T> {
  return deferred.around(tx, fn);
}

export async function notifyTeams(
  tx: Tx,
  teamIds: string[],
  type: NotificationType,
  data: Record<string, string | number | null>,
) {
  if (deferred.queue(tx, [{ teamIds, type, data }])) return;
  if (teamIds.length === 0) return;
  // Issue 11: every transition notifies both teams, so this is one hand-written statement (the
  // members, their inbox rows and their mails) instead of a read and two compiled inserts.
  const params = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v ?? ""]));
  const text = (part: "subject" | "body") =>
    Prisma.sql`CASE m.locale ${Prisma.join(
      locales.map((l) => Prisma.sql`WHEN ${l} THEN ${translate(l, `notifications.${type}.${part}`, params)}`),
      " ",
    )} ELSE ${translate(locales[0], `notifications.${type}.${part}`, params)} END`;
  const at = new Date();
  await tx.$executeRaw`
    WITH m AS (SELECT u.id, u.email, u.locale FROM "TeamMember" tm JOIN "User" u ON u.id = tm."userId" WHERE tm."teamId" IN (${Prisma.join(teamIds)})),
    n AS (
      INSERT INTO "Notification" (id, "userId", type, data, "createdAt")
      SELECT 'n' || replace(gen_random_uuid()::text, '-', ''), m.id, ${type}::text, ${JSON.stringify(data)}::jsonb, ${at}::timestamp FROM m)
    INSERT INTO "EmailOutbox" (id, "to", subject, body, "createdAt", attempts)
    SELECT 'm' || replace(gen_random_uuid()::text, '-', ''), m.email, ${text("subject")}, ${text("body")}, ${at}::timestamp, 0 FROM m`;
}

/** The same, to named users (R2: the admin and the referees). */
export async function notifyUsers(
  tx: Tx,
  users: { id: string; email: string; locale: string }[],
  type: NotificationType,
  data: Record<string, string | number | null>,
) {
  const members = users.map((user) => ({ user }));
  if (members.length === 0) return;
  await tx.notification.createMany({ data: members.map((m) => ({ userId: m.user.id, type, data })) });
  const params = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v ?? ""]));
  await tx.emailOutbox.createMany({
    data: members.map((m) => ({
      to: m.user.email,
      subject: translate(m.user.locale, `notifications.${type}.subject`, params),
      body: translate(m.user.locale, `notifications.${type}.body`, params),
    })),
  });
}
