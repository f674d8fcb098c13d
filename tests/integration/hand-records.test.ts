// Issue 23 on a real database: a 16-board match file (BridgeComposer's, ISO-8859-1) imported,
// previewed and submitted with its deals; the double-dummy tables and par computed by the real
// DDS in the background queue, once; a hand record with deals only attached to typed results;
// deals kept through a referee's ruling; the PBN export; and the solver missing.
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, expect, test } from "vitest";
import { databaseKinds, describeOnDatabases } from "./db";
import { makeLeague, type League, SLOTS, T } from "./fixtures";
import { acceptSlot } from "@/lib/services/challenges/answer";
import { issueChallenge } from "@/lib/services/challenges/issue";
import { appealResult, submitResult } from "@/lib/services/challenges/results";
import { ruleCase } from "@/lib/services/cases/rulings";
import { exportBoards, getBoards, previewMatchFile } from "@/lib/services/challenges/scoresheet";
import { analysePending, ANALYSIS_RETRY_MS } from "@/lib/services/challenges/hand-records";
import { readPbnMatch } from "@/lib/domain/bridge/pbn";
import { verifyLeague } from "@/lib/services/league/verify";
import { db } from "@/lib/db/client";

const kinds = await databaseKinds();
const H = 3_600_000;
const dir = path.join(import.meta.dirname, "../fixtures/match-files");
const file = (name: string) => fs.readFileSync(path.join(dir, name));
const expected = JSON.parse(fs.readFileSync(path.join(dir, "expected.json"), "utf8")) as {
  board: number;
  deal: string;
  dd: unknown;
  parNs: number;
  parContracts: string;
}[];

describeOnDatabases("hand records", kinds, () => {
  let L: League;
  const lineup = (c: number, d: number) => ({ challenger: L.teams[c].members.slice(0, 4), defender: L.teams[d].members.slice(0, 4) });
  const scheduled = async (c: number, d: number, at = T) => {
    const id = (await issueChallenge(await L.actor(L.teams[c].captain), { defenderId: L.teams[d].id, slots: SLOTS }, at)).id;
    await acceptSlot(await L.actor(L.teams[d].captain), id, SLOTS[0].at, new Date(at.getTime() + H));
    return id;
  };
  const after = new Date(SLOTS[0].at.getTime() + 3 * H);
  let matchId: string;

  beforeAll(async () => {
    L = await makeLeague(8);
  });
  afterEach(() => {
    delete process.env.LADDER_DDS_LIBRARY;
  });

  test("the BridgeComposer file previews, submits with its 16 deals, and DDS analyses them once", async () => {
    const preview = await previewMatchFile(file("bridgecomposer-team-iso8859-1.pbn"), 16);
    expect(preview).toMatchObject({ format: "pbn", kind: "results", encoding: "ISO-8859-1", errors: [] });
    expect(preview.boards.every((b) => b.deal)).toBe(true);
    matchId = await scheduled(7, 6);
    const boards = preview.boards.map((b) => ({ board: b.board, open: b.open!, closed: b.closed!, deal: b.deal!, dealer: b.dealer, vulnerable: b.vulnerable }));
    await submitResult(await L.actor(L.teams[7].captain), matchId, { lineup: lineup(7, 6), boards }, after);
    const prisma = await db();
    expect(await prisma.boardDeal.count()).toBe(16);
    let view = await getBoards(matchId);
    expect([view.challengerImps, view.defenderImps]).toEqual([preview.totals!.challengerImps, preview.totals!.defenderImps]);
    expect(view.rows.map((r) => [r.deal, r.dd, r.analysis])).toEqual(expected.map((e) => [e.deal, null, "pending"]));

    const first = await analysePending(after);
    expect(first).toEqual({ taken: 16, analysed: 16, unavailable: false, failed: 0 });
    view = await getBoards(matchId);
    expect(view.rows.map((r) => ({ board: r.board, deal: r.deal, dd: r.dd, parNs: r.parNs, parContracts: r.parContracts }))).toEqual(
      expected.map((e) => ({ board: e.board, deal: e.deal, dd: e.dd, parNs: e.parNs, parContracts: e.parContracts })),
    );
    expect(view.rows.every((r) => r.analysis === "ready")).toBe(true);
    // recomputed never: nothing is waiting, hours later either
    expect(await analysePending(new Date(after.getTime() + 5 * H))).toMatchObject({ taken: 0 });
    expect((await verifyLeague()).differences).toEqual([]);
  });

  test("the PBN export carries the deals, both rooms, [OptimumScore] and [OptimumResultTable], and reads back", async () => {
    const pbn = await exportBoards(matchId, "pbn");
    expect(pbn).toContain(`[OptimumScore "NS ${expected[0].parNs}"]`);
    expect(pbn).toContain('[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]');
    const back = readPbnMatch(pbn, 16);
    expect(back.errors).toEqual([]);
    expect(back.boards.map((b) => b.deal)).toEqual(expected.map((e) => e.deal));
  });

  test("a hand record with deals only attaches its deals to typed results; a deal seen before is not analysed again", async () => {
    const deals = await previewMatchFile(file("hand-record-deals-only-utf8-bom.pbn"), 16);
    expect(deals).toMatchObject({ kind: "deals", errors: [], totals: null });
    const typed = (await previewMatchFile(file("chinese-tool-gb18030.pbn"), 16)).boards;
    const id = await scheduled(5, 4);
    const boards = typed.map((b) => {
      const d = deals.boards.find((x) => x.board === b.board)!;
      return { board: b.board, open: b.open!, closed: b.closed!, deal: d.deal!, dealer: d.dealer, vulnerable: d.vulnerable };
    });
    await submitResult(await L.actor(L.teams[4].captain), id, { lineup: lineup(5, 4), boards }, after);
    const prisma = await db();
    expect(await prisma.boardDeal.count()).toBe(32);
    expect(await prisma.dealAnalysis.count()).toBe(16);
    expect(await analysePending(after)).toMatchObject({ taken: 0 });
    expect((await getBoards(id)).rows.every((r) => r.analysis === "ready" && r.dd)).toBe(true);
  });

  test("a bad deal is refused by its board and nothing is saved", async () => {
    const id = await scheduled(3, 2);
    const typed = (await previewMatchFile(file("ladder-export.pbn"), 16)).boards;
    const boards = typed.map((b) => ({ board: b.board, open: b.open!, closed: b.closed!, deal: b.board === 4 ? b.deal!.replace("A", "K") : b.deal! }));
    const err = await submitResult(await L.actor(L.teams[3].captain), id, { lineup: lineup(3, 2), boards }, after).catch((e) => e);
    expect(err).toMatchObject({ status: 422, code: "sheet_invalid", fields: { "boards.4.deal": [expect.stringMatching(/^deal_/)] } });
    const prisma = await db();
    expect(await prisma.result.count({ where: { challengeId: id } })).toBe(0);
    expect(await prisma.boardDeal.count()).toBe(32);
  });

  test("a referee's adjusted result keeps the deals and their analysis", async () => {
    await appealResult(await L.actor(L.teams[6].captain), matchId, "board 2 was misreported by the server", new Date(after.getTime() + H));
    const prisma = await db();
    const c = await prisma.case.findFirstOrThrow({ where: { challengeId: matchId, kind: "appeal" } });
    await ruleCase(
      await L.actor(L.referee),
      c.id,
      { kind: "adjust_board", board: 2, adjustedImps: 3, reason: "M5: the server's record" },
      new Date(after.getTime() + 10 * H),
    );
    const view = await getBoards(matchId);
    expect(view.rows[1]).toMatchObject({ board: 2, imps: 3, adjusted: true, deal: expected[1].deal, parNs: expected[1].parNs });
    expect(view.rows.every((r) => r.dd)).toBe(true);
  });

  test("without the native library the hand record says the analysis is unavailable, and it is tried again an hour later", async () => {
    process.env.LADDER_DDS_LIBRARY = "/nonexistent/libdds.so";
    const id = await scheduled(1, 0);
    const typed = (await previewMatchFile(file("ladder-export.pbn"), 16)).boards;
    // the same results with the deals turned round (new deals: E's cards to N, and so on)
    const turn = (deal: string) => `N:${deal.slice(2).split(" ").slice(1).concat(deal.slice(2).split(" ").slice(0, 1)).join(" ")}`;
    const boards = typed.map((b) => ({ board: b.board, open: b.open!, closed: b.closed!, deal: turn(b.deal!) }));
    await submitResult(await L.actor(L.teams[1].captain), id, { lineup: lineup(1, 0), boards }, after);
    expect(await analysePending(after)).toMatchObject({ taken: 16, analysed: 0, unavailable: true });
    expect((await getBoards(id)).rows.every((r) => r.analysis === "unavailable" && r.dd === null)).toBe(true);
    expect(await analysePending(new Date(after.getTime() + 10 * 60_000))).toMatchObject({ taken: 0 });
    delete process.env.LADDER_DDS_LIBRARY;
    expect(await analysePending(new Date(after.getTime() + ANALYSIS_RETRY_MS + 1000))).toMatchObject({ taken: 16, analysed: 16 });
    expect((await getBoards(id)).rows.every((r) => r.analysis === "ready")).toBe(true);
  });
});
