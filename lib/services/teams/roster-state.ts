// T5 (revision 4): "once the initial ladder is set" is one moment, the admin's setting of the
// initial order (T2), the same for every path; a team approved later (T1) is set when it is
// approved. S2: the moment is the team's own ladder's (each ladder is set by its own order), never
// the default ladder's. Every path that asks whether a roster changes only through T5 (an
// invitation, revoking one, the admin adding a member, the captain's form) asks here.
import { db, type Db, type Tx } from "@/lib/db/client";
import { DEFAULT_LADDER } from "@/lib/services/league/seasons";

export type TeamLadder = {
  /** The team's ladder. */
  ladder: number;
  /** The ladder's name (the club's for the default ladder), as its invitations name it. */
  name: string;
  /** T5 holds the roster: the ladder's initial order is set and the team is approved. */
  set: boolean;
};

/** The ladder of `teamId` and whether T5 holds its roster now; null for no such team. */
export async function teamLadder(client: Db | Tx, teamId: string): Promise<TeamLadder | null> {
  const [row] = await client.$queryRaw<TeamLadder[]>`
    SELECT l.id AS ladder, l.name, (l."ladderSetAt" IS NOT NULL AND t.status = 'approved') AS set
    FROM "Team" t JOIN "League" l ON l.id = t."leagueId" WHERE t.id = ${teamId}`;
  return row ?? null;
}

/**
 * The league name a mail about `teamId` gives (S2): its own ladder's, the default ladder's (the
 * club's) for a mail with no team (a referee's invitation) or a team that is gone.
 */
export async function mailLadderName(client: Db | Tx, teamId: string | null): Promise<string> {
  const own = teamId ? await teamLadder(client, teamId) : null;
  if (own) return own.name;
  const [row] = await client.$queryRaw<{ name: string }[]>`SELECT name FROM "League" WHERE id = ${DEFAULT_LADDER}`;
  return row?.name ?? "";
}

/** Whether `teamId`'s roster changes only through T5 now (for a page: the captain's invitation form). */
export async function rosterUnderT5(teamId: string): Promise<boolean> {
  return (await teamLadder(await db(), teamId))?.set ?? false;
}

/** Whether any ladder of the site is set (the admin's invitation form, whose team is chosen in it). */
export async function anyLadderSet(): Promise<boolean> {
  const [row] = await (await db()).$queryRaw<{ set: boolean }[]>`SELECT EXISTS (SELECT 1 FROM "League" WHERE "ladderSetAt" IS NOT NULL) AS set`;
  return row?.set ?? false;
}
