// Issue 38 (api.md "Chat groups"): connecting a group robot. An admin connects robots for the whole
// site or one ladder (S2: `scope.ladder`, that ladder's news only), a captain or deputy (T6) for
// its own team; nobody else sees or changes them. The URL
// carries the robot's token and the secret signs its messages: both are sealed at rest and never
// returned (the owner sees the provider's host and the path's start). Each change is one
// transaction with its audit event.
import dns from "node:dns/promises";
import { now as clockNow } from "@/lib/clock";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { inTransaction } from "@/lib/db/transaction";
import { can, requireUser, type Actor } from "@/lib/auth/permissions";
import { BadRequest, Forbidden, NotFound } from "@/lib/errors";
import { env } from "@/lib/env";
import { checkWebhookUrl, type ChatEvent, type ChatKind } from "@/lib/domain/notify/chat";
import { appendEvents } from "@/lib/services/league/events";
import { sealLink } from "@/lib/services/mail/sealed-link";
import { isPrivateAddress } from "@/lib/services/notify/chat/http";
import { sendTestMessage } from "@/lib/services/notify/chat/deliver";
import type { RobotInput, RobotPatch } from "@/lib/validations/robots";
import { allLadders, teamTimeZones, type Ladder } from "@/lib/services/league/ladders";
import { currentSettings } from "@/lib/services/league/league";
import { DEFAULT_LADDER } from "@/lib/services/league/seasons";

export type RobotView = {
  id: string;
  kind: ChatKind;
  name: string;
  urlHint: string;
  hasSecret: boolean;
  /** S2: a ladder's robot names its ladder; a team's its team; the site's neither. */
  scope: { ladder: { slug: string; name: Ladder["name"] } | null; team: { id: string; name: string } | null };
  events: ChatEvent[];
  language: string;
  paused: boolean;
  failures: number;
  lastError: string | null;
  lastSentAt: string | null;
  createdAt: string;
};

const select = {
  id: true,
  kind: true,
  name: true,
  urlHint: true,
  secretSealed: true,
  team: { select: { id: true, name: true } },
  events: true,
  language: true,
  pausedAt: true,
  failures: true,
  lastError: true,
  lastSentAt: true,
  createdAt: true,
  teamId: true,
  leagueId: true,
} as const;

type Row = Prisma.ChatRobotGetPayload<{ select: typeof select }>;
const view = (r: Row, ladders: Ladder[]): RobotView => ({
  id: r.id,
  kind: r.kind as ChatKind,
  name: r.name,
  urlHint: r.urlHint,
  hasSecret: !!r.secretSealed,
  scope: { ladder: ladderOf(ladders, r.leagueId), team: r.team },
  events: r.events as ChatEvent[],
  language: r.language,
  paused: !!r.pausedAt,
  failures: r.failures,
  lastError: r.lastError,
  lastSentAt: r.lastSentAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

const ladderOf = (ladders: Ladder[], id: number | null) => {
  const l = id === null ? undefined : ladders.find((x) => x.id === id);
  return l ? { slug: l.slug, name: l.name } : null;
};

/** The teams whose captain's rights the actor holds (S2: one per ladder at most). */
const led = (actor: NonNullable<Actor>) => actor.teams.filter((t) => t.captain).map((t) => t.teamId);

/** Who may manage robots of `teamId` (null: the site's or a ladder's): an admin any, a captain or deputy its team's. */
function mayManage(actor: NonNullable<Actor>, teamId: string | null): boolean {
  return can(actor, "league.admin") || (!!teamId && can(actor, "team.captain", teamId));
}

/** The URL checked for its kind (api.md), and for a generic robot every address its name has now. */
async function acceptedUrl(kind: ChatKind, raw: string): Promise<{ url: URL; hint: string }> {
  const check = checkWebhookUrl(kind, raw, env().LADDER_WEBHOOK_ALLOW_HOSTS);
  if (!check.ok) throw new BadRequest({ url: [check.code] }, check.code);
  if (kind === "generic" && !check.allowListed) {
    const host = check.url.hostname.replace(/^\[|\]$/g, "");
    const addresses = await dns.lookup(host, { all: true }).catch(() => []);
    if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address)))
      throw new BadRequest({ url: ["webhook_url_private"] }, "webhook_url_private");
  }
  const path = check.url.pathname;
  return { url: check.url, hint: `${check.url.protocol}//${check.url.host}${path.length > 14 ? `${path.slice(0, 14)}…` : path}` };
}

/** POST /api/v1/webhooks */
export async function createRobot(actor: Actor, input: RobotInput, now = clockNow()): Promise<{ id: string }> {
  requireUser(actor);
  const teamId = input.scope.team ?? null;
  if (!mayManage(actor, teamId)) throw new Forbidden(teamId || !led(actor).length ? "forbidden" : "webhook_team_scope");
  // S2: a ladder's robot (an admin's); a team's robot follows its team, so a scope names one or the other.
  if (teamId && input.scope.ladder) throw new BadRequest({ scope: ["webhook_scope_one"] }, "webhook_scope_one");
  const ladder = input.scope.ladder ? (await allLadders()).find((l) => l.slug === input.scope.ladder) : null;
  if (ladder === undefined) throw new BadRequest({ scope: ["webhook_ladder_unknown"] }, "webhook_ladder_unknown");
  const { url, hint } = await acceptedUrl(input.kind, input.url);
  return inTransaction(async (tx) => {
    if (teamId && !(await tx.team.findUnique({ where: { id: teamId }, select: { id: true } }))) throw new NotFound();
    const robot = await tx.chatRobot.create({
      data: {
        kind: input.kind,
        name: input.name,
        urlSealed: sealLink(url.toString()),
        urlHint: hint,
        secretSealed: input.secret ? sealLink(input.secret) : null,
        teamId,
        leagueId: ladder?.id ?? null,
        events: input.events,
        language: input.language,
        ownerId: actor.id,
        createdAt: now,
      },
      select: { id: true },
    });
    await appendEvents(tx, [
      {
        type: "robot_added",
        at: now,
        actorId: actor.id,
        teamId,
        ...(ladder ? { ladder: ladder.id } : {}),
        data: { robotId: robot.id, kind: input.kind, events: input.events },
      },
    ]);
    return robot;
  });
}

/** GET /api/v1/webhooks: the robots the actor manages (an admin all of them). */
export async function listRobots(actor: Actor): Promise<{ robots: RobotView[] }> {
  requireUser(actor);
  const admin = can(actor, "league.admin");
  if (!admin && !led(actor).length) return { robots: [] };
  const rows = await (await db()).chatRobot.findMany({ where: admin ? {} : { teamId: { in: led(actor) } }, select, orderBy: { createdAt: "asc" } });
  const ladders = await allLadders();
  return { robots: rows.map((r) => view(r, ladders)) };
}

/**
 * The time zone each robot's times are shown in (S2: the admin's list spans ladders): a ladder's
 * robot its ladder's, a team's robot its team's ladder's, the site's the default ladder's.
 */
export async function robotTimeZones(robots: RobotView[]): Promise<Record<string, string>> {
  const [ladders, teams] = await Promise.all([allLadders(), teamTimeZones(robots.map((r) => r.scope.team?.id ?? null))]);
  const ofLadder = async (slug: string) => (await currentSettings(ladders.find((l) => l.slug === slug)?.id ?? DEFAULT_LADDER)).timeZone;
  return Object.fromEntries(
    await Promise.all(robots.map(async (r) => [r.id, r.scope.ladder ? await ofLadder(r.scope.ladder.slug) : teams.get(r.scope.team?.id ?? null)!])),
  );
}

async function loadManaged(actor: Actor, id: string) {
  requireUser(actor);
  const row = await (await db()).chatRobot.findUnique({ where: { id }, select });
  // A robot the actor may not manage does not exist for it (its team's chat is not the actor's business).
  if (!row || !mayManage(actor, row.teamId)) throw new NotFound();
  return row;
}

/** GET /api/v1/webhooks/:id */
export async function getRobot(actor: Actor, id: string): Promise<RobotView> {
  return view(await loadManaged(actor, id), await allLadders());
}

/** PATCH /api/v1/webhooks/:id: events, language, name, a new URL or secret; `paused: false` resumes it. */
export async function updateRobot(actor: Actor, id: string, patch: RobotPatch, now = clockNow()): Promise<RobotView> {
  const row = await loadManaged(actor, id);
  const url = patch.url !== undefined ? await acceptedUrl(row.kind as ChatKind, patch.url) : null;
  return inTransaction(async (tx) => {
    const updated = await tx.chatRobot.update({
      where: { id },
      data: {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.events ? { events: patch.events } : {}),
        ...(patch.language ? { language: patch.language } : {}),
        ...(url ? { urlSealed: sealLink(url.url.toString()), urlHint: url.hint } : {}),
        ...(patch.secret !== undefined ? { secretSealed: patch.secret ? sealLink(patch.secret) : null } : {}),
        ...(patch.paused === true ? { pausedAt: now } : patch.paused === false ? { pausedAt: null, failures: 0 } : {}),
      },
      select,
    });
    // A resumed robot's waiting messages go at once.
    if (patch.paused === false) await tx.chatOutbox.updateMany({ where: { robotId: id, sentAt: null }, data: { nextAttemptAt: now } });
    const changed = Object.keys(patch).filter((k) => k !== "secret" && k !== "url");
    await appendEvents(tx, [
      {
        type: "robot_changed",
        at: now,
        actorId: actor!.id,
        teamId: row.teamId,
        data: { robotId: id, changed, url: patch.url !== undefined, secret: patch.secret !== undefined },
      },
    ]);
    return view(updated, await allLadders());
  });
}

/** DELETE /api/v1/webhooks/:id: the robot and its waiting messages. */
export async function deleteRobot(actor: Actor, id: string, now = clockNow()): Promise<{ id: string; deleted: true }> {
  const row = await loadManaged(actor, id);
  await inTransaction(async (tx) => {
    await tx.chatRobot.delete({ where: { id } });
    await appendEvents(tx, [{ type: "robot_removed", at: now, actorId: actor!.id, teamId: row.teamId, data: { robotId: id, kind: row.kind } }]);
  });
  return { id, deleted: true };
}

/**
 * POST /api/v1/webhooks/:id/test: a short message now; the answer says what the robot answered.
 * Wall-clock time, not the league's (a demo's clock override): providers check a signature's age.
 */
export async function testRobot(actor: Actor, id: string, now = new Date()) {
  await loadManaged(actor, id);
  const robot = await (await db()).chatRobot.findUniqueOrThrow({ where: { id } });
  return sendTestMessage(robot, now);
}
