// S2, S5 (revision 4; decision 0022): one team per person in a ladder and the divisions joined to
// it, when two joins of the same person race. The database's key (person, ladder) sees one ladder
// only; across two joined divisions the services' check holds because it locks the person first
// (lib/services/teams/membership.ts). Both databases: two team creations at once, one in each
// division, and two registrations at once: exactly one goes through. PostgreSQL: a join in progress
// on another connection (the person locked, their membership written, not yet committed) makes a
// second join wait, and then refuses it; so does the admin's joining of two divisions (S5).
import { beforeAll, expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { failure } from "./expect-failure";
import { makeLeague, type League } from "./fixtures";
import { db, dbHandle } from "@/lib/db/client";
import { hashPassword } from "@/lib/auth/password";
import { createTeam } from "@/lib/services/league/admin";
import { allLadders, createLadder } from "@/lib/services/league/ladders";
import { setPromotion } from "@/lib/services/league/divisions";
import { registerTeam } from "@/lib/services/accounts/team-registration";

const kinds = await databaseKinds();
const MADE = new Date("2026-11-01T00:00:00Z");

describeOnDatabases("S2: one team per person across joined divisions, when two joins race", kinds, (kind) => {
  let L: League;
  let OPEN = "";
  let n = 0;
  const admin = () => L.actor(L.admin);
  const person = async () => {
    n++;
    return (await (await db()).user.create({ data: { email: `race${n}@test`, name: `Race ${n}`, passwordHash: await hashPassword("password123") } })).id;
  };
  const teamsOf = async (userId: string) => (await (await db()).teamMember.findMany({ where: { userId }, select: { leagueId: true } })).map((m) => m.leagueId);

  beforeAll(async () => {
    L = await makeLeague(2, MADE);
    OPEN = (await allLadders())[0].slug;
    await createLadder(await admin(), { slug: "b", name: { "zh-CN": "乙级", en: "Division B" }, division: 2 }, MADE);
    await setPromotion(await admin(), OPEN, { below: "b", teams: 1 }, MADE);
  });

  test("two teams made at once with the same person, one in each division: one is made, the other refused (409 S2)", async () => {
    const x = await person();
    const [a, b] = [await person(), await person()];
    const results = await Promise.allSettled([
      createTeam(await admin(), { name: `Open ${n}`, captainId: x, memberIds: [x, a] }, MADE),
      createTeam(await admin(), { name: `B ${n}`, captainId: x, memberIds: [x, b], ladder: "b" }, MADE),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect([refused.reason.code, refused.reason.rule]).toEqual(["user_in_team", "S2"]);
    expect(await teamsOf(x)).toHaveLength(1);
  });

  test("two registrations at once by one person, one in each division: one pending team, the other refused", async () => {
    const x = await person();
    const actor = await L.actor(x);
    const results = await Promise.allSettled([
      registerTeam(actor, { name: `Reg open ${n}`, memberEmails: [] }, { origin: "http://localhost", now: MADE }),
      registerTeam(actor, { name: `Reg b ${n}`, memberEmails: [] }, { origin: "http://localhost", now: MADE, ladder: (await allLadders())[1].id }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await teamsOf(x)).toHaveLength(1);
  });

  test.runIf(kind === "postgresql")("a join in progress elsewhere in the group (not yet committed): a second join waits for it, then is refused", async () => {
    const y = await person();
    const mate = await person();
    const { pool } = await dbHandle();
    const other = await pool.connect();
    try {
      // Another join's transaction: the person locked, their membership in the open ladder written.
      await other.query("BEGIN");
      await other.query(`SELECT id FROM "User" WHERE id = $1 FOR NO KEY UPDATE`, [y]);
      await other.query(`INSERT INTO "TeamMember" ("userId", "teamId", "leagueId", "joinedAt", deputy) VALUES ($1, $2, 1, now(), false)`, [y, L.teams[0].id]);
      let done = false;
      const second = failure(createTeam(await admin(), { name: `B wait ${n}`, captainId: y, memberIds: [y, mate], ladder: "b" }, MADE)).finally(
        () => (done = true),
      );
      let waiting = 0;
      for (let i = 0; i < 200 && waiting === 0; i++)
        waiting = (await other.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`)).rows[0]
          .n;
      expect([waiting, done]).toEqual([1, false]);
      await other.query("COMMIT");
      const refused = await second;
      expect([refused.code, refused.rule]).toEqual(["user_in_team", "S2"]);
      expect(await teamsOf(y)).toEqual([1]);
    } finally {
      await other.query("ROLLBACK").catch(() => undefined);
      await other.query(`DELETE FROM "TeamMember" WHERE "userId" = $1`, [y]);
      other.release();
    }
  });

  test.runIf(kind === "postgresql")(
    "joining two divisions while a member of one joins the other (not yet committed): the promotion waits, then is refused (409 S2)",
    async () => {
      const [q, mate, d1, d2] = [await person(), await person(), await person(), await person()];
      await createLadder(await admin(), { slug: "c", name: { "zh-CN": "丙级", en: "Division C" }, division: 3 }, MADE);
      await createLadder(await admin(), { slug: "d", name: { "zh-CN": "丁级", en: "Division D" }, division: 4 }, MADE);
      await createTeam(await admin(), { name: `C ${n}`, captainId: q, memberIds: [q, mate], ladder: "c" }, MADE);
      const dTeam = await createTeam(await admin(), { name: `D ${n}`, captainId: d1, memberIds: [d1, d2], ladder: "d" }, MADE);
      const D = (await allLadders()).find((l) => l.slug === "d")!.id;
      const { pool } = await dbHandle();
      const other = await pool.connect();
      try {
        // q, on a team of ladder C, is joining a team of ladder D on another connection.
        await other.query("BEGIN");
        await other.query(`SELECT id FROM "User" WHERE id = $1 FOR NO KEY UPDATE`, [q]);
        await other.query(`INSERT INTO "TeamMember" ("userId", "teamId", "leagueId", "joinedAt", deputy) VALUES ($1, $2, $3, now(), false)`, [q, dTeam.id, D]);
        let done = false;
        const joining = failure(setPromotion(await admin(), "c", { below: "d", teams: 1 }, MADE)).finally(() => (done = true));
        let waiting = 0;
        for (let i = 0; i < 200 && waiting === 0; i++)
          waiting = (await other.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`))
            .rows[0].n;
        expect([waiting, done]).toEqual([1, false]);
        await other.query("COMMIT");
        const refused = await joining;
        expect([refused.code, refused.rule]).toEqual(["promotion_shared_member", "S2"]);
      } finally {
        await other.query("ROLLBACK").catch(() => undefined);
        await other.query(`DELETE FROM "TeamMember" WHERE "userId" = $1 AND "teamId" = $2`, [q, dTeam.id]);
        other.release();
      }
    },
  );
});
