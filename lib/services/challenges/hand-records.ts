// Issue 23: the hand records of a match. Each board's deal is saved with its result; its
// double-dummy table and par (DealAnalysis, one row per distinct deal, dealer and
// vulnerability) are computed by DDS in the background: the sweeper's tick, and a nudge after a
// result with deals is saved, take the deals not yet analysed (FOR UPDATE SKIP LOCKED: two
// instances never take the same), run the solver in a child process (lib/dds) outside any
// transaction, and store the answer. A deal once analysed is never analysed again. When the
// native library is missing, the rows say "unavailable" and are tried again an hour later.
import { Prisma } from "@/lib/db/generated/client";
import { db, type Tx } from "@/lib/db/client";
import { now as clockNow } from "@/lib/clock";
import { env } from "@/lib/env";
import { analyseDeals } from "@/lib/dds";
import type { Direction, Vulnerability } from "@/lib/domain/bridge/boards";
import { isDdTable, type DdTable } from "@/lib/domain/bridge/double-dummy";

type Client = Tx | Awaited<ReturnType<typeof db>>;

/** A deal's analysis as a hand record shows it. */
export type AnalysisStatus = "ready" | "pending" | "unavailable" | "failed";
export type HandRecord = {
  deal: string;
  dealer: Direction;
  vulnerable: Vulnerability;
  dd: DdTable | null;
  parNs: number | null;
  parContracts: string | null;
  status: AnalysisStatus;
};

/** Tries of a deal DDS refused before it counts as failed. */
export const ANALYSIS_MAX_ATTEMPTS = 3;
/** After this long a deal taken but not answered (a crash) or unavailable is taken again. */
export const ANALYSIS_RETRY_MS = 60 * 60 * 1000;
/** Deals per solver run (a few matches; DDS takes 40 per call). */
export const ANALYSIS_BATCH = 80;

export const analysisKey = (d: { deal: string; dealer: string; vulnerable: string }) => `${d.deal}|${d.dealer}|${d.vulnerable}`;

/** Saves the deals of a result's boards (in the result's transaction); scheduleAnalysis after the commit analyses them. */
export async function saveDeals(tx: Tx, resultId: string, deals: { board: number; deal: string; dealer: Direction; vulnerable: Vulnerability }[]) {
  if (deals.length === 0) return;
  await tx.dealAnalysis.createMany({
    data: deals.map((d) => ({ key: analysisKey(d), deal: d.deal, dealer: d.dealer, vulnerable: d.vulnerable })),
    skipDuplicates: true,
  });
  await tx.boardDeal.createMany({
    data: deals.map((d) => ({ resultId, board: d.board, deal: d.deal, dealer: d.dealer, vulnerable: d.vulnerable, analysisKey: analysisKey(d) })),
  });
}

function statusOf(a: { analysedAt: Date | null; error: string | null; attempts: number }): AnalysisStatus {
  if (a.analysedAt) return "ready";
  if (a.error === "unavailable") return "unavailable";
  if (a.error && a.attempts >= ANALYSIS_MAX_ATTEMPTS) return "failed";
  return "pending";
}

/** The hand records of a result's boards, by board number. */
export async function loadDeals(client: Client, resultId: string): Promise<Map<number, HandRecord>> {
  const rows = await client.boardDeal.findMany({ where: { resultId }, include: { analysis: true }, orderBy: { board: "asc" } });
  return new Map(
    rows.map((r) => [
      r.board,
      {
        deal: r.deal,
        dealer: r.dealer as Direction,
        vulnerable: r.vulnerable as Vulnerability,
        dd: r.analysis.analysedAt && isDdTable(r.analysis.dd) ? r.analysis.dd : null,
        parNs: r.analysis.parNs,
        parContracts: r.analysis.parContracts,
        status: statusOf(r.analysis),
      },
    ]),
  );
}

/**
 * Takes up to `limit` deals waiting for analysis, analyses them and stores the answers.
 * Returns how many were analysed, and whether the solver was unavailable.
 */
export async function analysePending(
  now = clockNow(),
  limit = ANALYSIS_BATCH,
): Promise<{ taken: number; analysed: number; unavailable: boolean; failed: number }> {
  const prisma = await db();
  const retryBefore = new Date(now.getTime() - ANALYSIS_RETRY_MS);
  const taken = await prisma.$queryRaw<{ key: string; deal: string; dealer: string; vulnerable: string }[]>(Prisma.sql`
    UPDATE "DealAnalysis" SET "triedAt" = ${now}, attempts = attempts + 1
    WHERE key IN (
      SELECT key FROM "DealAnalysis"
      WHERE "analysedAt" IS NULL
        AND ("triedAt" IS NULL OR "triedAt" < ${retryBefore})
        AND (error IS NULL OR error = 'unavailable' OR attempts < ${ANALYSIS_MAX_ATTEMPTS})
      ORDER BY "createdAt" LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING key, deal, dealer, vulnerable`);
  if (taken.length === 0) return { taken: 0, analysed: 0, unavailable: false, failed: 0 };
  const answer = await analyseDeals(taken.map((t) => ({ deal: t.deal, dealer: t.dealer as Direction, vulnerable: t.vulnerable as Vulnerability })));
  if (!answer.ok) {
    // unavailable: tried again in an hour; refused: counted, failed after three tries
    await prisma.dealAnalysis.updateMany({
      where: { key: { in: taken.map((t) => t.key) } },
      data: { error: answer.unavailable ? "unavailable" : answer.message.slice(0, 500) },
    });
    if (!answer.unavailable) console.warn(`[dds] analysis failed: ${answer.message}`);
    return { taken: taken.length, analysed: 0, unavailable: answer.unavailable, failed: answer.unavailable ? 0 : taken.length };
  }
  const done = clockNow();
  await prisma.$transaction(
    taken.map((t, i) =>
      prisma.dealAnalysis.update({
        where: { key: t.key },
        data: { dd: answer.results[i].dd, parNs: answer.results[i].parNs, parContracts: answer.results[i].parContracts, analysedAt: done, error: null },
      }),
    ),
  );
  return { taken: taken.length, analysed: taken.length, unavailable: false, failed: 0 };
}

const g = globalThis as unknown as { __ladderAnalysis?: { running: boolean; again: boolean; enabled: boolean } };
const state = () => (g.__ladderAnalysis ??= { running: false, again: false, enabled: env().LADDER_DDS !== "off" });

/**
 * Works the queue until it is empty, off the request path (never awaited by a request); one run
 * at a time in this process. Called by the sweeper's tick and after deals are saved.
 */
export function scheduleAnalysis() {
  const s = state();
  if (!s.enabled) return;
  if (s.running) {
    s.again = true;
    return;
  }
  s.running = true;
  setImmediate(async () => {
    try {
      do {
        s.again = false;
        for (;;) {
          const r = await analysePending();
          if (r.taken === 0 || r.unavailable || r.failed) break;
        }
      } while (s.again);
    } catch (err) {
      console.error("[dds] analysis queue failed", err);
    } finally {
      s.running = false;
    }
  });
}
