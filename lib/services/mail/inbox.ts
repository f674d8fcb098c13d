// Notifications: an in-app inbox row for every member of the teams involved, and the same message
// queued to e-mail through the outbox (sent by SMTP when configured; else kept for the admin).
import type { Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { locales } from "@/lib/i18n/routing";
import { translateAny } from "@/lib/i18n/messages";
import { deferredWrites } from "@/lib/db/deferred";
import { newIdSql } from "@/lib/db/ids";

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
  | "reschedule_declined"
  | "captain_changed"
  | "team_withdrawn"
  | "team_approved"
  | "team_registered";

type Pending = { teamIds: string[]; type: NotificationType; data: Record<string, string | number | null> };

/** A notification's data as the parameters of its texts. */
const textParams = (data: Pending["data"]) => Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v ?? ""]));

/**
 * Issue 11: every member of each notification's teams gets an inbox row and a mail in their own
 * language, for any number of notifications: the CTEs of one hand-written statement (every
 * transition notifies both teams; a compiled read and two inserts cost more than the writes).
 */
export function teamNotificationsSql(pending: Pending[]): Prisma.Sql | null {
  const rows = pending.flatMap((p) => [...new Set(p.teamIds)].map((teamId) => ({ teamId, p })));
  if (rows.length === 0) return null;
  // Per row, the subject and body in every locale (columns s0, b0, s1, b1, …); a member's own
  // locale picks them, anything else reads the first (zh-CN, as translate() does).
  const values = rows.map(({ teamId, p }) => {
    const params = textParams(p.data);
    const texts = locales.flatMap((l) =>
      (["subject", "body"] as const).map((part) => Prisma.sql`${translateAny(l, `notifications.${p.type}.${part}`, params)}::text`),
    );
    return Prisma.sql`(${teamId}::text, ${p.type}::text, ${JSON.stringify(p.data)}::jsonb, ${Prisma.join(texts)})`;
  });
  const columns = Prisma.raw(locales.map((_, i) => `s${i}, b${i}`).join(", "));
  const inLocale = (part: "s" | "b") =>
    Prisma.sql`CASE m.locale ${Prisma.join(
      locales.map((l, i) => Prisma.sql`WHEN ${l} THEN ${Prisma.raw(`p.${part}${i}`)}`),
      " ",
    )} ELSE ${Prisma.raw(`p.${part}0`)} END`;
  const at = new Date();
  return Prisma.sql`
    p("teamId", type, data, ${columns}) AS (VALUES ${Prisma.join(values)}),
    m AS (SELECT tm."teamId", u.id, u.email, u.locale, u."emailNotifications" AND u."passwordHash" <> '' AS mail FROM "TeamMember" tm JOIN "User" u ON u.id = tm."userId" WHERE tm."teamId" IN (${Prisma.join([...new Set(rows.map((r) => r.teamId))])})),
    n AS (
      INSERT INTO "Notification" (id, "userId", type, data, "createdAt")
      SELECT ${newIdSql}, m.id, p.type, p.data, ${at}::timestamp FROM p JOIN m USING ("teamId")),
    o AS (
      INSERT INTO "EmailOutbox" (id, "to", subject, body, "createdAt", attempts, kind, "userId")
      SELECT ${newIdSql}, m.email, ${inLocale("s")}, ${inLocale("b")}, ${at}::timestamp, 0, 'notification', m.id FROM p JOIN m USING ("teamId") WHERE m.mail)`;
}

/** Team notifications queued per transaction inside withWriteBehind (lib/db/write-behind.ts). */
export const deferredNotifications = deferredWrites<Pending>();

export async function notifyTeams(tx: Tx, teamIds: string[], type: NotificationType, data: Record<string, string | number | null>) {
  const pending = [{ teamIds, type, data }];
  if (deferredNotifications.queue(tx, pending)) return;
  const ctes = teamNotificationsSql(pending);
  if (ctes) await tx.$executeRaw`WITH ${ctes} SELECT 1`;
}

/**
 * The same, to named users (R2: the admin and the referees). Issue 22: no notification mail to a
 * person who turned them off (List-Unsubscribe) or who has not accepted an invitation yet.
 */
export async function notifyUsers(
  tx: Tx,
  users: { id: string; email: string; locale: string }[],
  type: NotificationType,
  data: Record<string, string | number | null>,
) {
  const members = users.map((user) => ({ user }));
  if (members.length === 0) return;
  await tx.notification.createMany({ data: members.map((m) => ({ userId: m.user.id, type, data })) });
  const params = textParams(data);
  const off = new Set(
    (
      await tx.user.findMany({ where: { id: { in: users.map((u) => u.id) }, OR: [{ emailNotifications: false }, { passwordHash: "" }] }, select: { id: true } })
    ).map((u) => u.id),
  );
  await tx.emailOutbox.createMany({
    data: members
      .filter((m) => !off.has(m.user.id))
      .map((m) => ({
        to: m.user.email,
        subject: translateAny(m.user.locale, `notifications.${type}.subject`, params),
        body: translateAny(m.user.locale, `notifications.${type}.body`, params),
        kind: "notification",
        userId: m.user.id,
      })),
  });
}
