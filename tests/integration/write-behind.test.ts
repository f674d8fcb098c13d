// Issue 11 (decision 0010): a write's events, team notifications and the writes marked as not read
// back (writeLater: a challenge action's update, a check-in, a result) go to the database in one
// statement at the end of its transaction. Counted statements, not timed.
process.env.LADDER_COUNT_QUERIES = "1";
import type { EventType } from "@/lib/domain/challenge/types";
import { beforeAll, expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { makeLeague, type League, SLOTS, T } from "./fixtures";
import { acceptSlot } from "@/lib/services/challenges/answer";
import { checkIn } from "@/lib/services/challenges/check-in";
import { issueChallenge } from "@/lib/services/challenges/issue";
import { db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { queryCountIfEnabled } from "@/lib/db/query-count";
import { resetEnvCache } from "@/lib/env";
import { Conflict } from "@/lib/errors";
import { appendEvents } from "@/lib/services/league/events";
import { notifyTeams } from "@/lib/services/mail/inbox";
import { inTransaction } from "@/lib/db/transaction";
import { writeLater } from "@/lib/db/write-behind";

/** A made-up event type (the app's own are typed by their labels, EventType): these tests only count rows. */
const synthetic = (type: string) => type as EventType;
const kinds = await databaseKinds();
const H = 3_600_000;

describeOnDatabases("write-behind", kinds, () => {
  let L: League;
  beforeAll(async () => {
    resetEnvCache();
    L = await makeLeague(4);
  });
  const counts = async () => {
    const prisma = await db();
    return { events: await prisma.event.count(), inbox: await prisma.notification.count(), checkIns: await prisma.checkIn.count() };
  };

  test("an answer and a check-in: the challenge's load, then one statement with the update, the check-in, events and notifications", async () => {
    const { id } = await issueChallenge(await L.actor(L.teams[3].captain), { defenderId: L.teams[2].id, slots: SLOTS }, T);
    const before = await counts();
    const [defender, member] = [await L.actor(L.teams[2].captain), await L.actor(L.teams[2].members[1])];
    let q = queryCountIfEnabled()!;
    await acceptSlot(defender, id, SLOTS[0].at, new Date(T.getTime() + H));
    // Counted: the row lock, the challenge's load, the write, and Prisma's COMMIT (its BEGIN is not
    // a query event). Before decision 0010: the update, the events and the notifications apart.
    // Issue 21: the lock is its own statement, so the load sees what committed while it waited.
    expect(queryCountIfEnabled()! - q).toBe(4);
    const answered = await counts();
    expect(answered.events).toBeGreaterThan(before.events);
    expect(answered.inbox - before.inbox).toBe(9); // both teams, 5 members each, less the captain who accepted (issue 38)

    q = queryCountIfEnabled()!;
    await checkIn(member, id, new Date(SLOTS[0].at.getTime() - 10 * 60_000));
    expect(queryCountIfEnabled()! - q).toBe(4);
    expect((await counts()).checkIns).toBe(before.checkIns + 1);
  });

  test("more events than one statement takes (8,000: over PostgreSQL's 65,535 parameters) are all written, in order", async () => {
    const before = (await counts()).events;
    await inTransaction(async (tx) => {
      for (let i = 0; i < 8000; i++) await appendEvents(tx, [{ type: synthetic("bulk_event"), at: T, data: { i } }]);
    });
    const rows = await (await db()).event.findMany({ where: { type: "bulk_event" }, orderBy: { id: "asc" }, select: { data: true } });
    expect(rows.map((r) => (r.data as { i: number }).i)).toEqual(Array.from({ length: 8000 }, (_, i) => i));
    expect((await counts()).events).toBe(before + 8000);
  });

  test("a guarded later write that changes nothing fails the transaction, and nothing queued with it is kept", async () => {
    const before = await counts();
    const err = await inTransaction(async (tx) => {
      await appendEvents(tx, [{ type: synthetic("test_event"), at: T, data: {} }]);
      await notifyTeams(tx, [L.teams[0].id], "challenge_final", { number: 1 });
      await writeLater(tx, Prisma.sql`UPDATE "Challenge" SET version = version WHERE false RETURNING 1`, { rows: 1, error: () => new Conflict("conflict") });
    }).catch((e) => e);
    expect(err).toMatchObject({ status: 409, code: "conflict" });
    expect(await counts()).toEqual(before);
  });

  test("queued writes are written in order with the events, and are seen after the commit", async () => {
    const before = await counts();
    await inTransaction(async (tx) => {
      await appendEvents(tx, [{ type: synthetic("test_first"), at: T, data: {} }]);
      await writeLater(tx, Prisma.sql`UPDATE "Team" SET name = ${"Renamed later"} WHERE id = ${L.teams[0].id}`);
      await appendEvents(tx, [{ type: synthetic("test_second"), at: T, data: {} }]);
      // Not written yet: nothing in this transaction reads it back before the end.
      expect(await tx.$queryRaw`SELECT count(*)::int AS n FROM "Event" WHERE type LIKE 'test_%'`).toEqual([{ n: 0 }]);
    });
    const prisma = await db();
    expect((await prisma.team.findUniqueOrThrow({ where: { id: L.teams[0].id } })).name).toBe("Renamed later");
    expect((await prisma.event.findMany({ where: { type: { startsWith: "test_" } }, orderBy: { id: "asc" } })).map((e) => e.type)).toEqual([
      "test_first",
      "test_second",
    ]);
    expect((await counts()).events).toBe(before.events + 2);
  });
});
