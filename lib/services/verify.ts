// L4 and rating.md: the stored ladder and rating board are caches of the event log. This rebuilds
// both from the events (pure domain replay) and reports every difference from the stored ones.
import { db } from "@/lib/db/client";
import { replayLadder, type LadderEvent } from "@/lib/domain/ladder/replay";
import { replayRatings, type RatedResult } from "@/lib/domain/rating/board";
import { getSettings } from "@/lib/services/league";

type Ev = { type: string; teamId: string | null; otherTeamId: string | null; data: unknown };

/** Splits the ordered event log into the ladder's and the board's inputs. */
export function replayInputs(events: Ev[]): { ladder: LadderEvent[]; rated: RatedResult[] } {
  const ladder: LadderEvent[] = [];
  const rated: RatedResult[] = [];
  for (const e of events) {
    const d = (e.data ?? {}) as Record<string, unknown>;
    if (e.type === "ladder_set") ladder.push({ type: "ladder_set", order: d.order as string[] });
    else if (e.type === "team_joined" && e.teamId) ladder.push({ type: "team_joined", teamId: e.teamId });
    else if (e.type === "penalty_drop" && e.teamId) ladder.push({ type: "penalty_drop", teamId: e.teamId });
    else if (e.type === "challenge_final" && e.teamId && e.otherTeamId) {
      const winner = (d.winner ?? null) as "challenger" | "defender" | null;
      ladder.push({ type: "challenge_final", challengerId: e.teamId, defenderId: e.otherTeamId, winner });
      if (d.rated === true && winner) {
        rated.push(winner === "challenger" ? { winnerId: e.teamId, loserId: e.otherTeamId } : { winnerId: e.otherTeamId, loserId: e.teamId });
      }
    }
  }
  return { ladder, rated };
}

export async function verifyLeague() {
  const prisma = await db();
  const settings = await getSettings(prisma);
  const t0 = performance.now();
  const events = await prisma.event.findMany({
    where: { type: { in: ["ladder_set", "team_joined", "penalty_drop", "challenge_final"] } },
    orderBy: { id: "asc" },
    select: { type: true, teamId: true, otherTeamId: true, data: true },
  });
  const { ladder, rated } = replayInputs(events);
  const order = replayLadder(ladder);
  const teams = await prisma.team.findMany({ select: { id: true, name: true } });
  const board = replayRatings(teams.map((t) => t.id), rated, { k: settings.ratingK, establishedAfter: settings.provisionalMatches, start: settings.ratingStart });
  const replayMs = performance.now() - t0;

  const names = new Map(teams.map((t) => [t.id, t.name]));
  const differences: string[] = [];
  const stored = await prisma.ladderEntry.findMany({ orderBy: { position: "asc" }, select: { teamId: true, position: true } });
  const storedOrder = stored.map((s) => s.teamId);
  if (storedOrder.join() !== order.join()) {
    for (let i = 0; i < Math.max(order.length, storedOrder.length); i++) {
      if (order[i] !== storedOrder[i]) differences.push(`ladder position ${i + 1}: stored ${names.get(storedOrder[i]) ?? "-"}, replay ${names.get(order[i]) ?? "-"}`);
    }
  }
  const ratings = await prisma.teamRating.findMany();
  for (const r of ratings) {
    const b = board.get(r.teamId);
    if (!b) continue;
    if (Math.abs(b.rating - r.rating) > 1e-6 || b.ratedMatches !== r.ratedMatches || b.wins !== r.wins || b.losses !== r.losses) {
      differences.push(`rating of ${names.get(r.teamId)}: stored ${r.rating.toFixed(4)} (${r.ratedMatches}, ${r.wins}-${r.losses}), replay ${b.rating.toFixed(4)} (${b.ratedMatches}, ${b.wins}-${b.losses})`);
    }
  }
  return { events: events.length, ratedResults: rated.length, replayMs, differences };
}
