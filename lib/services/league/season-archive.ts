// S3 (revision 4): what a season's close freezes: the final ladder, the rating board, each team's
// record in the season (its rated matches: E4, only matches played at the table are rated) and
// the honours. Read inside the closing transaction, under every ladder's lock.
import type { Tx } from "@/lib/db/client";
import { seasonHonours } from "@/lib/domain/season/season";
import type { SeasonArchive } from "@/lib/services/league/seasons";

export async function buildArchive(tx: Tx, seasonId: string, leagueId: number): Promise<SeasonArchive> {
  // S2: the season's own ladder only.
  const ladder = await tx.$queryRaw<{ position: number; teamId: string; name: string }[]>`
    SELECT le.position, le."teamId", t.name FROM "LadderEntry" le JOIN "Team" t ON t.id = le."teamId" WHERE le."leagueId" = ${leagueId} ORDER BY le.position`;
  // The board of the teams that were in the league this season: on the ladder, or rated in it.
  const ratings = await tx.$queryRaw<SeasonArchive["ratings"]>`
    SELECT r."teamId", t.name, r.rating, r."ratedMatches", r.wins, r.losses
    FROM "TeamRating" r JOIN "Team" t ON t.id = r."teamId"
    WHERE r."teamId" IN (SELECT "teamId" FROM "LadderEntry" WHERE "leagueId" = ${leagueId})
       OR r."teamId" IN (SELECT rc."teamId" FROM "RatingChange" rc JOIN "Challenge" c ON c.id = rc."challengeId" WHERE c."seasonId" = ${seasonId})
    ORDER BY r.rating DESC, t.name`;
  const records = (
    await tx.$queryRaw<{ teamId: string; name: string; played: bigint; won: bigint; gain: number }[]>`
      SELECT rc."teamId", t.name, count(*) AS played, count(*) FILTER (WHERE rc.won) AS won, sum(rc.after - rc.before) AS gain
      FROM "RatingChange" rc JOIN "Challenge" c ON c.id = rc."challengeId" JOIN "Team" t ON t.id = rc."teamId"
      WHERE c."seasonId" = ${seasonId}
      GROUP BY rc."teamId", t.name`
  ).map((r) => ({ teamId: r.teamId, name: r.name, played: Number(r.played), won: Number(r.won), lost: Number(r.played) - Number(r.won), ratingGain: r.gain }));
  const [{ n }] = await tx.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM "Challenge" WHERE "seasonId" = ${seasonId}`;
  const h = seasonHonours(
    ladder.map((l) => l.teamId),
    records,
  );
  const nameOf = new Map([...ladder.map((l) => [l.teamId, l.name] as const), ...records.map((r) => [r.teamId, r.name] as const)]);
  const recordOf = new Map(records.map((r) => [r.teamId, r]));
  const team = (id: string | null) => (id ? { id, name: nameOf.get(id) ?? "" } : null);
  return {
    ladder,
    ratings,
    records: records.sort((a, b) => b.played - a.played || b.ratingGain - a.ratingGain),
    honours: {
      champion: team(h.champion),
      mostGained: h.mostGained ? { ...team(h.mostGained)!, gain: recordOf.get(h.mostGained)!.ratingGain } : null,
      mostPlayed: h.mostPlayed ? { ...team(h.mostPlayed)!, played: recordOf.get(h.mostPlayed)!.played } : null,
    },
    challenges: Number(n),
  };
}
