// Issue 11: the hot write paths read and write with hand-written SQL. The challenge loader must
// give exactly what the Prisma query it replaced gives (every field, every relation, dates as
// Dates) in every state a challenge passes through, and the other hand-written writes must leave
// the rows Prisma would have.
import { beforeAll, expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { makeLeague, type League, SLOTS, T } from "./fixtures";
import { checkIn } from "@/lib/services/challenges/check-in";
import { chooseSlot, counterPropose } from "@/lib/services/challenges/answer";
import { issueChallenge } from "@/lib/services/challenges/issue";
import { proposeReschedule } from "@/lib/services/challenges/reschedule";
import { appealResult, submitResult } from "@/lib/services/challenges/results";
import { challengeInclude, loadChallengeRow, loadChallengeRows } from "@/lib/services/challenges/challenge-load";
import { db } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";

const kinds = await databaseKinds();
const COUNTER = ["2026-12-02T13:00:00.250Z", "2026-12-03T13:30:00Z", "2026-12-04T14:00:00Z", "2026-12-07T11:00:00Z"].map((s) => ({ at: new Date(s) }));
const h = (d: Date, hours: number) => new Date(d.getTime() + hours * 3_600_000);

describeOnDatabases("challenge store (hand-written SQL)", kinds, () => {
  let L: League;
  beforeAll(async () => {
    L = await makeLeague(6);
  });

  test("the loader equals the Prisma query it replaced, in every state of a challenge", async () => {
    const prisma = await db();
    const cap5 = await L.actor(L.teams[4].captain);
    const cap3 = await L.actor(L.teams[2].captain);
    let id = "";
    const start = COUNTER[0].at;
    const steps: [string, () => Promise<unknown>][] = [
      ["issued", async () => (id = (await issueChallenge(cap5, { defenderId: L.teams[2].id, slots: SLOTS }, T)).id)],
      ["countered", () => counterPropose(cap3, id, COUNTER, h(T, 1))],
      ["chosen", () => chooseSlot(cap5, id, COUNTER[0].at, h(T, 2))],
      ["reschedule proposed", () => proposeReschedule(cap3, id, h(COUNTER[0].at, 0.5), h(T, 3))],
      ["one side checked in", () => checkIn(cap3, id, h(start, -0.25))],
      ["both checked in", () => checkIn(cap5, id, h(start, 0.1))],
      [
        "result submitted",
        () =>
          submitResult(
            cap5,
            id,
            {
              challengerImps: 30,
              defenderImps: 31,
              lineup: { challenger: L.teams[4].members.slice(0, 4), defender: [...L.teams[2].members.slice(1, 4), { name: "外援 Guest" }] },
            },
            h(start, 3),
          ),
      ],
      ["appealed (a case)", () => appealResult(cap3, id, "board 7 was entered the wrong way round", h(start, 4))],
    ];
    const seen = new Set<string>();
    for (const [state, step] of steps) {
      await step();
      const expected = await prisma.challenge.findUniqueOrThrow({ where: { id }, include: challengeInclude });
      const [locked, many] = await inTransaction(async (tx) => [await loadChallengeRow(tx, id), await loadChallengeRows(tx, [id, "no-such-id"])] as const);
      expect(locked, state).toEqual(expected);
      expect(many.get(id), state).toEqual(expected);
      expect(many.size).toBe(1);
      for (const d of [locked.issuedAt, ...locked.slots.map((s) => s.at), ...locked.checkIns.map((c) => c.at)]) expect(d).toBeInstanceOf(Date);
      seen.add(
        `${expected.state}/${!!expected.rescheduleAt}/${expected.slots.length}/${expected.checkIns.length}/${expected.results.length}/${expected.cases.length}`,
      );
    }
    // The walk did pass through states with and without each relation (the comparison meant something).
    expect(seen.size).toBe(steps.length);
    const row = await prisma.challenge.findUniqueOrThrow({
      where: { id },
      include: { results: { include: { lineup: { orderBy: [{ side: "asc" }, { seat: "asc" }] } } }, ratingChanges: true },
    });
    expect(row.results[0]).toMatchObject({ status: "appealed", bySide: "challenger", challengerImps: 30, defenderImps: 31, lineupMarked: false });
    expect(row.results[0].lineup.map((x) => [x.side, x.seat, x.registered, x.name])).toEqual([
      ["challenger", 0, true, "T4 M0"],
      ["challenger", 1, true, "T4 M1"],
      ["challenger", 2, true, "T4 M2"],
      ["challenger", 3, true, "T4 M3"],
      ["defender", 0, true, "T2 M1"],
      ["defender", 1, true, "T2 M2"],
      ["defender", 2, true, "T2 M3"],
      ["defender", 3, false, "外援 Guest"],
    ]);
    // E1 in one statement: the winner's row first, as before, with the ratings before and after.
    expect(row.ratingChanges.map((r) => [r.teamId, r.won, r.before, r.ratedBefore])).toEqual([
      [L.teams[2].id, true, 1600, 0],
      [L.teams[4].id, false, 1600, 0],
    ]);
    const boards = await prisma.teamRating.findMany({ where: { teamId: { in: [L.teams[2].id, L.teams[4].id] } }, orderBy: { rating: "desc" } });
    expect(boards.map((b) => [b.teamId, b.ratedMatches, b.wins, b.losses, b.rating - 1600, b.lastChange])).toEqual([
      [L.teams[2].id, 1, 1, 0, row.ratingChanges[0].after - 1600, row.ratingChanges[0].after - 1600],
      [L.teams[4].id, 1, 0, 1, row.ratingChanges[1].after - 1600, row.ratingChanges[1].after - 1600],
    ]);
  });
});
