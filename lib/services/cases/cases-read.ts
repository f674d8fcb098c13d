// The referee desk's reads (issue 5): the list of cases (R2 order, no case of one's own team) and
// the case file with the C12 presumption, and a case's attachments, each for who may see them.
import { db } from "@/lib/db/client";
import { requirePermission, requireUser, type Actor } from "@/lib/auth/permissions";
import { latenessPresumption } from "@/lib/domain/challenge/lateness";
import { Forbidden, NotFound } from "@/lib/errors";
import { getSettings } from "@/lib/services/league/league";
import { pageLadderOf } from "@/lib/services/league/ladders";
import { readSettings } from "@/lib/domain/settings";
import { caseRole, conflicted } from "@/lib/services/cases/cases";

/** The desk: open (or all) cases, for referees and admins. */
export async function listCases(actor: Actor, state: "open" | "all" = "open") {
  requirePermission(actor, "case.rule");
  const prisma = await db();
  // R2: the desk is sorted by the time each case is due.
  // Conflict of interest (issue 10): a referee does not see the cases of their own team here.
  const mine = actor.teams.map((t) => t.teamId); // S2: every team of theirs, in any ladder
  const own = mine.length
    ? { NOT: { OR: [{ teamId: { in: mine } }, { challenge: { challengerId: { in: mine } } }, { challenge: { defenderId: { in: mine } } }] } }
    : {};
  const cases = await prisma.case.findMany({
    where: { ...(state === "open" ? { state: "open" as const } : {}), ...own },
    orderBy: [{ dueAt: { sort: "asc", nulls: "last" } }, { createdAt: "asc" }],
    take: 200,
    select: {
      id: true,
      number: true,
      kind: true,
      state: true,
      reason: true,
      createdAt: true,
      dueAt: true,
      challenge: {
        select: {
          id: true,
          number: true,
          challenger: { select: { name: true } },
          defender: { select: { name: true } },
          playBy: true,
          settings: true,
          leagueId: true,
        },
      },
      teamId: true,
    },
  });
  // S1, S2: each case's league time is its own: its match's settings at issue, a team's case its
  // ladder's; and its ladder (the desk names it where the site has several).
  return Promise.all(
    cases.map(async ({ challenge, ...c }) => {
      if (challenge) {
        const { settings, leagueId, ...match } = challenge;
        return { ...c, challenge: match, timeZone: readSettings(settings).timeZone, ladder: leagueId };
      }
      const ladder = await pageLadderOf(c.teamId);
      return { ...c, challenge, timeZone: (await getSettings(prisma, ladder)).timeZone, ladder };
    }),
  );
}

/** The case file: everything a referee needs to rule (C12 presumption pre-computed). */
export async function getCaseFile(actor: Actor, caseId: string) {
  requireUser(actor);
  const prisma = await db();
  const c = await prisma.case.findUnique({
    where: { id: caseId },
    include: {
      messages: { orderBy: { createdAt: "asc" } },
      attachments: { select: { id: true, fileName: true, mimeType: true, size: true, createdAt: true, authorId: true } },
      challenge: {
        include: {
          challenger: { select: { id: true, name: true } },
          defender: { select: { id: true, name: true } },
          checkIns: true,
          results: { orderBy: { submittedAt: "asc" }, include: { lineup: { orderBy: { seat: "asc" } } } },
        },
      },
    },
  });
  if (!c) throw new NotFound("not_found");
  const role = caseRole(actor, {
    ...c,
    challenge: c.challenge
      ? { id: c.challenge.id, number: c.challenge.number, challengerId: c.challenge.challengerId, defenderId: c.challenge.defenderId, state: c.challenge.state }
      : null,
  });
  if (!role)
    throw new Forbidden(
      conflicted(actor, {
        challenge: c.challenge
          ? {
              id: c.challenge.id,
              number: c.challenge.number,
              challengerId: c.challenge.challengerId,
              defenderId: c.challenge.defenderId,
              state: c.challenge.state,
            }
          : null,
        teamId: c.teamId,
      })
        ? "conflict_of_interest"
        : "forbidden",
    );
  const ch = c.challenge;
  // S1: the challenge's own settings (its grace, its zone); a team's case its team's ladder's (S2).
  const settings = ch ? readSettings(ch.settings) : await getSettings(prisma, await pageLadderOf(c.teamId));
  let lateness: ReturnType<typeof latenessPresumption> | null = null;
  if (ch?.scheduledAt && c.kind === "lateness" && c.teamId) {
    const mine = ch.checkIns.find((k) => k.teamId === c.teamId)?.at;
    const theirs = ch.checkIns.find((k) => k.teamId !== c.teamId)?.at;
    lateness = latenessPresumption({ scheduledAt: ch.scheduledAt, graceMinutes: settings.lateGraceMinutes, claimantCheckIn: mine, opponentCheckIn: theirs });
  }
  const names = new Map(
    (
      await prisma.user.findMany({
        where: { id: { in: [...c.messages.map((m) => m.authorId), c.openedById, ...(c.ruledById ? [c.ruledById] : [])] } },
        select: { id: true, name: true },
      })
    ).map((u) => [u.id, u.name]),
  );
  const replacement =
    c.kind === "replacement" && c.teamId ? await prisma.replacementRequest.findFirst({ where: { teamId: c.teamId }, orderBy: { createdAt: "desc" } }) : null;
  // The page shows the case's times in its zone, and the grace its lateness finding was read with.
  const shown = { timeZone: settings.timeZone, lateGraceMinutes: settings.lateGraceMinutes };
  return { case: c, role, lateness, settings: shown, names: Object.fromEntries(names), replacement, canRule: role === "referee" && c.state === "open" };
}

/** An attachment of a case, for the referees and the captains of the case's teams. */
export async function getAttachment(actor: Actor, caseId: string, attachmentId: string) {
  requireUser(actor);
  const prisma = await db();
  const c = await prisma.case.findUnique({
    where: { id: caseId },
    include: { challenge: { select: { id: true, number: true, challengerId: true, defenderId: true, state: true } } },
  });
  if (!c) throw new NotFound("not_found");
  if (!caseRole(actor, c)) throw new Forbidden("forbidden");
  const a = await prisma.attachment.findFirst({ where: { id: attachmentId, caseId } });
  if (!a) throw new NotFound("not_found");
  return a;
}
