// Reading the ladder: positions, locks, and what each team may challenge right now (C1, C2, C10).
import { db, type Db, type Tx } from "@/lib/db/client";
import { jsonTimestamp } from "@/lib/db/raw";
import { priorityWindow, topLockedAt } from "@/lib/domain/challenge/issue";
import { mayChallenge, type EligibilityContext, type LadderView } from "@/lib/domain/challenge/eligibility";
import { leagueWeekStart } from "@/lib/domain/schedule/window";
import { getSettings } from "@/lib/services/league/league";
import { now as clockNow } from "@/lib/clock";
import { cached } from "@/lib/read-cache";
import { decidedOutcomes } from "@/lib/services/teams/team-record";
import { formOf } from "@/lib/domain/team/record";
import { DEFAULT_LADDER } from "@/lib/services/league/seasons";
import { incomingOfTopAt } from "@/lib/services/league/top-at-week-start";

export type LockInfo = { challengeId: string; number: number; otherTeam: { id: string; name: string }; state: string; deadline: string | null };
export type LadderRow = {
  position: number;
  team: { id: string; name: string };
  outgoing?: LockInfo;
  incoming?: LockInfo;
  mayChallenge: number[];
  /** Issue 12: the team's rating and its last results (newest first). */
  rating: number | null;
  form: ("W" | "L")[];
};

/** The state the C1/C2/C10 checks need, from the database. */
export async function loadLadderState(tx: Db | Tx, now: Date, ladder = DEFAULT_LADDER) {
  // S2 (revision 4): one ladder's positions, locks, C10 week and settings; nothing of another.
  const settings = await getSettings(tx, ladder);
  // One hand-written statement (issue 11): issuing reads this under its ladder's lock, so every
  // round trip is every other issuer's wait. Rows as JSON; timestamps in it are UTC. The ladder's
  // entries as [position, id, name] arrays, not objects: half the bytes (25 against 54 kB at 1,000
  // teams).
  const weekStart = leagueWeekStart(now, settings.timeZone);
  type OpenRow = {
    id: string;
    number: number;
    state: string;
    challengerId: string;
    defenderId: string;
    nextDeadlineAt: string | null;
    challengerName: string;
    defenderName: string;
  };
  const [state] = await tx.$queryRaw<
    {
      entries: [position: number, id: string, name: string][];
      open: OpenRow[];
      decided: string[];
      closed: boolean;
      topSinceWeekStart: boolean | null;
      againstTop: { issuedAt: string; decidedAt: string | null }[];
    }[]
  >`
    SELECT
      (SELECT coalesce(json_agg(json_build_array(e.position, t.id, t.name) ORDER BY e.position), '[]')
        FROM "LadderEntry" e JOIN "Team" t ON t.id = e."teamId" WHERE e."leagueId" = ${ladder}) AS entries,
      (SELECT coalesce(json_agg(json_build_object('id', c.id, 'number', c.number, 'state', c.state, 'challengerId', c."challengerId", 'defenderId', c."defenderId",
          'nextDeadlineAt', c."nextDeadlineAt", 'challengerName', ch.name, 'defenderName', df.name)), '[]')
        FROM "Challenge" c JOIN "Team" ch ON ch.id = c."challengerId" JOIN "Team" df ON df.id = c."defenderId"
        WHERE c."holdsLock" AND c."leagueId" = ${ladder}) AS open,
      coalesce((SELECT array_agg(d."teamId") FROM "PriorityDecision" d JOIN "Team" t ON t.id = d."teamId" WHERE d."weekStart" = ${weekStart} AND t."leagueId" = ${ladder}), '{}') AS decided,
      EXISTS (SELECT 1 FROM "PriorityWeek" WHERE "leagueId" = ${ladder} AND "weekStart" = ${weekStart}) AS closed,
      (SELECT e.since <= ${weekStart} FROM "LadderEntry" e WHERE e."leagueId" = ${ladder} AND e.position = 1) AS "topSinceWeekStart",
      (SELECT coalesce(json_agg(json_build_object('issuedAt', c."issuedAt", 'decidedAt', c."decidedAt")), '[]') FROM "Challenge" c
        WHERE c."defenderId" = (SELECT e."teamId" FROM "LadderEntry" e WHERE e."leagueId" = ${ladder} AND e.position = 1)
          AND c."issuedAt" < ${weekStart} AND (c."decidedAt" IS NULL OR c."decidedAt" >= ${weekStart})) AS "againstTop"`;
  const entries = state.entries.map(([position, id, name]) => ({ position, team: { id, name } }));
  // C2 (revision 2): only challenges that hold the lock (until the outcome takes effect).
  const open = state.open.map(({ challengerName, defenderName, nextDeadlineAt, ...c }) => ({
    ...c,
    nextDeadlineAt: jsonTimestamp(nextDeadlineAt),
    challenger: { id: c.challengerId, name: challengerName },
    defender: { id: c.defenderId, name: defenderName },
  }));
  const decisions = state.decided.map((teamId) => ({ teamId }));
  // C10 (revision 3): position 1 locked at Monday 00:00 closes the week's window from its start
  // (recorded by the next write or sweep that sees it, lib/services/challenges/priority.ts).
  // Revision 4: the team at position 1 at Monday 00:00: the one there now when it has been there
  // since before, else the ladder replayed to that instant (lib/services/league/top-at-week-start.ts).
  // The closure matters only while the week's window could be open (a closed or disabled window,
  // or one past its hours, is closed anyway): the replay is never asked outside that day.
  const windowHours = settings.priorityWindowHours !== null && now.getTime() < weekStart.getTime() + settings.priorityWindowHours * 3_600_000;
  const againstTop = state.topSinceWeekStart
    ? state.againstTop.map((c) => ({ issuedAt: jsonTimestamp(c.issuedAt)!, decidedAt: jsonTimestamp(c.decidedAt) }))
    : state.closed || !windowHours
      ? []
      : await incomingOfTopAt(tx, weekStart, ladder);
  const closedAtStart = topLockedAt(weekStart, againstTop);
  const closed = state.closed || closedAtStart;
  const posOf = new Map(entries.map((e) => [e.team.id, e.position]));
  const view: LadderView = {
    hasOutgoing: new Set(open.map((c) => posOf.get(c.challengerId)).filter((p): p is number => p !== undefined)),
    hasIncoming: new Set(open.map((c) => posOf.get(c.defenderId)).filter((p): p is number => p !== undefined)),
    size: entries.length,
  };
  const decided = decisions.map((d) => posOf.get(d.teamId)).filter((p): p is number => p === 2 || p === 3);
  const priority = priorityWindow(now, { decided, topLocked: view.hasIncoming.has(1), closed }, settings);
  return { ladder, settings, entries, open, view, decided, priority: { ...priority, closed, closedAtStart, recorded: state.closed }, weekStart, posOf };
}

/** The ladder page and GET /api/v1/ladder (cached briefly; see lib/read-cache.ts). */
export function getLadder(now?: Date, ladder = DEFAULT_LADDER) {
  if (now) return loadLadder(now, ladder);
  // Cached until a write, or until the C10 window closes / the next league week starts (time alone).
  // S2: keyed by the ladder (tests/integration/ladders.test.ts fails on a key that forgets it).
  return cached(
    `ladder:${ladder}`,
    () => loadLadder(clockNow(), ladder),
    (l) => (l.priority.open ? new Date(l.priority.closesAt).getTime() : l.nextWeekAt),
  );
}

async function loadLadder(now: Date, ladder: number) {
  const prisma = await db();
  const s = await loadLadderState(prisma, now, ladder);
  const lock = (c: (typeof s.open)[number], other: { id: string; name: string }): LockInfo => ({
    challengeId: c.id,
    number: c.number,
    otherTeam: other,
    state: c.state,
    deadline: c.nextDeadlineAt?.toISOString() ?? null,
  });
  const outByTeam = new Map(s.open.map((c) => [c.challengerId, lock(c, c.defender)]));
  const inByTeam = new Map(s.open.map((c) => [c.defenderId, lock(c, c.challenger)]));
  const ratings = new Map(
    (await prisma.teamRating.findMany({ where: { team: { leagueId: ladder } }, select: { teamId: true, rating: true } })).map((r) => [r.teamId, r.rating]),
  );
  const outcomes = await decidedOutcomes({ leagueId: ladder }, Math.max(200, s.entries.length * 6));
  // Issue 39: the one context the ladder's column, the challenge form (its refusal) and issuing read.
  const eligibility: EligibilityContext = { ladder: s.view, priority: { open: s.priority.open, decided: s.decided } };
  const rows: LadderRow[] = s.entries.map((e) => ({
    position: e.position,
    team: e.team,
    outgoing: outByTeam.get(e.team.id),
    incoming: inByTeam.get(e.team.id),
    mayChallenge: mayChallenge(e.position, eligibility),
    rating: ratings.get(e.team.id) ?? null,
    form: formOf(e.team.id, outcomes),
  }));
  return {
    rows,
    priority: { open: s.priority.open, closesAt: s.priority.closesAt.toISOString(), decided: s.decided },
    eligibility,
    settings: s.settings,
    nextWeekAt: s.weekStart.getTime() + 7 * 24 * 3_600_000,
  };
}

/** Recent position changes (swaps and drops), newest first, for the ladder page. */
export function getRecentLadderChanges(limit = 8, ladder = DEFAULT_LADDER) {
  return cached(`recent:${ladder}:${limit}`, () => loadRecentLadderChanges(limit, ladder));
}

async function loadRecentLadderChanges(limit: number, ladder: number) {
  const prisma = await db();
  const evs = await prisma.event.findMany({
    where: { leagueId: ladder, type: { in: ["ladder_swapped", "case_ruled"] } },
    orderBy: [{ at: "desc" }, { id: "desc" }],
    take: limit,
  });
  return evs
    .filter((e) => e.type !== "case_ruled" || ((e.data as { effects?: { moved?: unknown[] } })?.effects?.moved?.length ?? 0) > 0)
    .map((e) => ({
      at: e.at.toISOString(),
      type: e.type,
      rule: e.rule,
      challengeId: e.challengeId,
      teamId: e.teamId,
      otherTeamId: e.otherTeamId,
      data: e.data as Record<string, unknown>,
    }));
}
