// League setup (admin): users, teams, the initial ranking (T2), settings, the clock override.
import { translate } from "@/lib/i18n/messages";
import { routing } from "@/lib/i18n/routing";
import { plainText } from "@/lib/text/plain";
import { db } from "@/lib/db/client";
import { clockOffset, now as clockNow, setClockOffset } from "@/lib/clock";
import { env } from "@/lib/env";
import { requirePermission, type Actor } from "@/lib/auth/permissions";
import { hashPassword } from "@/lib/auth/password";
import { Conflict, Forbidden, NotFound, RuleViolation } from "@/lib/errors";
import { appendEvents } from "@/lib/services/league/events";
import { getLeague, getSettings, toSettings } from "@/lib/services/league/league";
import { ladderBySlug } from "@/lib/services/league/ladders";
import { DEFAULT_LADDER } from "@/lib/services/league/seasons";
import { checkSettings, readSettings, settingDecl } from "@/lib/domain/settings";
import { inTransaction } from "@/lib/db/transaction";
import { cachedConfig, invalidateConfig, invalidateReads } from "@/lib/read-cache";
import { announceConfigChange } from "@/lib/db/notify";
import type { z } from "zod";
import type { CreateTeamSchema, CreateUserSchema } from "@/lib/validations/admin";
import type { UpdateLeague } from "@/lib/validations/settings";
import { TEAM_HEAD } from "@/lib/services/teams/teams-read";
import { assertFree, joinTeam } from "@/lib/services/teams/membership";
import { teamLadder } from "@/lib/services/teams/roster-state";

type CreateUser = z.output<typeof CreateUserSchema>;
type CreateTeam = z.output<typeof CreateTeamSchema>;

/** Creates a user (no permission check: for bootstrap and seed; the API goes through createUser). */
export async function insertUser(input: CreateUser, now = clockNow()) {
  const passwordHash = await hashPassword(input.password);
  return inTransaction(async (tx) => {
    const u = await tx.user.create({
      data: { email: input.email, name: plainText(input.name), passwordHash, role: input.role, locale: input.locale, createdAt: now },
      select: { id: true },
    });
    await appendEvents(tx, [{ type: "user_created", at: now, data: { userId: u.id, role: input.role } }]);
    return u;
  });
}

export async function createUser(actor: Actor, input: CreateUser, now = clockNow()) {
  requirePermission(actor, "league.admin");
  return insertUser(input, now);
}

/** T1: a team with its captain and registered members; approved at once, joins at the bottom (T2). */
export async function insertTeam(input: Omit<CreateTeam, "ladder">, actorId: string | null, now = clockNow(), ladder = DEFAULT_LADDER) {
  const memberIds = [...new Set(input.memberIds)];
  if (!memberIds.includes(input.captainId)) throw new RuleViolation("captain_not_member", "T1");
  return inTransaction(async (tx) => {
    const users = await tx.user.count({ where: { id: { in: memberIds } } });
    if (users !== memberIds.length) throw new NotFound("not_found");
    await assertFree(tx, memberIds, ladder); // S2: one team per ladder (and per division group)
    const team = await tx.team.create({
      data: {
        name: plainText(input.name),
        captainId: input.captainId,
        status: "approved",
        approvedAt: now,
        createdAt: now,
        leagueId: ladder,
        members: { create: memberIds.map((userId) => ({ userId, joinedAt: now })) },
      },
      select: { id: true },
    });
    // S2: at the bottom of its own ladder, at that ladder's start rating.
    const settings = await getSettings(tx, ladder);
    const last = await tx.ladderEntry.aggregate({ where: { leagueId: ladder }, _max: { position: true } });
    await tx.ladderEntry.create({ data: { teamId: team.id, leagueId: ladder, position: (last._max.position ?? 0) + 1, since: now } });
    await tx.teamRating.create({ data: { teamId: team.id, rating: settings.ratingStart, updatedAt: now } });
    await appendEvents(tx, [
      { type: "team_joined", rule: "T2", at: now, actorId, teamId: team.id, data: { name: input.name, memberIds, captainId: input.captainId } },
    ]);
    return team;
  });
}

export async function createTeam(actor: Actor, input: CreateTeam, now = clockNow()) {
  requirePermission(actor, "league.admin");
  const { ladder, ...team } = input;
  return insertTeam(team, actor.id, now, ladder ? (await ladderBySlug(ladder)).id : DEFAULT_LADDER);
}

/** T2: the initial ranking, allowed until the first challenge is issued. */
export async function setInitialLadder(actor: Actor | "system", order: string[], now = clockNow(), ladder = DEFAULT_LADDER) {
  if (actor !== "system") requirePermission(actor, "league.admin");
  return inTransaction(async (tx) => {
    await getLeague(tx);
    const [league] = await tx.$queryRaw<{ ladderLockedAt: Date | null; ladderSetAt: Date | null }[]>`
      SELECT "ladderLockedAt", "ladderSetAt" FROM "League" WHERE id = ${ladder} FOR UPDATE`;
    if (!league) throw new NotFound();
    if (league.ladderLockedAt) throw new Conflict("ladder_locked", "T2");
    // S2: the order of this ladder's teams (every approved team of it, once).
    const teams = await tx.team.findMany({ where: { status: "approved", leagueId: ladder }, select: { id: true } });
    const ids = new Set(teams.map((t) => t.id));
    if (order.length !== ids.size || new Set(order).size !== order.length || order.some((id) => !ids.has(id))) {
      throw new RuleViolation("ladder_order_invalid", "T2");
    }
    // Positions are unique only at commit (deferrable): write them in any order.
    for (const [i, teamId] of order.entries()) {
      await tx.ladderEntry.upsert({
        where: { teamId },
        create: { teamId, leagueId: ladder, position: i + 1, since: now },
        update: { position: i + 1, since: now },
      });
    }
    // T5 (revision 4): from this moment (the first order) a roster changes only through T5.
    if (!league.ladderSetAt) await tx.league.update({ where: { id: ladder }, data: { ladderSetAt: now } });
    await appendEvents(tx, [{ type: "ladder_set", rule: "T2", at: now, actorId: actor === "system" ? null : actor.id, ladder, data: { order } }]);
    return { order };
  });
}

/**
 * PATCH /api/v1/league: the name, the venue and any settings. The whole set is checked after the
 * change (SETTING_CHECKS: e.g. C7's answer before C8's deadline), the field to fix named. S1: open
 * challenges keep the settings they were issued under; the change governs challenges issued after it.
 */
export async function updateLeague(actor: Actor, patch: UpdateLeague, now = clockNow(), ladder = DEFAULT_LADDER) {
  requirePermission(actor, "league.admin");
  return inTransaction(async (tx) => {
    await getLeague(tx);
    // S1, S2: this ladder's settings document (the default one for PATCH /league).
    const row = await tx.league.findUniqueOrThrow({ where: { id: ladder } });
    const { name, venue, ...changes } = patch;
    const merged = readSettings({ ...toSettings(row), ...changes });
    const broken = checkSettings(merged);
    if (broken) throw new RuleViolation(broken.code, settingDecl(broken.field).rule).withFields({ [broken.field]: [broken.code] });
    const updated = await tx.league.update({ where: { id: ladder }, data: { ...(name ? { name } : {}), ...(venue ? { venue } : {}), settings: merged } });
    await appendEvents(tx, [{ type: "league_updated", at: now, actorId: actor.id, ladder, data: patch as Record<string, unknown> }]);
    await announceConfigChange(tx);
    return { name: updated.name, venue: updated.venue, ...merged };
  }).finally(invalidateConfig);
}

/** api.md: LADDER_ALLOW_CLOCK_OVERRIDE=1 lets an admin set the clock (null restores it). */
export async function setClock(actor: Actor, at: Date | null) {
  requirePermission(actor, "league.admin");
  if (!env().clockOverrideAllowed) throw new Forbidden("clock_override_disabled");
  const offset = at ? at.getTime() - Date.now() : 0;
  await inTransaction(async (tx) => {
    await getLeague(tx);
    await tx.league.update({ where: { id: 1 }, data: { clockOffsetMs: at ? BigInt(offset) : null } });
    await announceConfigChange(tx);
  });
  setClockOffset(offset);
  invalidateConfig();
  return { now: clockNow().toISOString(), overridden: at !== null };
}

/** Loads the shared clock offset from the league row (at start, and before each sweep). */
export async function loadClockOffset() {
  if (!env().clockOverrideAllowed) return;
  // Issue 11: read once and kept until a write (any instance's) clears the read cache.
  const offset = await cachedConfig("clock-offset", async () => {
    const prisma = await db();
    const [row] = await prisma.$queryRaw<{ ms: number | null }[]>`SELECT "clockOffsetMs"::float8 AS ms FROM "League" WHERE id = 1`;
    return row?.ms ?? 0;
  });
  if (offset !== clockOffset()) {
    setClockOffset(offset);
    invalidateReads(); // another process moved the clock: time-dependent reads are stale
  }
}

/** api.md Bootstrap: LADDER_ADMIN_EMAIL/LADDER_ADMIN_PASSWORD create that admin if absent. */
export async function bootstrapAdmin() {
  const e = env();
  if (!e.LADDER_ADMIN_EMAIL || !e.LADDER_ADMIN_PASSWORD) return null;
  const prisma = await db();
  const email = e.LADDER_ADMIN_EMAIL.toLowerCase();
  const existing = await prisma.user.findUnique({ where: { email }, select: { id: true } });
  if (existing) return existing;
  // Issue 37: named in the site's default language (the organiser changes it on the account page).
  return insertUser({ email, name: translate(routing.defaultLocale, "roles.admin"), password: e.LADDER_ADMIN_PASSWORD, role: "admin", locale: "zh-CN" }).catch(
    async (err) => {
      // Two processes starting at once: the other one created it.
      const again = await prisma.user.findUnique({ where: { email }, select: { id: true } });
      if (again) return again;
      throw err;
    },
  );
}

/**
 * The admin's pages' data: the outbox (e-mails kept when no SMTP is configured), the settings and
 * the teams in ladder order. S2: with a ladder, that ladder's settings row and its teams only (the
 * settings and teams pages, one ladder at a time); without one, the default ladder's settings and
 * every ladder's teams (the invitations page, whose rows are any team's).
 */
export async function getAdminDesk(actor: Actor, ladder?: number) {
  requirePermission(actor, "league.admin");
  const prisma = await db();
  const [league, outbox, pending, teams, users] = [
    ladder === undefined || ladder === DEFAULT_LADDER ? await getLeague(prisma) : await prisma.league.findUniqueOrThrow({ where: { id: ladder } }),
    // Issue 35: never the sealed link; the body shows a marker where it goes.
    await prisma.emailOutbox.findMany({
      orderBy: { createdAt: "desc" },
      take: 50,
      select: { id: true, to: true, subject: true, body: true, createdAt: true, sentAt: true, lastError: true, kind: true },
    }),
    await prisma.emailOutbox.count({ where: { sentAt: null } }),
    await prisma.team.findMany({
      where: ladder === undefined ? {} : { leagueId: ladder },
      orderBy: [{ ladder: { position: "asc" } }, { createdAt: "asc" }],
      take: 200,
      select: {
        ...TEAM_HEAD,
        captain: { select: { email: true } },
        members: { select: { deputy: true, user: { select: { id: true, name: true, email: true } } } },
      },
    }),
    await prisma.user.count(),
  ];
  return {
    league: { ...league, ...toSettings(league), clockOffsetMs: league.clockOffsetMs?.toString() ?? null },
    outbox,
    pending,
    teams,
    users,
    clockOverride: env().clockOverrideAllowed,
    demo: env().LADDER_DEMO === "1",
  };
}

/** T2 by CSV: team names in rank order, one per line (or comma-separated); S2: of the ladder given. */
export async function setInitialLadderFromNames(actor: Actor, csv: string, now = clockNow(), ladder = DEFAULT_LADDER) {
  requirePermission(actor, "league.admin");
  const names = csv
    .split(/[\n,;]+/)
    .map((s) => s.trim().replace(/^"|"$/g, ""))
    .filter(Boolean);
  const prisma = await db();
  const teams = await prisma.team.findMany({ where: { name: { in: names } }, select: { id: true, name: true } });
  const byName = new Map(teams.map((t) => [t.name, t.id]));
  const missing = names.filter((n) => !byName.has(n));
  if (missing.length) throw new RuleViolation("ladder_order_invalid", "T2");
  return setInitialLadder(
    actor,
    names.map((n) => byName.get(n)!),
    now,
    ladder,
  );
}

/** Admin page: a team from member e-mails (the captain's first), in the ladder given (S2). */
export async function createTeamByEmails(
  actor: Actor,
  input: { name: string; captainEmail: string; memberEmails: string[] },
  now = clockNow(),
  ladder = DEFAULT_LADDER,
) {
  requirePermission(actor, "league.admin");
  const emails = [...new Set([input.captainEmail, ...input.memberEmails].map((e) => e.trim().toLowerCase()).filter(Boolean))];
  const prisma = await db();
  const users = await prisma.user.findMany({ where: { email: { in: emails } }, select: { id: true, email: true } });
  if (users.length !== emails.length) throw new NotFound("not_found");
  const id = (email: string) => users.find((u) => u.email === email)!.id;
  return insertTeam({ name: input.name, captainId: id(input.captainEmail.trim().toLowerCase()), memberIds: emails.map(id) }, actor.id, now, ladder);
}

/**
 * T1/T5: the admin adds a registered member (a user in no team) to a team. Once the initial ladder
 * is set, rosters change through T5 replacements; an admin change outside it (a registration
 * mistake) needs a reason and is logged as an override that does not use the team's quota.
 */
export async function addMember(actor: Actor, teamId: string, input: { email?: string; userId?: string; reason?: string }, now = clockNow()) {
  requirePermission(actor, "league.admin");
  return inTransaction(async (tx) => {
    const user = await tx.user.findUnique({
      where: input.userId ? { id: input.userId } : { email: (input.email ?? "").trim().toLowerCase() },
      select: { id: true },
    });
    if (!user) throw new NotFound("not_found");
    const team = await teamLadder(tx, teamId);
    if (!team) throw new NotFound("not_found");
    // T5 (revision 4): once the team is set (its own ladder's initial order, S2; the team approved),
    // a roster change is an override with a reason, the same moment as every other path's.
    const override = team.set;
    const reason = input.reason?.trim() ?? "";
    if (override && reason.length < 3) throw new RuleViolation("override_reason_required", "T5");
    await joinTeam(tx, { userId: user.id, teamId, joinedAt: now });
    await appendEvents(tx, [
      {
        type: "member_added",
        rule: override ? "T5" : "T1",
        at: now,
        actorId: actor.id,
        teamId,
        data: override ? { userId: user.id, override: true, reason } : { userId: user.id },
      },
    ]);
    return { teamId, userId: user.id, override };
  });
}
