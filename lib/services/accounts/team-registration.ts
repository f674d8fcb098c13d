// Team registration (T1, revision 3; issue 22): a signed-in, verified user in no team registers a
// team with a name and its members' e-mails (each is invited); the team is pending (not on the
// ladder) and shown to the admin with its members' status; the admin approves (it joins at the
// bottom, T2: lib/services/teams/teams.ts) or rejects it with a reason. Every step is an audited event
// and a notification.
import { plainText } from "@/lib/text/plain";
import { db } from "@/lib/db/client";
import { now as clockNow } from "@/lib/clock";
import { requirePermission, requireUser, type Actor } from "@/lib/auth/permissions";
import { BadRequest, Conflict, NotFound, RuleViolation } from "@/lib/errors";
import { appendEvents } from "@/lib/services/league/events";
import { getLeague } from "@/lib/services/league/league";
import { inTransaction } from "@/lib/db/transaction";
import { notifyUsers } from "@/lib/services/mail/inbox";
import { inviteIn } from "@/lib/services/accounts/invitations";
import { queueSecurityMail } from "@/lib/services/accounts/security-mail";
import { parseEmail } from "@/lib/domain/accounts/email";
import { spend } from "@/lib/services/accounts/limits";
import { DEFAULT_LADDER } from "@/lib/services/league/seasons";
import { assertFree, ladderGroup } from "@/lib/services/teams/membership";
import { mailLadderName } from "@/lib/services/teams/roster-state";
import { allLadders, type Ladder } from "@/lib/services/league/ladders";

/** S2: the person's team in `ladder`'s group (the ladder and the divisions joined to it), if any. */
export async function teamInGroup(actor: NonNullable<Actor>, ladder: number) {
  const group = await ladderGroup(await db(), ladder);
  return actor.teams.find((t) => group.includes(t.ladder));
}

/** S2: the ladders a person may register a team in (no team of theirs in the group), the default first. */
export async function registrableLadders(actor: NonNullable<Actor>): Promise<Ladder[]> {
  const open: Ladder[] = [];
  for (const l of await allLadders()) if (!(await teamInGroup(actor, l.id))) open.push(l);
  return open;
}

/** POST /api/v1/teams/register → 201 { id, state: "pending" }. */
export async function registerTeam(actor: Actor, input: { name: string; memberEmails: string[] }, ctx: { origin: string; now?: Date; ladder?: number }) {
  requireUser(actor);
  const now = ctx.now ?? clockNow();
  const ladder = ctx.ladder ?? DEFAULT_LADDER;
  // Issue 37: the refusal says which address and which team (an organiser's import may have put the registrant in one).
  // S2: one team per ladder (a person may register a team in another ladder of the site).
  const mine = await teamInGroup(actor, ladder);
  if (mine) {
    const prisma = await db();
    const [own, me] = [
      await prisma.team.findUnique({ where: { id: mine.teamId }, select: { name: true } }),
      await prisma.user.findUnique({ where: { id: actor.id }, select: { email: true } }),
    ];
    throw new Conflict("registrant_in_team", "T1", { email: me?.email ?? "—", team: own?.name ?? "—" });
  }
  const name = plainText(input.name);
  // Issue 35: strict addresses (a bad one named by its field), then the limits: per registrant and
  // per address invited, as for any invitation.
  const emails = [
    ...new Set(
      input.memberEmails.map((text, i) => {
        const email = parseEmail(text);
        if (!email) throw new BadRequest({ [`memberEmails.${i}`]: ["invalid_email"] }, "invalid_email");
        return email;
      }),
    ),
  ];
  await spend(["addressProbe", actor.id], ["inviteInviter", actor.id], ...emails.map((e): ["inviteAddress", string] => ["inviteAddress", e]));
  return inTransaction(async (tx) => {
    const me = await tx.user.findUniqueOrThrow({ where: { id: actor.id }, select: { email: true, emailVerifiedAt: true } });
    if (!me.emailVerifiedAt) throw new RuleViolation("email_unverified", "T1");
    // S2 again under the registrant's lock: a join of theirs elsewhere in the ladder's group that
    // raced the check above is seen here (lib/services/teams/membership.ts).
    await assertFree(tx, [actor.id], ladder);
    // A captain whose registration was rejected registers again with the same team record.
    const rejected = await tx.team.findFirst({ where: { captainId: actor.id, status: "rejected" }, select: { id: true, status: true } });
    if (await tx.team.findFirst({ where: { name: { equals: name, mode: "insensitive" }, id: { not: rejected?.id ?? "" } }, select: { id: true } }))
      throw new Conflict("team_name_taken", "T1");
    const others = emails.filter((e) => e !== me.email);
    const team = rejected
      ? await tx.team.update({
          where: { id: rejected.id },
          data: {
            name,
            leagueId: ladder,
            status: "pending",
            rejectedAt: null,
            rejectReason: null,
            createdAt: now,
            members: { create: [{ userId: actor.id, joinedAt: now }] },
          },
          select: { id: true },
        })
      : await tx.team.create({
          data: { name, leagueId: ladder, captainId: actor.id, status: "pending", createdAt: now, members: { create: [{ userId: actor.id, joinedAt: now }] } },
          select: { id: true },
        });
    await getLeague(tx);
    // S2: the ladder the team is registered in (its name in the invitations, its T5 state).
    const league = await tx.league.findUniqueOrThrow({ where: { id: ladder }, select: { name: true, nameEn: true, ladderSetAt: true } });
    const invited: string[] = [];
    for (const [i, email] of others.entries()) {
      try {
        await inviteIn(
          tx,
          actor,
          { email, teamId: team.id, locale: actor.locale },
          { origin: ctx.origin, now, league: league.name, ladderSet: !!league.ladderSetAt },
        );
        invited.push(email);
      } catch (err) {
        // Issue 37: the refusal names the address (the form keeps what was typed, components/ui/keep-values.tsx).
        if (err instanceof Conflict) throw new RuleViolation("member_email_refused", "T1", { email }).withFields({ [`memberEmails.${i}`]: [err.code] });
        throw err;
      }
    }
    await appendEvents(tx, [{ type: "team_registered", rule: "T1", at: now, actorId: actor.id, teamId: team.id, data: { name, invited: invited.length } }]);
    const admins = await tx.user.findMany({ where: { role: "admin", disabledAt: null }, select: { id: true, email: true, locale: true } });
    // S2: the admin's notice names the ladder the team asks to join.
    await notifyUsers(tx, admins, "team_registered", { name, ladder: { "zh-CN": league.name, en: league.nameEn ?? league.name } }, ladder);
    return { id: team.id, state: "pending" as const, invited: invited.length };
  });
}

/** POST /api/v1/teams/:id/reject: the admin refuses a pending team, with a reason; its members are free again. */
export async function rejectTeam(actor: Actor, teamId: string, reason: string, now = clockNow()) {
  requirePermission(actor, "league.admin");
  return inTransaction(async (tx) => {
    const team = await tx.team.findUnique({
      where: { id: teamId },
      select: { id: true, name: true, status: true, captain: { select: { id: true, email: true, locale: true } } },
    });
    if (!team) throw new NotFound("not_found");
    if (team.status !== "pending") throw new Conflict("team_not_pending", "T1");
    await tx.team.update({ where: { id: teamId }, data: { status: "rejected", rejectedAt: now, rejectReason: reason } });
    await tx.invitation.updateMany({ where: { teamId, acceptedAt: null, revokedAt: null }, data: { revokedAt: now } });
    // Everyone is free again (the captain too: it may register once more, lib/auth/actor.ts).
    await tx.teamMember.deleteMany({ where: { teamId } });
    await appendEvents(tx, [{ type: "team_rejected", rule: "T1", at: now, actorId: actor.id, teamId, data: { reason } }]);
    // S2: the mail names the ladder the team asked to join.
    const league = await mailLadderName(tx, teamId);
    await queueSecurityMail(tx, team.captain.email, team.captain.locale, "team_rejected", { name: team.name, reason, league }, team.captain.id);
    return { id: teamId, state: "rejected" as const };
  });
}

/** The admin's list of pending teams with each member's status (invited, active). */
export async function listPendingTeams(actor: Actor, ladder?: number) {
  requirePermission(actor, "league.admin");
  const prisma = await db();
  const teams = await prisma.team.findMany({
    // S2: the admin's teams page shows one ladder's; the API every ladder's.
    where: { status: "pending", ...(ladder === undefined ? {} : { leagueId: ladder }) },
    orderBy: { createdAt: "asc" },
    select: {
      id: true,
      name: true,
      createdAt: true,
      captainId: true,
      members: { select: { deputy: true, user: { select: { id: true, name: true, email: true, passwordHash: true } } } },
      invitations: { where: { acceptedAt: null, revokedAt: null }, select: { email: true, expiresAt: true } },
    },
  });
  return teams.map((t) => ({
    id: t.id,
    name: t.name,
    createdAt: t.createdAt.toISOString(),
    members: t.members.map((m) => ({
      id: m.user.id,
      name: m.user.name,
      email: m.user.email,
      captain: m.user.id === t.captainId,
      deputy: m.deputy,
      status: m.user.passwordHash === "" ? ("invited" as const) : ("active" as const),
    })),
  }));
}
