// Issue 12: the demo league seeded through the real services at two very different instants
// (early Monday inside the C10 window, and a Thursday evening), on both databases: every present
// state is there, nothing is dated after `now`, and the stored ladder and board equal the replay.
import { expect, test } from "vitest";
import { databaseKinds, useFreshDatabase } from "./db";
import { seedDemoLeague } from "@/prisma/demo-league";
import { verifyLeague } from "@/lib/services/league/verify";
import { db } from "@/lib/db/client";
import { sweepDeadlines } from "@/lib/services/challenges/sweep";
import { loadActor } from "@/lib/auth/actor";
import { getSetupChecklist } from "@/lib/services/league/setup";

const kinds = await databaseKinds();
const instants = [new Date("2026-11-29T16:30:00Z"), new Date("2026-12-03T13:10:00Z")]; // Mon 00:30, Thu 21:10 league time

for (const kind of kinds) {
  test.each(instants.map((d) => [d.toISOString(), d] as const))(`[${kind}] the demo seeded at %s`, async (_iso, now) => {
    const { teardown } = await useFreshDatabase(kind);
    try {
      expect(await seedDemoLeague(now)).toBe(true);
      const prisma = await db();
      expect(await prisma.event.count({ where: { at: { gt: now } } })).toBe(0);
      const open = await prisma.challenge.findMany({ where: { state: { not: "final" } }, select: { state: true } });
      expect(open.map((c) => c.state).sort()).toEqual(["awaiting_choice", "awaiting_response", "disputed", "result_submitted", "scheduled"]);
      expect(await prisma.ratingChange.count()).toBeGreaterThanOrEqual(40); // ≥ 20 rated matches, 2 rows each
      expect(await prisma.boardResult.count()).toBeGreaterThanOrEqual(3 * 32);
      expect(await prisma.challenge.count({ where: { outcomeReason: "defender_forfeit" } })).toBeGreaterThan(0);
      expect(await prisma.case.count({ where: { state: "open", kind: "appeal" } })).toBe(1);
      expect(await prisma.replacementRequest.count({ where: { state: "pending" } })).toBe(1);
      const ratings = (await prisma.teamRating.findMany()).map((r) => r.rating);
      expect(Math.max(...ratings) - Math.min(...ratings)).toBeGreaterThan(50);
      expect((await sweepDeadlines(now)).applied).toBe(0); // nothing is overdue at the present
      expect(await verifyLeague()).toMatchObject({ differences: [], seasons: 1, ladders: 2 });
      // Issue 40: an autumn season closed behind the running one, with its champion and matches.
      const seasons = await prisma.season.findMany({ where: { leagueId: 1 }, orderBy: { number: "asc" } });
      expect(seasons.map((s) => [s.number, !!s.closedAt])).toEqual([
        [1, true],
        [2, false],
      ]);
      // S2: a second ladder, the women's, with its four teams in their initial order and its first season.
      const women = await prisma.league.findUniqueOrThrow({ where: { slug: "women" }, select: { id: true, ladderSetAt: true } });
      expect(women.ladderSetAt).not.toBeNull();
      expect(await prisma.ladderEntry.count({ where: { leagueId: women.id } })).toBe(4);
      expect(await prisma.season.count({ where: { leagueId: women.id, closedAt: null } })).toBe(1);
      expect(await prisma.challenge.count({ where: { seasonId: seasons[0].id } })).toBeGreaterThanOrEqual(6);
      expect(await prisma.challenge.count({ where: { seasonId: seasons[1].id } })).toBeGreaterThanOrEqual(6);
      expect(await prisma.challenge.count({ where: { seasonId: null } })).toBe(0);
      // Issue 37: a league weeks into play has done its first evening: every step of the admin's checklist.
      const admin = await loadActor((await prisma.user.findUniqueOrThrow({ where: { email: "admin@demo.club" } })).id);
      expect((await getSetupChecklist(admin)).steps.filter((s) => !s.done).map((s) => s.step)).toEqual([]);
      expect(await seedDemoLeague(now)).toBe(false); // a second run does not reseed
    } finally {
      await teardown();
    }
  });
}
