// A team's record for its page (issue 12): ladder position over time, head-to-head against every
// opponent, and form. Positions come from the ladder's own events (the initial ranking, joins,
// swaps, and the moves a ruling's rebuild recorded), so the chart shows what the ladder showed.
import { db } from "@/lib/db/client";
import { formOf, headToHead, type DecidedOutcome } from "@/lib/domain/team/record";
import { cached } from "@/lib/read-cache";
import { DEFAULT_LADDER } from "@/lib/services/league/seasons";

export async function decidedOutcomes(where: object = {}, take = 5000): Promise<DecidedOutcome[]> {
  const prisma = await db();
  const rows = await prisma.challenge.findMany({
    where: { ...where, outcomeWinner: { not: null }, decidedAt: { not: null } },
    orderBy: { decidedAt: "desc" },
    take,
    select: { id: true, challengerId: true, defenderId: true, outcomeWinner: true, decidedAt: true },
  });
  return rows.map((r) => ({ challengeId: r.id, challengerId: r.challengerId, defenderId: r.defenderId, winner: r.outcomeWinner, at: r.decidedAt! }));
}

/** The team's record (cached until a write, issue 11). */
export function getTeamRecord(teamId: string) {
  return cached(`team-record:${teamId}`, () => loadTeamRecord(teamId));
}

async function loadTeamRecord(teamId: string) {
  const prisma = await db();
  const outcomes = await decidedOutcomes({ OR: [{ challengerId: teamId }, { defenderId: teamId }] }, 500);
  const h2h = headToHead(teamId, outcomes);
  const names = new Map((await prisma.team.findMany({ where: { id: { in: [...h2h.keys()] } }, select: { id: true, name: true } })).map((t) => [t.id, t.name]));
  // S2: the positions of the team's own ladder (its order events and its size).
  const ladder = (await prisma.team.findUnique({ where: { id: teamId }, select: { leagueId: true } }))?.leagueId ?? DEFAULT_LADDER;
  const events = await prisma.event.findMany({
    where: {
      leagueId: ladder,
      OR: [
        { type: "ladder_set" },
        { type: "season_started" }, // S4: the next season's order
        { type: "team_joined", teamId },
        { type: "ladder_swapped", OR: [{ teamId }, { otherTeamId: teamId }] },
        { type: "case_ruled" },
      ],
    },
    orderBy: { id: "asc" },
    select: { type: true, at: true, teamId: true, data: true },
  });
  const positions: { at: string; value: number }[] = [];
  const size = await prisma.ladderEntry.count({ where: { leagueId: ladder } });
  for (const e of events) {
    const d = (e.data ?? {}) as {
      order?: string[];
      challenger?: { to: number };
      defender?: { to: number };
      effects?: { moved?: { teamId: string; to: number }[] };
    };
    let p: number | undefined;
    if ((e.type === "ladder_set" || e.type === "season_started") && d.order?.includes(teamId)) p = d.order.indexOf(teamId) + 1;
    else if (e.type === "ladder_swapped") p = e.teamId === teamId ? d.challenger?.to : d.defender?.to;
    else if (e.type === "case_ruled") p = d.effects?.moved?.find((m) => m.teamId === teamId)?.to;
    else if (e.type === "team_joined") p = size; // T2: a late team joins at the bottom
    if (p !== undefined) positions.push({ at: e.at.toISOString(), value: p });
  }
  const current = await prisma.ladderEntry.findUnique({ where: { teamId }, select: { position: true } });
  if (current && positions.at(-1)?.value !== current.position) positions.push({ at: positions.at(-1)?.at ?? "", value: current.position });
  return {
    positions,
    form: formOf(teamId, outcomes),
    headToHead: [...h2h]
      .map(([id, r]) => ({ team: { id, name: names.get(id) ?? "?" }, ...r }))
      .sort((a, b) => b.wins + b.losses - (a.wins + a.losses) || a.team.name.localeCompare(b.team.name)),
  };
}
