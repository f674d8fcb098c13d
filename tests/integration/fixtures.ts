// A small league for service tests: N teams of 5 members (member 0 captains), one referee, one admin.
import { db } from "@/lib/db/client";
import { hashPassword } from "@/lib/auth/password";
import { loadActor } from "@/lib/auth/actor";
import type { Actor } from "@/lib/auth/permissions";
import { insertTeam, setInitialLadder } from "@/lib/services/league/admin";
import { getLeague } from "@/lib/services/league/league";

let hash: Promise<string> | undefined;

/** Tue 1 Dec 2026 12:00 league time (after the C10 window), and 4 times in the window (Wed–Mon evenings). */
export const T = new Date("2026-12-01T04:00:00Z");
export const SLOTS = ["2026-12-02T12:00:00Z", "2026-12-03T12:00:00Z", "2026-12-04T11:30:00Z", "2026-12-07T12:00:00Z"].map((s) => ({ at: new Date(s) }));

export type League = {
  teams: { id: string; name: string; captain: string; members: string[] }[];
  admin: string;
  referee: string;
  outsider: string;
  actor: (userId: string) => Promise<Actor>;
};

export async function makeLeague(n = 8, at = new Date("2026-11-01T00:00:00Z")): Promise<League> {
  hash ??= hashPassword("password123");
  const passwordHash = await hash;
  const prisma = await db();
  await getLeague(prisma);
  const user = async (email: string, name: string, role: "admin" | "referee" | "member" = "member") =>
    (await prisma.user.create({ data: { email, name, passwordHash, role }, select: { id: true } })).id;
  const admin = await user("admin@test", "Admin", "admin");
  const referee = await user("ref@test", "Referee", "referee");
  const outsider = await user("outsider@test", "Outsider");
  const teams: League["teams"] = [];
  for (let t = 0; t < n; t++) {
    const members: string[] = [];
    for (let m = 0; m < 5; m++) members.push(await user(`t${t}m${m}@test`, `T${t} M${m}`));
    const name = `Team ${t + 1}`;
    const { id } = await insertTeam({ name, captainId: members[0], memberIds: members }, null, at);
    teams.push({ id, name, captain: members[0], members });
  }
  await setInitialLadder(
    "system",
    teams.map((t) => t.id),
    at,
  );
  return { teams, admin, referee, outsider, actor: loadActor };
}

/** The ladder as team names, top first. */
export async function ladderNames(): Promise<string[]> {
  const prisma = await db();
  const rows = await prisma.ladderEntry.findMany({ orderBy: { position: "asc" }, select: { team: { select: { name: true } } } });
  return rows.map((r) => r.team.name);
}

/**
 * The league as in the weeks before the admin's initial order sets the ladder (T5, revision 4:
 * rosters change freely then): positions exist, `ladderSetAt` does not yet.
 */
export async function makeLeagueBeforeLadderSet(n = 8): Promise<League> {
  const L = await makeLeague(n);
  await (await db()).league.updateMany({ data: { ladderSetAt: null } });
  return L;
}
