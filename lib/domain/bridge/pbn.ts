// PBN (Portable Bridge Notation 2.1) import and export of a team match (issue 6, issue 23): one
// game per board and room (`[Room "Open"|"Closed"]`, or `[Table]` naming the room), with
// `[Deal]`, `[Dealer]`, `[Vulnerable]`, `[Declarer]`, `[Contract]`, `[Result]`; or a hand record
// with deals only. The lexical layer is pbn-reader.ts; the checks common to every format are
// match-file.ts. The export writes the standard's tag roster, the deal, both rooms' results and,
// once known, the double-dummy table and par (`[OptimumScore]`, `[OptimumResultTable]`). Pure.
import type { Direction, Vulnerability } from "@/lib/domain/bridge/boards";
import { parseDeal } from "@/lib/domain/bridge/deal";
import { assembleBoards, fileLimits, type FileGame, type ImportError, type MatchFile } from "@/lib/domain/bridge/match-file";
import type { RoomResult } from "@/lib/domain/bridge/notation";
import { readPbnGames, tagValue, type PbnGame } from "@/lib/domain/bridge/pbn-reader";
import type { Contract, Strain } from "@/lib/domain/bridge/scoring";
import type { Room } from "@/lib/domain/bridge/sheet";
import { DD_DECLARERS, DD_STRAINS, type DdTable } from "@/lib/domain/bridge/double-dummy";

const VULNERABLE: Record<string, Vulnerability> = { none: "None", love: "None", "-": "None", ns: "NS", ew: "EW", all: "All", both: "All" };

function parseContract(text: string): { ok: true; result: "pass" | Contract } | { ok: false } {
  const s = text.trim().toUpperCase();
  if (s === "PASS" || s === "AP" || s === "P") return { ok: true, result: "pass" };
  const m = /^([1-7])(NT|N|S|H|D|C)(XX|X)?$/.exec(s);
  if (!m) return { ok: false };
  return {
    ok: true,
    result: { level: Number(m[1]) as Contract["level"], strain: (m[2] === "N" ? "NT" : m[2]) as Strain, doubled: (m[3] ?? "") as Contract["doubled"] },
  };
}

function roomOf(g: PbnGame): Room | null {
  const v = (tagValue(g, "room") ?? tagValue(g, "table") ?? "").trim().toLowerCase();
  return v.startsWith("open") ? "open" : v.startsWith("closed") ? "closed" : null;
}

/** One PBN game as a file game, or the problem that keeps it out. */
function readGame(g: PbnGame): { game: FileGame } | { error: ImportError } {
  const boardTag = tagValue(g, "board")?.trim() ?? "";
  const line = g.line;
  if (!/^\d{1,3}$/.test(boardTag)) return { error: { board: null, line, error: "missing_board" } };
  const board = Number(boardTag);
  const room = roomOf(g);
  const at = (tag: string) => g.tags.get(tag)?.line ?? line;
  const fail = (error: string, tag: string) => ({ error: { board, room: room ?? undefined, line: at(tag), error } });
  const game: FileGame = { line, board, room };
  const dealer = tagValue(g, "dealer")?.trim().toUpperCase();
  if (dealer) {
    if (!["N", "E", "S", "W"].includes(dealer)) return fail("bad_dealer", "dealer");
    game.dealer = dealer as Direction;
  }
  const vul = tagValue(g, "vulnerable")?.trim();
  if (vul) {
    const v = VULNERABLE[vul.toLowerCase()];
    if (!v) return fail("bad_vulnerable", "vulnerable");
    game.vulnerable = v;
  }
  const dealText = tagValue(g, "deal")?.trim();
  if (dealText) {
    const d = parseDeal(dealText);
    if (!d.ok) return fail(d.problem, "deal");
    game.deal = d.deal;
  }
  const contractText = tagValue(g, "contract")?.trim() ?? "";
  // a hand-record game (BridgeComposer writes empty result tags): no room, no contract
  if (contractText === "" && room === null) return { game };
  if (contractText === "") return fail(g.tags.has("contract") ? "bad_contract" : "missing_contract", "contract");
  const c = parseContract(contractText);
  if (!c.ok) return fail("bad_contract", "contract");
  if (c.result === "pass") {
    game.result = { passedOut: true };
    return { game };
  }
  const decl = (tagValue(g, "declarer") ?? "").trim().toUpperCase();
  if (!["N", "E", "S", "W"].includes(decl)) return fail("missing_declarer", g.tags.has("declarer") ? "declarer" : "contract");
  const res = (tagValue(g, "result") ?? "").trim();
  if (!/^\d{1,2}$/.test(res) || Number(res) > 13) return fail(res === "" ? "missing_result" : "bad_result", g.tags.has("result") ? "result" : "contract");
  game.result = { passedOut: false, contract: c.result, declarer: decl as Direction, tricks: Number(res) };
  return { game };
}

/** Reads a PBN file as the boards of a match of `expected` boards. */
export function readPbnMatch(text: string, expected = 16): MatchFile {
  const { games, errors: syntax } = readPbnGames(text, fileLimits(expected));
  const errors: ImportError[] = syntax.map((e) => ({ board: null, line: e.line, error: e.error }));
  const fileGames: FileGame[] = [];
  for (const g of games) {
    const r = readGame(g);
    if ("error" in r) errors.push(r.error);
    else fileGames.push(r.game);
  }
  if (games.length === 0 && errors.length === 0) errors.push({ board: null, line: null, error: "pbn_empty" });
  return assembleBoards("pbn", fileGames, expected, errors);
}

/** A board to export: its deal (if known), both rooms' results and (once computed) its analysis. */
export type ExportBoard = {
  board: number;
  dealer: Direction;
  vulnerable: Vulnerability;
  deal?: string | null;
  open: RoomResult;
  closed: RoomResult;
  dd?: DdTable | null;
  parNs?: number | null;
  parContracts?: string | null;
};

const quote = (s: string) => s.replace(/\\/g, "\\\\").replace(/"/g, '\\"');

function resultTags(r: RoomResult): string[] {
  if (r.passedOut) return ['[Declarer ""]', '[Contract "Pass"]', '[Result ""]'];
  return [`[Declarer "${r.declarer}"]`, `[Contract "${r.contract.level}${r.contract.strain}${r.contract.doubled}"]`, `[Result "${r.tricks}"]`];
}

/** The analysis tags as BridgeComposer writes them: the par score for NS, then 20 rows of tricks. */
function analysisTags(b: ExportBoard): string[] {
  const out: string[] = [];
  if (b.parNs != null) out.push(`[OptimumScore "NS ${b.parNs}"]`);
  if (b.parContracts) out.push(`[ParContract "${quote(b.parContracts)}"]`);
  if (b.dd) {
    out.push('[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]');
    for (const p of DD_DECLARERS) for (const s of DD_STRAINS) out.push(`${p} ${s.padStart(2)} ${String(b.dd[p][s]).padStart(2)}`);
  }
  return out;
}

/** Writes the boards as PBN 2.1 (export format): one game per board and room. */
export function toPbn(boards: ExportBoard[], meta: { event?: string; date?: string; site?: string } = {}): string {
  const out: string[] = ["% PBN 2.1", "% EXPORT", "%Content-type: text/x-pbn; charset=UTF-8", "%Creator: Bridge Ladder", ""];
  for (const b of [...boards].sort((x, y) => x.board - y.board)) {
    for (const room of ["open", "closed"] as const) {
      out.push(
        `[Event "${quote(meta.event ?? "Ladder match")}"]`,
        `[Site "${quote(meta.site ?? "")}"]`,
        `[Date "${meta.date ?? "?"}"]`,
        `[Board "${b.board}"]`,
        '[West ""]',
        '[North ""]',
        '[East ""]',
        '[South ""]',
        `[Dealer "${b.dealer}"]`,
        `[Vulnerable "${b.vulnerable}"]`,
        `[Deal "${b.deal ?? ""}"]`,
        '[Scoring "IMP"]',
        ...resultTags(b[room]),
        `[Room "${room === "open" ? "Open" : "Closed"}"]`,
        ...(room === "open" ? analysisTags(b) : []),
        "",
      );
    }
  }
  return out.join("\n");
}
