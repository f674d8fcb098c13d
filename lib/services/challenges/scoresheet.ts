// Issue 6: the match scoresheet in the services: reading board input (notation or structured),
// checking it board by board, computing totals, storing and loading the board rows, PBN/CSV.
// Issue 23: a board may carry its deal (saved and analysed by hand-records.ts); match files of
// any format and charset are previewed here.
import type { Tx } from "@/lib/db/client";
import { db } from "@/lib/db/client";
import { NotFound, RuleViolation } from "@/lib/errors";
import { formatRoomResult, parseRoomResult, type RoomResult } from "@/lib/domain/bridge/notation";
import { checkSheetBoards, computeSheet, nsScore, type Room, type Sheet, type SheetBoard } from "@/lib/domain/bridge/sheet";
import { toPbn } from "@/lib/domain/bridge/pbn";
import { parseDeal, formatDeal } from "@/lib/domain/bridge/deal";
import { boardInfo } from "@/lib/domain/bridge/boards";
import { readFileInWorker } from "@/lib/server/file-work";
import { loadDeals, saveDeals, type HandRecord } from "@/lib/services/challenges/hand-records";
import { requireUser, type Actor } from "@/lib/auth/permissions";
import { getChallenge } from "@/lib/services/challenges/challenges-read";
import type { Side } from "@/lib/domain/challenge/types";
import type { BoardInput } from "@/lib/validations/challenge";

type RoomIn = BoardInput["open"];

function readRoom(r: RoomIn): { ok: true; value: RoomResult } | { ok: false; error: string } {
  if (typeof r === "string") return parseRoomResult(r);
  if ("passedOut" in r) return { ok: true, value: { passedOut: true } };
  const text = `${r.level}${r.strain}${r.doubled ?? ""}${r.tricks - (r.level + 6) === 0 ? "=" : r.tricks - (r.level + 6) > 0 ? `+${r.tricks - (r.level + 6)}` : r.tricks - (r.level + 6)} ${r.declarer}`;
  return parseRoomResult(text);
}

/** Board input → a sheet, or per-board field errors ("boards.3.open": ["tricks"]); M1: all boards once. */
export function readSheet(input: { challengerNsRoom?: Room; boards: BoardInput[] }, boardsPerMatch: number): Sheet {
  const fields: Record<string, string[]> = {};
  const boards: SheetBoard[] = [];
  for (const b of input.boards) {
    const open = readRoom(b.open);
    const closed = readRoom(b.closed);
    if (!open.ok) fields[`boards.${b.board}.open`] = [open.error];
    if (!closed.ok) fields[`boards.${b.board}.closed`] = [closed.error];
    let deal: SheetBoard["deal"] = null;
    if (b.deal) {
      const d = parseDeal(b.deal);
      const info = boardInfo(b.board);
      if (d.ok) deal = { deal: formatDeal(d.deal), dealer: b.dealer ?? info.dealer, vulnerable: b.vulnerable ?? info.vulnerability };
      else fields[`boards.${b.board}.deal`] = [d.problem];
    }
    if (open.ok && closed.ok) boards.push({ board: b.board, open: open.value, closed: closed.value, adjustedImps: b.adjustedImps ?? null, deal });
  }
  const check = checkSheetBoards(input.boards, boardsPerMatch);
  if (check && "missing" in check) fields.boards = [`missing boards: ${check.missing.join(", ")}`];
  else if (check) for (const e of check) fields[`boards.${e.board}`] = [e.error];
  if (Object.keys(fields).length) throw new RuleViolation("sheet_invalid", "M1", { boards: Object.keys(fields).join(", ") }).withFields(fields);
  return { challengerNsRoom: input.challengerNsRoom ?? "open", boards };
}

/** BoardResult rows for a result (one per board and room). */
export function boardRows(sheet: Sheet) {
  const nsSide = (room: Room): Side => (room === sheet.challengerNsRoom ? "challenger" : "defender");
  return sheet.boards.flatMap((b) =>
    (["open", "closed"] as const).map((room) => {
      const r = b[room];
      return {
        board: b.board,
        room,
        nsSide: nsSide(room),
        level: r.passedOut ? null : r.contract.level,
        strain: r.passedOut ? null : r.contract.strain,
        doubled: r.passedOut ? null : r.contract.doubled,
        declarer: r.passedOut ? null : r.declarer,
        tricks: r.passedOut ? null : r.tricks,
        nsScore: nsScore(b.board, r, b.deal?.vulnerable),
        adjustedImps: room === "open" ? (b.adjustedImps ?? null) : null,
      };
    }),
  );
}

type Row = {
  board: number;
  room: string;
  nsSide: Side;
  level: number | null;
  strain: string | null;
  doubled: string | null;
  declarer: string | null;
  tricks: number | null;
  adjustedImps: number | null;
};

export function sheetFromRows(rows: Row[], deals: Map<number, SheetBoard["deal"]> = new Map()): Sheet | null {
  if (rows.length === 0) return null;
  const byBoard = new Map<number, Partial<SheetBoard>>();
  let challengerNsRoom: Room = "open";
  for (const r of rows) {
    const e = byBoard.get(r.board) ?? { board: r.board, deal: deals.get(r.board) ?? null };
    const value: RoomResult =
      r.level === null
        ? { passedOut: true }
        : {
            passedOut: false,
            contract: { level: r.level as 1, strain: r.strain as "S", doubled: (r.doubled ?? "") as "" },
            declarer: r.declarer as "N",
            tricks: r.tricks!,
          };
    e[r.room as Room] = value;
    if (r.room === "open") e.adjustedImps = r.adjustedImps;
    if (r.nsSide === "challenger") challengerNsRoom = r.room as Room;
    byBoard.set(r.board, e);
  }
  return { challengerNsRoom, boards: [...byBoard.values()].filter((b): b is SheetBoard => !!b.open && !!b.closed) };
}

const dealInfos = (deals: Map<number, HandRecord>) => new Map([...deals].map(([b, d]) => [b, { deal: d.deal, dealer: d.dealer, vulnerable: d.vulnerable }]));

/** A result's scoresheet with its deals (a referee's replacing result keeps them). */
export async function loadSheet(tx: Tx, resultId: string): Promise<Sheet | null> {
  const [rows, deals] = await Promise.all([tx.boardResult.findMany({ where: { resultId } }), loadDeals(tx, resultId)]);
  return sheetFromRows(rows, dealInfos(deals));
}

/** The current result's scoresheet of a challenge, computed, with each board's hand record (GET /challenges/:id/boards). */
export async function getBoards(challengeId: string) {
  const prisma = await db();
  const result = await prisma.result.findFirst({
    where: { challengeId, status: { not: "superseded" } },
    orderBy: { submittedAt: "desc" },
    include: { boards: true },
  });
  const deals = result ? await loadDeals(prisma, result.id) : new Map<number, HandRecord>();
  const sheet = result ? sheetFromRows(result.boards, dealInfos(deals)) : null;
  if (!sheet) throw new NotFound("not_found");
  const computed = computeSheet(sheet);
  return {
    challengerNsRoom: sheet.challengerNsRoom,
    boards: sheet.boards.map((b) => ({
      board: b.board,
      ...boardInfo(b.board),
      open: formatRoomResult(b.open),
      closed: formatRoomResult(b.closed),
      adjustedImps: b.adjustedImps ?? null,
    })),
    rows: computed.rows.map((r) => {
      const d = deals.get(r.board);
      return {
        ...r,
        dealer: d?.dealer ?? r.dealer,
        vulnerable: d?.vulnerable ?? r.vulnerability,
        deal: d?.deal ?? null,
        dd: d?.dd ?? null,
        parNs: d?.parNs ?? null,
        parContracts: d?.parContracts ?? null,
        analysis: d ? d.status : null,
      };
    }),
    challengerImps: computed.challengerImps,
    defenderImps: computed.defenderImps,
    winner: computed.winner,
    vp: computed.vp,
    sheet,
  };
}

export const IMPORT_MAX_BYTES = 1_000_000;

/**
 * POST /challenges/:id/boards/import (issue 23): a preview of a match file (PBN or BBO .lin, in
 * the charset it declares or is detected in); nothing is saved. A hand record with deals only
 * previews its deals, to attach to typed results.
 */
export async function previewMatchFile(bytes: Uint8Array, boardsPerMatch: number, challengerNsRoom: Room = "open") {
  // Issue 35: decoded and read in a worker with a time limit (lib/server/file-work.ts).
  const { encoding, file } = await readFileInWorker({ kind: "match", bytes, expected: boardsPerMatch });
  const complete = file.kind === "results" && file.errors.length === 0;
  const sheetBoards = complete ? file.boards.map((b) => ({ board: b.board, open: b.open!, closed: b.closed! })) : [];
  const totals = complete ? computeSheet({ challengerNsRoom, boards: sheetBoards }) : null;
  return {
    format: file.format,
    kind: file.kind,
    encoding,
    boards: file.boards.map((b) => ({
      board: b.board,
      dealer: b.dealer,
      vulnerable: b.vulnerable,
      deal: b.deal ?? null,
      open: b.open ? formatRoomResult(b.open) : null,
      closed: b.closed ? formatRoomResult(b.closed) : null,
    })),
    errors: file.errors,
    totals: totals ? { challengerImps: totals.challengerImps, defenderImps: totals.defenderImps, winner: totals.winner, vp: totals.vp } : null,
  };
}

/** The preview for a signed-in user, with the challenge's own number of boards (S1). */
export async function previewImport(actor: Actor, challengeId: string, bytes: Uint8Array, challengerNsRoom: Room) {
  requireUser(actor);
  const c = await getChallenge(challengeId);
  return previewMatchFile(bytes, c.settings.boardsPerMatch, challengerNsRoom);
}

export async function exportBoards(challengeId: string, format: "pbn" | "csv") {
  const b = await getBoards(challengeId);
  if (format === "pbn") {
    const byBoard = new Map(b.sheet.boards.map((x) => [x.board, x]));
    return toPbn(
      b.rows.map((r) => ({
        board: r.board,
        dealer: r.dealer,
        vulnerable: r.vulnerable,
        deal: r.deal,
        open: byBoard.get(r.board)!.open,
        closed: byBoard.get(r.board)!.closed,
        dd: r.dd,
        parNs: r.parNs,
        parContracts: r.parContracts,
      })),
      { event: `Ladder match ${challengeId}` },
    );
  }
  const head = "board,dealer,vulnerability,open,closed,open_ns,closed_ns,imps_challenger,running_challenger,running_defender";
  return (
    [
      head,
      ...b.rows.map((r, i) =>
        [r.board, r.dealer, r.vulnerable, b.boards[i].open, b.boards[i].closed, r.open, r.closed, r.imps, r.runningChallenger, r.runningDefender].join(","),
      ),
    ].join("\r\n") + "\r\n"
  );
}

export async function saveBoards(tx: Tx, resultId: string, sheet: Sheet) {
  await tx.boardResult.createMany({ data: boardRows(sheet).map((r) => ({ ...r, resultId })) });
  await saveDeals(
    tx,
    resultId,
    sheet.boards.flatMap((b) => (b.deal ? [{ board: b.board, ...b.deal }] : [])),
  );
}
