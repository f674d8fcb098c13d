// Reading one team: members, captain and deputies (T6), position, rating, replacements used (T5).
import { quotaWindow } from "@/lib/services/league/seasons";
import { db } from "@/lib/db/client";
import { NotFound } from "@/lib/errors";
import { getSettings } from "@/lib/services/league/league";
import { cached } from "@/lib/read-cache";

/** One team (cached until a write, issue 11). */
export function getTeam(id: string) {
  return cached(`team:${id}`, () => loadTeam(id));
}

/** What every list or page of teams shows of one: name, state (T1/T7), captain, ladder position. */
export const TEAM_HEAD = {
  id: true,
  name: true,
  status: true,
  captainId: true,
  ladder: { select: { position: true } },
} as const;

async function loadTeam(id: string) {
  const prisma = await db();
  const team = await prisma.team.findUnique({
    where: { id },
    select: {
      ...TEAM_HEAD,
      leagueId: true,
      rating: { select: { rating: true, ratedMatches: true, wins: true, losses: true } },
      members: { select: { deputy: true, user: { select: { id: true, name: true } } }, orderBy: { joinedAt: "asc" } },
    },
  });
  if (!team) throw new NotFound("not_found");
  // S2, S4: its own ladder's settings, and T5's quota counted in that ladder's season.
  const settings = await getSettings(prisma, team.leagueId);
  const used = await prisma.replacementRequest.count({ where: { teamId: id, state: "approved", ...(await quotaWindow(prisma, team.leagueId)) } });
  const captain = team.members.find((m) => m.user.id === team.captainId)?.user ?? null;
  return {
    id: team.id,
    name: team.name,
    status: team.status,
    ladder: team.leagueId, // S2: the ladder it plays in now
    captain,
    // T6: the deputies hold the captain's rights in challenges and cases.
    members: team.members.map((m) => ({ ...m.user, captain: m.user.id === team.captainId, deputy: m.deputy })),
    deputies: team.members.filter((m) => m.deputy).map((m) => m.user),
    position: team.ladder?.position ?? null,
    rating: team.rating ? { ...team.rating, provisional: team.rating.ratedMatches < settings.provisionalMatches } : null,
    replacements: { used, max: settings.maxReplacements },
  };
}
