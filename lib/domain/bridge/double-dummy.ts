// Double-dummy tables and par (issue 23): the tricks each declarer takes in each strain with all
// four hands in view, and the par contract and score, as DDS computes them (lib/dds). Here the
// shapes and what a hand record derives from them: reading DDS's result table, the par
// contracts as people write them, and a room's score against par. Pure.
import type { Direction } from "@/lib/domain/bridge/boards";
import { impsForDifference } from "@/lib/domain/bridge/imps";

export const DD_STRAINS = ["NT", "S", "H", "D", "C"] as const;
export type DdStrain = (typeof DD_STRAINS)[number];
/** The order hand records list declarers in (BridgeComposer's OptimumResultTable). */
export const DD_DECLARERS: Direction[] = ["N", "S", "E", "W"];
export type DdTable = Record<Direction, Record<DdStrain, number>>;

/** DDS's ddTableResults.resTable (strain-major: S, H, D, C, NT; hands N, E, S, W) as a table. */
export function ddFromResTable(res: number[]): DdTable {
  const strainIndex: Record<DdStrain, number> = { S: 0, H: 1, D: 2, C: 3, NT: 4 };
  const handIndex: Record<Direction, number> = { N: 0, E: 1, S: 2, W: 3 };
  const table = {} as DdTable;
  for (const p of DD_DECLARERS) {
    table[p] = {} as Record<DdStrain, number>;
    for (const s of DD_STRAINS) table[p][s] = res[strainIndex[s] * 4 + handIndex[p]];
  }
  return table;
}

/** Whether a value is a complete table of tricks (0-13), e.g. read back from the database. */
export function isDdTable(v: unknown): v is DdTable {
  if (!v || typeof v !== "object") return false;
  return DD_DECLARERS.every((p) => {
    const row = (v as Record<string, unknown>)[p];
    return (
      !!row &&
      typeof row === "object" &&
      DD_STRAINS.every(
        (s) =>
          Number.isInteger((row as Record<string, unknown>)[s]) &&
          ((row as Record<string, number>)[s] as number) >= 0 &&
          ((row as Record<string, number>)[s] as number) <= 13,
      )
    );
  });
}

export type ParContract = { level: number; strain: DdStrain; doubled: boolean; declarers: string; overtricks: number };

/**
 * One of DealerPar's contract strings ("4S-EW", "3N-S", "2H+1-N", "5D*-NS-2": level, strain (N for
 * notrump), * when doubled, the declaring side or hands, and the tricks over or under).
 */
export function parseParContract(text: string): ParContract | null {
  const m =
    /^([1-7])(N|S|H|D|C)(\*?)-(NS|EW|N|E|S|W)(?:([+-]\d{1,2}))?$/.exec(text.trim()) ??
    /^([1-7])(N|S|H|D|C)(\*?)([+-]\d{1,2})?-(NS|EW|N|E|S|W)$/.exec(text.trim());
  if (!m) return null;
  const overFirst = m[4] && /^[+-]/.test(m[4]);
  const declarers = overFirst ? m[5] : m[4];
  const over = overFirst ? m[4] : m[5];
  return { level: Number(m[1]), strain: m[2] === "N" ? "NT" : (m[2] as DdStrain), doubled: m[3] === "*", declarers, overtricks: over ? Number(over) : 0 };
}

/** Par contracts as a hand record shows them ("4♠ EW; 5♦× NS −2"). */
export function formatParContracts(text: string | null | undefined, suits: Record<DdStrain, string> = { NT: "NT", S: "♠", H: "♥", D: "♦", C: "♣" }): string {
  if (!text) return "";
  return text
    .split(/[;,]\s*/)
    .map((c) => {
      const p = parseParContract(c);
      if (!p) return c;
      const delta = p.overtricks === 0 ? "" : p.overtricks > 0 ? ` +${p.overtricks}` : ` −${-p.overtricks}`;
      return `${p.level}${suits[p.strain]}${p.doubled ? "×" : ""} ${p.declarers}${delta}`;
    })
    .join("; ");
}

/** A room's result against par: the NS score's difference, and as IMPs for NS. */
export function againstPar(nsScore: number, parNs: number): { diff: number; imps: number } {
  const diff = nsScore - parNs;
  return { diff, imps: impsForDifference(diff) };
}
