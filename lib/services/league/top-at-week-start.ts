// C10 (revision 4): "position 1 is locked" at Monday 00:00 means the team that stands at position 1
// at that instant holds an incoming challenge then, whatever position it held when that challenge
// was issued (a team that climbed to 1 during the week still holding a challenge it received lower
// down counts). Which team stood at 1: the one there now if it has been there since before the
// week began (LadderEntry.since), else the ladder replayed from the event log up to that instant
// (only in a week whose top changed after Monday 00:00; the read cache keeps the answer between writes).
import type { Tx } from "@/lib/db/client";
import { HISTORY_TYPES, replayHistory, type HistoryEvent } from "@/lib/domain/history";
import { DEFAULT_LADDER } from "@/lib/services/league/seasons";

type Reader = Pick<Tx, "ladderEntry" | "event" | "challenge">;

/**
 * The replayed answers, keyed by the instant and the current top with its `since`: the top at a
 * past instant changes only when the history is revised, and every revision rebuilds the ladder
 * (which moves `since`). A league has one week start at a time: a handful of entries at most.
 */
const replayed = new Map<string, string | null>();

/** The team at position 1 at `at` (null on an empty ladder). */
export async function topTeamAt(tx: Reader, at: Date, ladder = DEFAULT_LADDER): Promise<string | null> {
  // S2: position 1 of this ladder (C10 per ladder: each has its own top and its own week).
  const top = await tx.ladderEntry.findUnique({
    where: { leagueId_position: { leagueId: ladder, position: 1 } },
    select: { teamId: true, since: true },
  });
  if (top && top.since.getTime() <= at.getTime()) return top.teamId;
  const key = `${ladder}|${at.getTime()}|${top?.teamId ?? ""}|${top?.since.getTime() ?? ""}`;
  if (replayed.has(key)) return replayed.get(key)!;
  const answer = await replayedTopAt(tx, at, ladder);
  if (replayed.size > 16) replayed.clear();
  replayed.set(key, answer);
  return answer;
}

/** The ladder's top at `at`: the log's events before it, through L4's own replay (lib/domain/history.ts). */
async function replayedTopAt(tx: Reader, at: Date, ladder: number): Promise<string | null> {
  const rows = await tx.event.findMany({
    where: {
      leagueId: ladder,
      at: { lt: at },
      type: { in: HISTORY_TYPES },
    },
    orderBy: { id: "asc" },
    select: { type: true, at: true, teamId: true, otherTeamId: true, challengeId: true, caseId: true, data: true },
  });
  const events: HistoryEvent[] = rows.map((r) => ({ ...r, data: (r.data ?? {}) as Record<string, unknown> }));
  // Only the order is read; the rating settings play no part in it.
  return replayHistory(events, [], { k: 32, establishedAfter: 28, start: 1600 }).order[0] ?? null;
}

/**
 * The challenges that locked the team at position 1 at `weekStart` then: received by it, issued
 * before that instant and not yet taken effect at it.
 */
export async function incomingOfTopAt(tx: Reader, weekStart: Date, ladder = DEFAULT_LADDER): Promise<{ issuedAt: Date; decidedAt: Date | null }[]> {
  const top = await topTeamAt(tx, weekStart, ladder);
  if (!top) return [];
  return tx.challenge.findMany({
    where: { defenderId: top, issuedAt: { lt: weekStart }, OR: [{ decidedAt: null }, { decidedAt: { gte: weekStart } }] },
    select: { issuedAt: true, decidedAt: true },
  });
}
