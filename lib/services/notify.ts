// Notifications: an in-app inbox row for every member of the teams involved, and the same message
// queued to e-mail through the outbox (sent by SMTP when configured; else kept for the admin).
import type { Tx } from "@/lib/db/client";
import { translate } from "@/lib/i18n/messages";

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

export async function notifyTeams(
  tx: Tx,
  teamIds: string[],
  type: NotificationType,
  data: Record<string, string | number | null>,
) {
  const members = await tx.teamMember.findMany({
    where: { teamId: { in: teamIds } },
    select: { user: { select: { id: true, email: true, locale: true } } },
  });
  await notifyUsers(tx, members.map((m) => m.user), type, data);
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
