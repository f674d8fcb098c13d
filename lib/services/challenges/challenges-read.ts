// Reading challenges in the shape of api.md.
import { db } from "@/lib/db/client";
import { NotFound } from "@/lib/errors";
import { ratingAtStake } from "@/lib/domain/rating/elo";
import { getSettings } from "@/lib/services/league/league";
import { readSettings, type LeagueSettings } from "@/lib/domain/settings";
import { isRated } from "@/lib/domain/challenge/result";
import { now as clockNow } from "@/lib/clock";
import { publicEventData } from "@/lib/services/league/event-privacy";
import { cached } from "@/lib/read-cache";
import { DEFAULT_LADDER } from "@/lib/services/league/seasons";
import { ladderById, pageLadderOf, type Ladder } from "@/lib/services/league/ladders";

const detail = {
  challenger: { select: { id: true, name: true } },
  defender: { select: { id: true, name: true } },
  slots: { orderBy: { at: "asc" } },
  checkIns: { orderBy: { at: "asc" }, select: { teamId: true, at: true, userId: true } },
  results: { orderBy: { submittedAt: "asc" }, include: { lineup: { orderBy: { seat: "asc" } } } },
  cases: { select: { id: true, number: true, kind: true, state: true, ruling: true, boards: true } },
} as const;

export async function getChallenge(id: string, now = clockNow(), opts: { fullRecord?: boolean } = {}) {
  const prisma = await db();
  const c = await prisma.challenge.findUnique({ where: { id }, include: detail });
  if (!c) throw new NotFound("not_found");
  const events = await prisma.event.findMany({ where: { challengeId: id }, orderBy: { id: "asc" } });
  const current = [...c.results].reverse().find((r) => r.status !== "superseded");
  const sideName = (teamId: string): "challenger" | "defender" => (teamId === c.challengerId ? "challenger" : "defender");
  return {
    id: c.id,
    number: c.number,
    challenger: { ...c.challenger, position: c.challengerPosition },
    defender: { ...c.defender, position: c.defenderPosition },
    state: c.state,
    issuedAt: c.issuedAt.toISOString(),
    respondBy: c.respondBy.toISOString(),
    playBy: c.playBy.toISOString(),
    chooseBy: c.chooseBy?.toISOString() ?? null,
    resultDueAt: c.resultDueAt?.toISOString() ?? null,
    nextDeadlineAt: c.nextDeadlineAt?.toISOString() ?? null,
    slots: c.slots.map((s) => ({ at: s.at.toISOString(), proposedBy: s.proposedBy, offWindowAgreed: s.offWindowAgreed })),
    scheduledAt: c.scheduledAt?.toISOString() ?? null,
    // S1: the settings in force at issue, which govern this challenge to its end.
    settings: readSettings(c.settings),
    // C2 (revision 2): the lock is held until the outcome takes effect (again during a rematch, R1).
    holdsLock: c.holdsLock,
    // C16: a standing proposal (it lapses when its time passes, or when the agreed start arrives: revision 3).
    reschedule:
      c.state === "scheduled" && c.rescheduleAt && c.rescheduleBy && c.rescheduleAt.getTime() > now.getTime() && (c.scheduledAt?.getTime() ?? 0) > now.getTime()
        ? {
            at: c.rescheduleAt.toISOString(),
            proposedBy: c.rescheduleBy,
            proposedAt: c.rescheduleProposedAt?.toISOString() ?? null,
            offWindow: c.rescheduleOffWindow,
          }
        : null,
    checkIns: c.checkIns.map((k) => ({ team: sideName(k.teamId), teamId: k.teamId, at: k.at.toISOString() })),
    result: current
      ? {
          challengerImps: current.challengerImps,
          defenderImps: current.defenderImps,
          submittedBy: current.bySide,
          submittedAt: current.submittedAt.toISOString(),
          confirmedAt: current.confirmedAt?.toISOString() ?? null,
          status: current.status,
          // C14: a side with fewer than 3 registered players, accepted and marked.
          lineupMarked: current.lineupMarked,
          // M2/M4 (revision 3): the other side's appeal, and the submitter's stated correction.
          appealedAt: current.appealedAt?.toISOString() ?? null,
          correction:
            current.correctionAt && current.correctionChallengerImps !== null && current.correctionDefenderImps !== null
              ? {
                  challengerImps: current.correctionChallengerImps,
                  defenderImps: current.correctionDefenderImps,
                  at: current.correctionAt.toISOString(),
                  protects: current.correctionProtects === true,
                }
              : null,
          lineup: {
            challenger: current.lineup.filter((l) => l.side === "challenger").map((l) => ({ userId: l.userId, name: l.name, registered: l.registered })),
            defender: current.lineup.filter((l) => l.side === "defender").map((l) => ({ userId: l.userId, name: l.name, registered: l.registered })),
          },
        }
      : null,
    outcome: c.outcomeReason
      ? {
          winner: c.outcomeWinner,
          reason: c.outcomeReason,
          rated: isRated({ winner: c.outcomeWinner, reason: c.outcomeReason, ...(c.outcomeRated !== null ? { rated: c.outcomeRated } : {}) }),
        }
      : null,
    // M2: the other side may appeal until then (also while a correction is before the referees).
    appealEndsAt: current && current.bySide ? new Date(current.submittedAt.getTime() + readSettings(c.settings).confirmHours * 3_600_000).toISOString() : null,
    refereeLooked: !!c.refereeLookedAt,
    decidedAt: c.decidedAt?.toISOString() ?? null,
    finalAt: c.finalAt?.toISOString() ?? null,
    cases: c.cases,
    events: events.map((e) => ({
      at: e.at.toISOString(),
      type: e.type,
      by: e.actorId,
      rule: e.rule,
      data: opts.fullRecord ? e.data : publicEventData(e.data),
    })),
  };
}
export type ChallengeView = Awaited<ReturnType<typeof getChallenge>>;

/** S2: the ladder a challenge is played in (fixed at issue; its teams may have moved since, S5). */
export async function ladderOfChallenge(id: string): Promise<Ladder> {
  const row = await (await db()).challenge.findUnique({ where: { id }, select: { leagueId: true } });
  if (!row) throw new NotFound("not_found");
  return ladderById(row.leagueId);
}

/**
 * What a challenge's page shows: the settings it was issued under (S1), with its own ladder's name
 * and venue (S2), never the default ladder's.
 */
export async function settingsOfChallenge(c: Pick<ChallengeView, "id" | "settings">) {
  return { ...(await getSettings(await db(), (await ladderOfChallenge(c.id)).id)), ...c.settings };
}

/** Challenges by state or team (cached until a write, issue 11). */
type ChallengeFilter = { state?: "open" | "closed"; teamId?: string; limit?: number; ladder?: number };

/**
 * The challenges of a ladder (S2: the default one unless named), or of a team wherever it played;
 * newest first. Cached per filter, the ladder in the key.
 */
export function listChallenges(filter: ChallengeFilter) {
  const ladder = filter.teamId ? "" : (filter.ladder ?? DEFAULT_LADDER);
  return cached(`challenges:${ladder}:${filter.state ?? ""}:${filter.teamId ?? ""}:${filter.limit ?? ""}`, () => loadChallenges(filter));
}

async function loadChallenges(filter: ChallengeFilter) {
  const prisma = await db();
  const rows = await prisma.challenge.findMany({
    where: {
      ...(filter.teamId ? {} : { leagueId: filter.ladder ?? DEFAULT_LADDER }),
      ...(filter.state === "open" ? { state: { not: "final" } } : filter.state === "closed" ? { state: "final" } : {}),
      ...(filter.teamId ? { OR: [{ challengerId: filter.teamId }, { defenderId: filter.teamId }] } : {}),
    },
    orderBy: { issuedAt: "desc" },
    take: Math.min(filter.limit ?? 100, 500),
    select: {
      id: true,
      number: true,
      state: true,
      holdsLock: true,
      issuedAt: true,
      scheduledAt: true,
      nextDeadlineAt: true,
      outcomeWinner: true,
      outcomeReason: true,
      finalAt: true,
      challenger: { select: { id: true, name: true } },
      defender: { select: { id: true, name: true } },
      results: {
        where: { status: { not: "superseded" } },
        orderBy: { submittedAt: "desc" },
        take: 1,
        select: { challengerImps: true, defenderImps: true, bySide: true },
      },
    },
  });
  return rows.map((c) => ({
    id: c.id,
    number: c.number,
    challenger: c.challenger,
    defender: c.defender,
    state: c.state,
    holdsLock: c.holdsLock,
    issuedAt: c.issuedAt.toISOString(),
    scheduledAt: c.scheduledAt?.toISOString() ?? null,
    nextDeadlineAt: c.nextDeadlineAt?.toISOString() ?? null,
    result: c.results[0] ? { challengerImps: c.results[0].challengerImps, defenderImps: c.results[0].defenderImps, submittedBy: c.results[0].bySide } : null,
    outcome: c.outcomeReason ? { winner: c.outcomeWinner, reason: c.outcomeReason } : null,
    finalAt: c.finalAt?.toISOString() ?? null,
  }));
}

/**
 * rating.md: each side's change on a win and on a loss, for the challenge page. E5 (revision 4):
 * with the challenge's own rating settings when it has been issued (`snapshot`), else its ladder's
 * (S2: a challenge about to be issued takes the challenger's ladder's, never the default ladder's);
 * a team without a rated match is at the start rating.
 */
export async function ratingStake(challengerId: string, defenderId: string, snapshot?: LeagueSettings) {
  const prisma = await db();
  const settings = snapshot ?? (await getSettings(prisma, await pageLadderOf(challengerId)));
  const rows = await prisma.teamRating.findMany({ where: { teamId: { in: [challengerId, defenderId] } } });
  const get = (id: string) => {
    const r = rows.find((x) => x.teamId === id);
    return r && r.ratedMatches > 0 ? r : { rating: settings.ratingStart, ratedMatches: 0 };
  };
  const [c, d] = [get(challengerId), get(defenderId)];
  const stake = ratingAtStake(c, d, { k: settings.ratingK, establishedAfter: settings.provisionalMatches });
  // Issue 37: the page explains the provisional scheme's large swings (E2) when either team is provisional.
  return {
    challenger: stake.a,
    defender: stake.b,
    provisional: Math.min(c.ratedMatches, d.ratedMatches) < settings.provisionalMatches,
    provisionalMatches: settings.provisionalMatches,
    k: settings.ratingK,
  };
}

/** The event log page's filter choices and count (issue 24: the page no longer queries the database itself). */
export async function eventFilterChoices(ladder = DEFAULT_LADDER) {
  const prisma = await db();
  // S2: one ladder's history (its events, its teams now, the kinds of event it has).
  const [total, teams, types] = await Promise.all([
    prisma.event.count({ where: { leagueId: ladder } }),
    prisma.team.findMany({ where: { leagueId: ladder }, orderBy: { name: "asc" }, select: { id: true, name: true } }),
    prisma.event.groupBy({ by: ["type"], where: { leagueId: ladder }, orderBy: { type: "asc" } }),
  ]);
  return { total, teams, types: types.map((g) => g.type) };
}

/** GET /api/v1/events: the audit log, oldest first. */
export async function listEvents(filter: {
  since?: Date;
  teamId?: string;
  challengeId?: string;
  type?: string;
  limit?: number;
  newestFirst?: boolean;
  fullRecord?: boolean;
  /** S2: the ladder whose history is read (the default one); a team's or a challenge's is read wherever it is. */
  ladder?: number;
}) {
  const prisma = await db();
  const rows = await prisma.event.findMany({
    where: {
      ...(filter.teamId || filter.challengeId ? {} : { leagueId: filter.ladder ?? DEFAULT_LADDER }),
      ...(filter.since ? { at: { gte: filter.since } } : {}),
      ...(filter.teamId ? { OR: [{ teamId: filter.teamId }, { otherTeamId: filter.teamId }] } : {}),
      ...(filter.challengeId ? { challengeId: filter.challengeId } : {}),
      ...(filter.type ? { type: filter.type } : {}),
    },
    orderBy: { id: filter.newestFirst ? "desc" : "asc" },
    take: Math.min(filter.limit ?? 1000, 5000),
  });
  return rows.map((e) => ({
    id: e.id.toString(),
    at: e.at.toISOString(),
    type: e.type,
    by: e.actorId,
    rule: e.rule,
    teamId: e.teamId,
    otherTeamId: e.otherTeamId,
    challengeId: e.challengeId,
    caseId: e.caseId,
    data: filter.fullRecord ? e.data : publicEventData(e.data),
  }));
}

/** Issue 12: every scheduled match of a ladder (S2), soonest first, with both teams' check-ins (the "upcoming" page). */
export async function listUpcoming(limit = 100, ladder = DEFAULT_LADDER) {
  const prisma = await db();
  const rows = await prisma.challenge.findMany({
    where: { state: "scheduled", scheduledAt: { not: null }, leagueId: ladder },
    orderBy: { scheduledAt: "asc" },
    take: Math.min(limit, 500),
    select: {
      id: true,
      number: true,
      scheduledAt: true,
      playBy: true,
      challengerId: true,
      challenger: { select: { id: true, name: true } },
      defender: { select: { id: true, name: true } },
      checkIns: { select: { teamId: true, at: true } },
    },
  });
  return rows.map((c) => ({
    id: c.id,
    number: c.number,
    scheduledAt: c.scheduledAt!.toISOString(),
    playBy: c.playBy.toISOString(),
    challenger: c.challenger,
    defender: c.defender,
    checkIns: {
      challenger: c.checkIns.find((k) => k.teamId === c.challengerId)?.at.toISOString() ?? null,
      defender: c.checkIns.find((k) => k.teamId !== c.challengerId)?.at.toISOString() ?? null,
    },
  }));
}

/** Issue 37: a final challenge's actual rating changes (E1), each team's before and after. */
export async function ratingChanges(challengeId: string) {
  const prisma = await db();
  return prisma.ratingChange.findMany({ where: { challengeId }, select: { teamId: true, before: true, after: true }, orderBy: { won: "desc" } });
}
