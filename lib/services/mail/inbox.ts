// Notifications: an inbox row for each reader of the teams involved, and the same notice queued to
// e-mail through the outbox (sent by SMTP when configured; else kept for the admin). Issue 38: the
// content comes from one renderer (lib/services/notify/render.ts) in each reader's language; the
// readers are the notice's audience (lib/domain/notify/notice.ts: captains and deputies for what
// asks them to act, every member for news); delivery starts when the transaction commits.
import type { Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { locales } from "@/lib/i18n/routing";
import { deferredWrites } from "@/lib/db/deferred";
import { newIdSql } from "@/lib/db/ids";
import { afterCommit } from "@/lib/db/after-commit";
import { AUDIENCE, type NoticeFacts, type NoticeType } from "@/lib/domain/notify/notice";
import { noticeText, renderNotice } from "@/lib/services/notify/render";
import { getSettings } from "@/lib/services/league/league";
import { DEFAULT_LADDER } from "@/lib/services/league/seasons";
import { kickDelivery } from "@/lib/services/notify/delivery";
import { CHAT_EVENT_OF } from "@/lib/domain/notify/chat";
import { cachedConfig } from "@/lib/read-cache";

/**
 * The column `<part><i>` of the locale a reader reads (`localeColumn`), the first (zh-CN, as
 * translate() does) for any other: the texts are rendered once per locale, a row picks its own.
 */
const inLocale = (localeColumn: string, row: string, part: string) =>
  Prisma.sql`CASE ${Prisma.raw(localeColumn)} ${Prisma.join(
    locales.map((l, i) => Prisma.sql`WHEN ${l} THEN ${Prisma.raw(`${row}.${part}${i}`)}`),
    " ",
  )} ELSE ${Prisma.raw(`${row}.${part}0`)} END`;

/** One notice to teams of one ladder (S2: its time zone renders the times; its robots follow it). */
type Pending = {
  ladder: number;
  teamIds: string[];
  type: NoticeType;
  facts: NoticeFacts;
  timeZone: string;
  exceptUserId?: string | null;
  readerZones?: string[];
};

/** A mail's text variant: a language, and the reader's own time zone (null: league time only). */
type Variant = { locale: string; zone: string | null };

/**
 * The column `<part><i>` of the variant a reader reads: their locale, then their own zone where the
 * notice was rendered in it; league time in their language otherwise; the first (zh-CN, league
 * time) for any other locale, as translate() does.
 */
const inVariant = (variants: Variant[], part: string) =>
  Prisma.sql`CASE r.locale ${Prisma.join(
    locales.map((l) => {
      const own = variants.map((v, i) => ({ ...v, i })).filter((v) => v.locale === l);
      const league = own.find((v) => v.zone === null)!.i;
      const zoned = own.filter((v) => v.zone !== null);
      const inner = zoned.length
        ? Prisma.sql`CASE r.zone ${Prisma.join(
            zoned.map((v) => Prisma.sql`WHEN ${v.zone} THEN ${Prisma.raw(`r.${part}${v.i}`)}`),
            " ",
          )} ELSE ${Prisma.raw(`r.${part}${league}`)} END`
        : Prisma.raw(`r.${part}${league}`);
      return Prisma.sql`WHEN ${l} THEN ${inner}`;
    }),
    " ",
  )} ELSE ${Prisma.raw(`r.${part}0`)} END`;

/**
 * Issue 38: the time zones readers chose that differ from the league's (a short list: each notice
 * is rendered once per language and per zone in it). Kept with the configuration; a profile's new
 * zone drops it here and, through NOTIFY, on every other instance (updateProfile).
 */
export async function readerZones(tx: Tx, leagueZone: string): Promise<string[]> {
  const zones = await cachedConfig("readerZones", async () =>
    (await tx.$queryRaw<{ zone: string }[]>`SELECT DISTINCT "timeZone" AS zone FROM "User" WHERE "timeZone" IS NOT NULL ORDER BY 1`).map((r) => r.zone),
  );
  return zones.filter((z) => z !== leagueZone);
}

/**
 * Issue 11: every reader of each notification's teams gets an inbox row and a mail in their own
 * language, for any number of notifications: the CTEs of one hand-written statement (every
 * transition notifies; a compiled read and two inserts cost more than the writes).
 */
export function teamNotificationsSql(pending: Pending[]): Prisma.Sql | null {
  const rows = pending.flatMap((p) => [...new Set(p.teamIds)].map((teamId) => ({ teamId, p })));
  if (rows.length === 0) return null;
  const chat = chatOutboxSql(pending);
  // Per row, the subject, body and page in every variant (columns s0, b0, l0, s1, …: each locale in
  // league time, then in each reader's own zone); a reader's locale and zone pick them.
  const zones = [...new Set(pending.flatMap((p) => p.readerZones ?? []))];
  const variants: Variant[] = locales.flatMap((locale) => [null, ...zones].map((zone) => ({ locale, zone })));
  const values = rows.map(({ teamId, p }) => {
    const texts = variants.flatMap(({ locale, zone }) => {
      const n = renderNotice(locale, p.type, p.facts, p.timeZone, zone);
      return [n.subject, noticeText(n, locale), n.action.path].map((x) => Prisma.sql`${x}::text`);
    });
    return Prisma.sql`(${teamId}::text, ${p.type}::text, ${JSON.stringify(p.facts)}::jsonb, ${AUDIENCE[p.type] === "captains"}::boolean, ${p.exceptUserId ?? ""}::text, ${Prisma.join(texts)})`;
  });
  const columns = Prisma.raw(variants.map((_, i) => `s${i}, b${i}, l${i}`).join(", "));
  const at = new Date();
  // T6: a team's captain and its deputies act for it.
  return Prisma.sql`
    p("teamId", type, data, captains, "except", ${columns}) AS (VALUES ${Prisma.join(values)}),
    m AS (SELECT tm."teamId", u.id, u.email, u.locale, u."timeZone" AS zone, u."emailNotifications" AND u."passwordHash" <> '' AS mail, (tm.deputy OR t."captainId" = u.id) AS acts
      FROM "TeamMember" tm JOIN "User" u ON u.id = tm."userId" JOIN "Team" t ON t.id = tm."teamId"
      WHERE tm."teamId" IN (${Prisma.join([...new Set(rows.map((r) => r.teamId))])})),
    r AS (SELECT p.*, m.id AS "userId", m.email, m.locale, m.zone, m.mail FROM p JOIN m USING ("teamId") WHERE (NOT p.captains OR m.acts) AND m.id <> p."except"),
    n AS (
      INSERT INTO "Notification" (id, "userId", type, data, "createdAt")
      SELECT ${newIdSql}, r."userId", r.type, r.data, ${at}::timestamp FROM r),
    o AS (
      INSERT INTO "EmailOutbox" (id, "to", subject, body, "linkPath", "createdAt", attempts, kind, "userId")
      SELECT ${newIdSql}, r.email, ${inVariant(variants, "s")}, ${inVariant(variants, "b")}, ${inVariant(variants, "l")}, ${at}::timestamp, 0, 'notification', r."userId" FROM r WHERE r.mail)${chat ? Prisma.sql`, ${chat}` : Prisma.empty}`;
}

/**
 * Issue 38: each notice that a group robot may follow, once per robot that follows its event and
 * is the site's, its ladder's (S2) or one of its teams', in the robot's language: the subject as the title, the facts
 * as lines, the action's page (the provider's format and the absolute link are made at sending).
 */
function chatOutboxSql(pending: Pending[]): Prisma.Sql | null {
  const notices = pending.filter((p) => CHAT_EVENT_OF[p.type]);
  if (notices.length === 0) return null;
  const values = notices.map((p) => {
    const texts = locales.flatMap((l) => {
      const n = renderNotice(l, p.type, p.facts, p.timeZone);
      return [
        Prisma.sql`${n.subject}::text`,
        Prisma.sql`${n.details.length ? n.details : [n.lead]}::text[]`,
        Prisma.sql`${n.action.label}::text`,
        Prisma.sql`${n.action.path}::text`,
      ];
    });
    return Prisma.sql`(${CHAT_EVENT_OF[p.type]!}::text, ${p.ladder}::int, ${p.facts.teamIds ?? p.teamIds}::text[], ${Prisma.join(texts)})`;
  });
  const columns = Prisma.raw(locales.map((_, i) => `t${i}, x${i}, a${i}, l${i}`).join(", "));
  const pick = (part: "t" | "x" | "a" | "l") => inLocale("r.language", "q", part);
  const at = new Date();
  // Due at once (the epoch): a new message waits for no clock, only for its robot's rate limit.
  return Prisma.sql`
    q(event, ladder, teams, ${columns}) AS (VALUES ${Prisma.join(values)}),
    c AS (
      INSERT INTO "ChatOutbox" (id, "robotId", event, title, lines, "linkLabel", "linkPath", "createdAt", "nextAttemptAt")
      SELECT ${newIdSql}, r.id, q.event, ${pick("t")}, ${pick("x")}, ${pick("a")}, ${pick("l")}, ${at}::timestamp, to_timestamp(0)
      FROM q JOIN "ChatRobot" r ON q.event = ANY(r.events) AND (r."teamId" IS NULL OR r."teamId" = ANY(q.teams))
        AND (r."leagueId" IS NULL OR r."leagueId" = q.ladder))`;
}

/** Team notifications queued per transaction inside withWriteBehind (lib/db/write-behind.ts). */
export const deferredNotifications = deferredWrites<Pending>();

/**
 * Tells the readers of `teamIds` (the notice type's audience) in one statement at the end of the
 * transaction; `exceptUserId`: the person who acted is not told of their own act. S2: the teams'
 * ladder gives the league time the notice is written in and the ladder's robots that follow it;
 * callers that hold it (a challenge's row) pass it, else it is the first team's.
 */
export async function notifyTeams(tx: Tx, teamIds: string[], type: NoticeType, facts: NoticeFacts, exceptUserId?: string | null, ladder?: number) {
  if (teamIds.length === 0) return;
  const key = ladder ?? (await tx.team.findUnique({ where: { id: teamIds[0] }, select: { leagueId: true } }))?.leagueId ?? DEFAULT_LADDER;
  const { timeZone } = await getSettings(tx, key);
  const pending = [{ ladder: key, teamIds, type, facts, timeZone, exceptUserId, readerZones: await readerZones(tx, timeZone) }];
  afterCommit(tx, kickDelivery);
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
  type: NoticeType,
  facts: NoticeFacts,
  /** S2: the ladder the notice is about (its time zone renders the notice's times). */
  ladder = DEFAULT_LADDER,
) {
  if (users.length === 0) return;
  const { timeZone } = await getSettings(tx, ladder);
  await tx.notification.createMany({ data: users.map((u) => ({ userId: u.id, type, data: facts })) });
  const readers = await tx.user.findMany({
    where: { id: { in: users.map((u) => u.id) } },
    select: { id: true, emailNotifications: true, passwordHash: true, timeZone: true },
  });
  const zoneOf = new Map(readers.map((u) => [u.id, u.timeZone]));
  const off = new Set(readers.filter((u) => !u.emailNotifications || u.passwordHash === "").map((u) => u.id));
  await tx.emailOutbox.createMany({
    data: users
      .filter((u) => !off.has(u.id))
      .map((u) => {
        const n = renderNotice(u.locale, type, facts, timeZone, zoneOf.get(u.id));
        return { to: u.email, subject: n.subject, body: noticeText(n, u.locale), linkPath: n.action.path, kind: "notification", userId: u.id };
      }),
  });
  afterCommit(tx, kickDelivery);
}
