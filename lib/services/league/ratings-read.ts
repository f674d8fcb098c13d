// Reading the rating board and a team's rating history (rating.md "What users see").
import { db } from "@/lib/db/client";
import { getSettings } from "@/lib/services/league/league";
import { cached } from "@/lib/read-cache";
import { DEFAULT_LADDER } from "@/lib/services/league/seasons";

/** The rating board of a ladder (S2: its teams only; cached per ladder). */
export function getRatings(ladder = DEFAULT_LADDER) {
  return cached(`ratings:${ladder}`, () => loadRatings(ladder));
}

async function loadRatings(ladder: number) {
  const prisma = await db();
  const settings = await getSettings(prisma, ladder);
  // T7: a withdrawn team's rating stays in its history, off the board.
  const rows = await prisma.teamRating.findMany({
    where: { team: { status: "approved", leagueId: ladder } },
    orderBy: [{ rating: "desc" }, { teamId: "asc" }],
    select: { rating: true, ratedMatches: true, wins: true, losses: true, lastChange: true, team: { select: { id: true, name: true } } },
  });
  return {
    provisionalMatches: settings.provisionalMatches,
    entries: rows.map((r) => ({
      team: r.team,
      rating: r.rating,
      ratedMatches: r.ratedMatches,
      provisional: r.ratedMatches < settings.provisionalMatches,
      wins: r.wins,
      losses: r.losses,
      lastChange: r.lastChange,
    })),
  };
}

export function getRatingHistory(teamId: string) {
  return cached(`rating-history:${teamId}`, () => loadRatingHistory(teamId));
}

async function loadRatingHistory(teamId: string) {
  const prisma = await db();
  const changes = await prisma.ratingChange.findMany({
    where: { teamId },
    orderBy: [{ at: "asc" }, { id: "asc" }],
    select: {
      before: true,
      after: true,
      won: true,
      at: true,
      challengeId: true,
      challenge: {
        select: { number: true, challengerId: true, challenger: { select: { id: true, name: true } }, defender: { select: { id: true, name: true } } },
      },
    },
  });
  return changes.map((c) => ({
    at: c.at.toISOString(),
    before: c.before,
    after: c.after,
    won: c.won,
    challengeId: c.challengeId,
    number: c.challenge.number,
    opponent: c.challenge.challengerId === teamId ? c.challenge.defender : c.challenge.challenger,
  }));
}
