// S2 (revision 4): a person is a registered member of at most one team per ladder. The database
// holds it (TeamMember's key is the person and the ladder, the ladder being the team's through a
// composite foreign key); this module adds what a key cannot see: ladders joined as divisions (S5)
// count as one, because a promotion moves a team, with its members, from one to the other, and a
// person on a team in each would meet themselves there (docs/decisions/0022). Every join of a team
// goes through `joinTeam` or `assertFree`, so the refusal is the same translated 409 everywhere.
import { Prisma } from "@/lib/db/generated/client";
import type { Db, Tx } from "@/lib/db/client";
import { Conflict, NotFound } from "@/lib/errors";

/** The ladder and every division joined to it by promotion, directly or through another (S2, S5). */
export async function ladderGroup(client: Db | Tx, ladder: number): Promise<number[]> {
  const rows = await client.$queryRaw<{ id: number }[]>`
    WITH RECURSIVE g(id) AS (
      SELECT ${ladder}::int
      UNION
      SELECT CASE WHEN l.id = g.id THEN l."promotionBelowId" ELSE l.id END
      FROM "League" l JOIN g ON l.id = g.id OR l."promotionBelowId" = g.id
      WHERE l."promotionBelowId" IS NOT NULL AND l."promotionTeams" > 0
    ) SELECT id FROM g`;
  return rows.map((r) => r.id);
}

export type Membership = { userId: string; teamId: string; leagueId: number; deputy: boolean };

/** Each of `userIds`' teams in `ladder`'s group (at most one each), by user. */
export async function membershipsNear(client: Db | Tx, userIds: string[], ladder: number): Promise<Map<string, Membership>> {
  if (!userIds.length) return new Map();
  const group = await ladderGroup(client, ladder);
  const rows = await client.$queryRaw<Membership[]>`
    SELECT "userId", "teamId", "leagueId", deputy FROM "TeamMember"
    WHERE "userId" IN (${Prisma.join(userIds)}) AND "leagueId" IN (${Prisma.join(group)})`;
  return new Map(rows.map((r) => [r.userId, r]));
}

/** The team `userId` is on in the ladder (group) of `teamId`, or null: the team itself or another. */
export async function membershipNear(client: Db | Tx, userId: string, teamId: string): Promise<Membership | null> {
  const [team] = await client.$queryRaw<{ leagueId: number }[]>`SELECT "leagueId" FROM "Team" WHERE id = ${teamId}`;
  if (!team) return null;
  return (await membershipsNear(client, [userId], team.leagueId)).get(userId) ?? null;
}

/** The member row of `userId` in `teamId`, or null. */
export async function memberRow(client: Db | Tx, userId: string, teamId: string): Promise<Membership | null> {
  const [row] = await client.$queryRaw<Membership[]>`
    SELECT "userId", "teamId", "leagueId", deputy FROM "TeamMember" WHERE "userId" = ${userId} AND "teamId" = ${teamId}`;
  return row ?? null;
}

/**
 * Locks people's User rows in id order (`FOR NO KEY UPDATE`): the one lock every path that puts
 * a person on a team, or joins two divisions, takes first, so that two of them cannot deadlock.
 * `ids`: a list of user ids or a subquery naming them.
 */
export async function lockPeople(tx: Tx, ids: Prisma.Sql) {
  await tx.$queryRaw`SELECT id FROM "User" WHERE id IN (${ids}) ORDER BY id FOR NO KEY UPDATE`;
}

/**
 * 409 `user_in_team` (S2) when any of `userIds` is on a team of `ladder`'s group other than `except`.
 * The key sees one ladder only, so two joins of one person into two divisions of a group could
 * both pass a plain check (each blind to the other's uncommitted row), and the promotion that
 * moves one team into the other's ladder would then fail the season's close. So the people are
 * locked first (their User rows, in id order; `NO KEY UPDATE` leaves foreign-key checks free):
 * a second join waits, and its check then reads the first one's membership.
 */
export async function assertFree(tx: Tx, userIds: string[], ladder: number, except?: string) {
  if (!userIds.length) return;
  await lockPeople(tx, Prisma.join([...userIds].sort()));
  for (const m of (await membershipsNear(tx, userIds, ladder)).values()) {
    if (m.teamId !== except) throw new Conflict("user_in_team", "S2");
  }
}

/** Adds `userId` to `teamId` (its ladder's key with it), refused when they are on a team of its ladder group (S2). */
export async function joinTeam(tx: Tx, row: { userId: string; teamId: string; joinedAt: Date; deputy?: boolean }) {
  const [team] = await tx.$queryRaw<{ leagueId: number }[]>`SELECT "leagueId" FROM "Team" WHERE id = ${row.teamId}`;
  if (!team) throw new NotFound();
  await assertFree(tx, [row.userId], team.leagueId);
  await tx.teamMember.create({
    data: { userId: row.userId, teamId: row.teamId, leagueId: team.leagueId, joinedAt: row.joinedAt, deputy: row.deputy ?? false },
  });
}
