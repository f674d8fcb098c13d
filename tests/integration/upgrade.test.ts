// Issue 40 (S6) on both databases: a backup written by the release before seasons (ef1cd56; see
// scripts/make-upgrade-fixture.sh) restores into this release, which migrates it: its league is the
// default ladder, its whole history the first season (each challenge in it, the season's start an
// event), nothing lost, `verify` clean; and the league goes on (the admin's close names what is open).
import { expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { failure } from "./expect-failure";
import { dbHandle, db } from "@/lib/db/client";
import { restoreFrom } from "@/lib/db/backup";
import { invalidateReads } from "@/lib/read-cache";
import { verifyLeague } from "@/lib/services/league/verify";
import { closeSeason } from "@/lib/services/league/season-admin";
import { leagueDay } from "@/lib/domain/schedule/window";
import { loadActor } from "@/lib/auth/actor";

const kinds = await databaseKinds();
const FILE = "tests/fixtures/upgrade/release-ef1cd56.jsonl.gz";

describeOnDatabases("upgrading a league from the release before seasons", kinds, () => {
  test("the backup restores and migrates; the league is the first season of the default ladder; verify is clean", async () => {
    const client = await (await dbHandle()).pool.connect();
    let r: Awaited<ReturnType<typeof restoreFrom>>;
    try {
      r = await restoreFrom(client, FILE);
    } finally {
      client.release();
    }
    invalidateReads();
    expect(r.header.migration).toBe("20261202234500_thread_contact");
    expect(r.migratedAfter).toContain("20261203050000_seasons");
    const prisma = await db();
    const league = await prisma.league.findUniqueOrThrow({ where: { id: 1 } });
    expect(league.slug).toBe("main");
    const seasons = await prisma.season.findMany();
    expect(seasons).toEqual([
      expect.objectContaining({
        id: "season-1",
        number: 1,
        startsOn: leagueDay(league.seasonStartedAt, "Asia/Shanghai"),
        endsOn: null,
        closedAt: null,
        archive: null,
      }),
    ]);
    const challenges = await prisma.challenge.count();
    expect(challenges).toBeGreaterThanOrEqual(20);
    expect(await prisma.challenge.count({ where: { seasonId: "season-1" } })).toBe(challenges);
    const started = await prisma.event.findMany({ where: { type: "season_started" } });
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({ rule: "S6", data: expect.objectContaining({ seasonId: "season-1", upgrade: true }) });
    // Nothing of the old league was lost: its rows are all there, and they replay to what is stored.
    expect(r.tables.Event).toBe((await prisma.event.count()) - 1);
    expect(await verifyLeague()).toMatchObject({ differences: [], seasons: 0 });
    const admin = await loadActor((await prisma.user.findUniqueOrThrow({ where: { email: "admin@demo.club" } })).id);
    expect(await failure(closeSeason(admin, "season-1"))).toMatchObject({ status: 409, code: "season_open_items" });
  });
});
