// Issue 40, S2 (revision 4, decision 0022): each ladder has its own lock (the advisory key
// (7302, ladder)). On PostgreSQL, with another connection holding one ladder's lock: an issue and
// a result in the other ladder go through at once, an issue in the held ladder waits for it; a
// season's close (which may move teams between ladders, S5) waits for any ladder's. On both
// databases: issues in two ladders at once both hold, and verify is clean.
import { beforeAll, expect, test } from "vitest";
import type pg from "pg";
import { databaseKinds, describeOnDatabases } from "./db";
import { makeLeague, type League, SLOTS, T } from "./fixtures";
import { h } from "./league-helpers";
import { db, dbHandle } from "@/lib/db/client";
import { hashPassword } from "@/lib/auth/password";
import { createTeam } from "@/lib/services/league/admin";
import { createLadder } from "@/lib/services/league/ladders";
import { issueChallenge } from "@/lib/services/challenges/issue";
import { acceptSlot } from "@/lib/services/challenges/answer";
import { submitResult } from "@/lib/services/challenges/results";
import { withdrawChallenge } from "@/lib/services/challenges/withdraw";
import { closeSeason } from "@/lib/services/league/season-admin";
import { latestSeason } from "@/lib/services/league/seasons";
import { verifyLeague } from "@/lib/services/league/verify";

const kinds = await databaseKinds();
const MADE = new Date("2026-11-01T00:00:00Z");

describeOnDatabases("S2: a lock per ladder", kinds, (kind) => {
  let L: League;
  let TWO = 0;
  const two: { id: string; captain: string; members: string[] }[] = [];
  const admin = () => L.actor(L.admin);

  beforeAll(async () => {
    L = await makeLeague(4, MADE);
    TWO = (await createLadder(await admin(), { slug: "two", name: { "zh-CN": "二组", en: "Two" } }, MADE)).id;
    const prisma = await db();
    const passwordHash = await hashPassword("password123");
    for (let t = 0; t < 4; t++) {
      const members: string[] = [];
      for (let i = 0; i < 4; i++) members.push((await prisma.user.create({ data: { email: `two${t}m${i}@test`, name: `W${t}M${i}`, passwordHash } })).id);
      const { id } = await createTeam(await admin(), { name: `Two ${t + 1}`, captainId: members[0], memberIds: members, ladder: "two" }, MADE);
      two.push({ id, captain: members[0], members });
    }
  });

  /** How many requests wait for the lock of `ladder` (PostgreSQL's lock table). */
  const waitingFor = async (other: pg.PoolClient, ladder: number) =>
    (
      await other.query(
        "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND classid = 7302 AND objid = $1 AND objsubid = 2 AND NOT granted",
        [ladder],
      )
    ).rows[0].n as number;

  test("issues in two ladders at once both hold; each ladder's positions and verify are clean", async () => {
    const [a, b] = await Promise.all([
      issueChallenge(await L.actor(L.teams[3].captain), { defenderId: L.teams[2].id, slots: SLOTS }, T),
      issueChallenge(await L.actor(two[3].captain), { defenderId: two[2].id, slots: SLOTS }, T),
    ]);
    const rows = await (await db()).challenge.findMany({ where: { id: { in: [a.id, b.id] } }, select: { leagueId: true } });
    expect(rows.map((r) => r.leagueId).sort()).toEqual([1, TWO].sort());
    expect((await verifyLeague()).differences).toEqual([]);
    await withdrawChallenge(await L.actor(L.teams[3].captain), a.id, h(T, 1));
    await withdrawChallenge(await L.actor(two[3].captain), b.id, h(T, 1));
  });

  test.runIf(kind === "postgresql")(
    "one ladder's lock held: the other ladder issues and records a result at once; the held ladder's issue waits for it",
    async () => {
      // A match in ladder Two, agreed, before the lock is taken.
      const played = await issueChallenge(await L.actor(two[1].captain), { defenderId: two[0].id, slots: SLOTS }, h(T, 2));
      await acceptSlot(await L.actor(two[0].captain), played.id, SLOTS[0].at, h(T, 3));
      const { pool } = await dbHandle();
      const other = await pool.connect();
      try {
        await other.query("BEGIN");
        await other.query("SELECT pg_advisory_xact_lock(7302, 1)"); // the open ladder's, exclusively
        // Ladder Two does not wait (under one league-wide lock, both would time out here).
        const issued = await issueChallenge(await L.actor(two[3].captain), { defenderId: two[2].id, slots: SLOTS }, h(T, 4));
        await submitResult(
          await L.actor(two[1].captain),
          played.id,
          { challengerImps: 40, defenderImps: 20, lineup: { challenger: two[1].members, defender: two[0].members } },
          h(SLOTS[0].at, 3),
        );
        expect(await waitingFor(other, TWO)).toBe(0);
        // The open ladder's issue waits until the holder commits.
        let done = false;
        const waiting = issueChallenge(await L.actor(L.teams[3].captain), { defenderId: L.teams[2].id, slots: SLOTS }, h(T, 5)).finally(() => (done = true));
        let n = 0;
        for (let i = 0; i < 200 && n === 0; i++) n = await waitingFor(other, 1);
        expect([n, done]).toEqual([1, false]);
        await other.query("COMMIT");
        const open = await waiting;
        await withdrawChallenge(await L.actor(L.teams[3].captain), open.id, h(T, 6));
        await withdrawChallenge(await L.actor(two[3].captain), issued.id, h(T, 6));
      } finally {
        await other.query("ROLLBACK").catch(() => undefined);
        other.release();
      }
    },
  );

  test.runIf(kind === "postgresql")("a season's close waits for any ladder's lock (S5 may move teams between ladders)", async () => {
    const prisma = await db();
    // Settle what is open in the open ladder (nothing is), then hold ladder Two's lock in its shared form.
    const season = (await latestSeason(prisma, 1))!;
    const { pool } = await dbHandle();
    const other = await pool.connect();
    try {
      await other.query("BEGIN");
      await other.query("SELECT pg_advisory_xact_lock_shared(7302, $1)", [TWO]); // a swap in ladder Two in progress
      let done = false;
      const closing = closeSeason(await admin(), season.id, h(T, 24 * 20)).finally(() => (done = true));
      let n = 0;
      for (let i = 0; i < 200 && n === 0; i++) n = await waitingFor(other, TWO);
      expect([n, done]).toEqual([1, false]);
      await other.query("COMMIT");
      await closing;
      expect((await prisma.season.findUniqueOrThrow({ where: { id: season.id } })).closedAt).not.toBeNull();
    } finally {
      await other.query("ROLLBACK").catch(() => undefined);
      other.release();
    }
  });
});
