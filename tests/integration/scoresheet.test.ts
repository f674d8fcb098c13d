// Issue 6 on a real database: a result from a 16-board sheet (totals computed), malformed sheets
// refused board by board with nothing saved, and a referee adjusting one board (ladder follows).
import fs from "node:fs";
import path from "node:path";
import { beforeAll, expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { ladderNames, makeLeague, type League, SLOTS, T } from "./fixtures";
import { acceptSlot } from "@/lib/services/challenges/answer";
import { issueChallenge } from "@/lib/services/challenges/issue";
import { appealResult, submitResult } from "@/lib/services/challenges/results";
import { ruleCase } from "@/lib/services/cases/rulings";
import { getBoards, previewMatchFile } from "@/lib/services/challenges/scoresheet";
import { readPbnMatch } from "@/lib/domain/bridge/pbn";
import { formatRoomResult } from "@/lib/domain/bridge/notation";
import { verifyLeague } from "@/lib/services/league/verify";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";

const kinds = await databaseKinds();
const H = 3_600_000;
const pbn = fs.readFileSync(path.join(import.meta.dirname, "../fixtures/match-16.pbn"), "utf8");
const fixtureBoards = readPbnMatch(pbn).boards.map((b) => ({ board: b.board, open: formatRoomResult(b.open!), closed: formatRoomResult(b.closed!) }));

describeOnDatabases("scoresheet", kinds, () => {
  let L: League;
  let id: string;
  const lineup = () => ({ challenger: L.teams[3].members.slice(0, 4), defender: L.teams[2].members.slice(0, 4) });

  beforeAll(async () => {
    L = await makeLeague(4);
    id = (await issueChallenge(await L.actor(L.teams[3].captain), { defenderId: L.teams[2].id, slots: SLOTS }, T)).id;
    await acceptSlot(await L.actor(L.teams[2].captain), id, SLOTS[0].at, new Date(T.getTime() + H));
  });

  test("malformed sheets are refused with an error per board, and nothing is saved", async () => {
    const prisma = await db();
    const cap = await L.actor(L.teams[3].captain);
    const after = new Date(SLOTS[0].at.getTime() + 3 * H);
    const bad = fixtureBoards.map((b) => (b.board === 5 ? { ...b, open: "8S= N" } : b.board === 9 ? { ...b, closed: "4S+5 N" } : b));
    const err = await submitResult(cap, id, { lineup: lineup(), boards: bad }, after).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 422, rule: "M1", code: "sheet_invalid", fields: { "boards.5.open": ["level"], "boards.9.closed": ["tricks"] } });
    const fifteen = await submitResult(cap, id, { lineup: lineup(), boards: fixtureBoards.slice(0, 15) }, after).catch((e) => e);
    expect(fifteen.fields).toEqual({ boards: ["missing boards: 16"] });
    const dup = await submitResult(cap, id, { lineup: lineup(), boards: [...fixtureBoards.slice(0, 15), { ...fixtureBoards[0] }] }, after).catch((e) => e);
    expect(dup.fields).toEqual({ "boards.1": ["duplicate"] });
    const typed = await submitResult(cap, id, { lineup: lineup(), boards: fixtureBoards, challengerImps: 40, defenderImps: 21 }, after).catch((e) => e);
    expect(typed).toMatchObject({ code: "totals_mismatch", params: { challengerImps: 31, defenderImps: 21 } });
    expect(await prisma.result.count({ where: { challengeId: id } })).toBe(0);
    expect(await prisma.boardResult.count()).toBe(0);
  });

  test("a 16-board sheet: the totals are computed from the boards and recorded as the result", async () => {
    await submitResult(await L.actor(L.teams[3].captain), id, { lineup: lineup(), boards: fixtureBoards }, new Date(SLOTS[0].at.getTime() + 3 * H));
    const b = await getBoards(id);
    expect([b.challengerImps, b.defenderImps, b.winner]).toEqual([31, 21, "challenger"]);
    expect(b.rows).toHaveLength(16);
    expect(b.boards[0]).toMatchObject({ board: 1, open: "4S= N", closed: "2S+2 N", dealer: "N", vulnerability: "None" });
    const prisma = await db();
    const r = await prisma.result.findFirstOrThrow({ where: { challengeId: id } });
    expect([r.challengerImps, r.defenderImps]).toEqual([31, 21]);
    expect(await prisma.boardResult.count({ where: { resultId: r.id } })).toBe(32);
    expect((await previewMatchFile(Buffer.from(pbn), 16)).totals).toMatchObject({ challengerImps: 31, defenderImps: 21 });
  });

  test("the referee adjusts one board on the other side's appeal: totals, winner and ladder follow", async () => {
    // Revision 3: once a result is submitted, the other side's remedy is the appeal (M2).
    await appealResult(
      await L.actor(L.teams[2].captain),
      id,
      "board 3 was replayed after a disconnection and took a new course",
      new Date(SLOTS[0].at.getTime() + 4 * H),
    );
    const prisma0 = await db();
    const { id: caseId } = await prisma0.case.findFirstOrThrow({ where: { challengeId: id, kind: "appeal", state: "open" } });
    // M2 (revision 2): the submitted result (31:27 for Team 4) is already in effect.
    expect(await ladderNames()).toEqual(["Team 1", "Team 2", "Team 4", "Team 3"]);
    // Board 3 was +15 for the challenger; the referee assigns −6 instead: 16:27 → the defender wins.
    await ruleCase(
      await L.actor(L.referee),
      caseId,
      { kind: "adjust_board", board: 3, adjustedImps: -6, reason: "M5: the replay took a new course" },
      new Date(SLOTS[0].at.getTime() + 20 * H),
    );
    const b = await getBoards(id);
    expect([b.challengerImps, b.defenderImps, b.winner]).toEqual([16, 27, "defender"]);
    expect(b.rows[2]).toMatchObject({ board: 3, imps: -6, adjusted: true });
    const prisma = await db();
    expect((await prisma.challenge.findUniqueOrThrow({ where: { id } })).outcomeWinner).toBe("defender");
    // L4: the ruling revised the outcome in effect; the ladder is rebuilt.
    expect(await ladderNames()).toEqual(["Team 1", "Team 2", "Team 3", "Team 4"]);
    expect((await verifyLeague()).differences).toEqual([]);
  });
});
