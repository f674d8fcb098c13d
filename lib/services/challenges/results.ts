// Results (M1–M4, T3): a captain submits the IMP totals or a 16-board scoresheet with both
// lineups; the other confirms or appeals; the submitter may ask for a correction. Each is one
// challenge action (act(): one transaction with its events) like the scheduling actions.
import { transitionFacts } from "@/lib/services/notify/facts";
import type { Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { newId } from "@/lib/db/ids";
import { now as clockNow } from "@/lib/clock";
import type { Actor } from "@/lib/auth/permissions";
import type { LineupPlayer, Side } from "@/lib/domain/challenge/types";
import { BadRequest, RuleViolation } from "@/lib/errors";
import { computeSheet, type Sheet } from "@/lib/domain/bridge/sheet";
import { readSheet, saveBoards } from "@/lib/services/challenges/scoresheet";
import { scheduleAnalysis } from "@/lib/services/challenges/hand-records";
import type { BoardInput } from "@/lib/validations/challenge";
import { challengeSettings, type ChallengeRow } from "@/lib/services/challenges/challenge-load";
import { notifyTeams } from "@/lib/services/mail/inbox";
import { act, captainSide } from "@/lib/services/challenges/act";
import { openOrJoinResultCase } from "@/lib/services/cases/case-open";
import { writeLater } from "@/lib/db/write-behind";

export type LineupInput = (string | { name: string })[];

type Lineup = { players: LineupPlayer[]; names: string[] };

/** T3: both lineups; the registered players of both sides are looked up in one query. */
async function resolveLineups(tx: Tx, row: ChallengeRow, input: { challenger: LineupInput; defender: LineupInput }): Promise<Record<Side, Lineup>> {
  const ids = [...input.challenger, ...input.defender].filter((e): e is string => typeof e === "string");
  const members = ids.length
    ? await tx.$queryRaw<{ userId: string; teamId: string; name: string }[]>`
        SELECT tm."userId", tm."teamId", u.name FROM "TeamMember" tm JOIN "User" u ON u.id = tm."userId" WHERE tm."userId" IN (${Prisma.join(ids)})
          AND tm."teamId" IN (${row.challengerId}, ${row.defenderId})` // S2: a person may be on a team in another ladder too
    : [];
  const byId = new Map(members.map((m) => [m.userId, m]));
  const one = (teamId: string, entries: LineupInput): Lineup => {
    const players: LineupPlayer[] = [];
    const names: string[] = [];
    for (const e of entries) {
      if (typeof e === "string") {
        const m = byId.get(e);
        // T3: a registered member is a member of this team; anyone else is refused, not guessed.
        if (!m || m.teamId !== teamId) throw new RuleViolation("lineup_not_member", "T3");
        players.push({ userId: e, registered: true });
        names.push(m.name);
      } else {
        players.push({ name: e.name, registered: false });
        names.push(e.name.trim());
      }
    }
    return { players, names };
  };
  return { challenger: one(row.challengerId, input.challenger), defender: one(row.defenderId, input.defender) };
}

type ResultInput = {
  challengerImps?: number;
  defenderImps?: number;
  lineup: { challenger: LineupInput; defender: LineupInput };
  challengerNsRoom?: "open" | "closed";
  boards?: BoardInput[];
};

/**
 * M2/T3: either captain submits the result and both lineups (4 each, ≥ 3 registered). With a
 * scoresheet (issue 6) the IMP totals are computed from the boards; typed totals must agree.
 */
export async function submitResult(actor: Actor, id: string, input: ResultInput, now = clockNow()) {
  let lineups: Record<Side, Lineup>;
  let side: Side;
  let sheet: Sheet | null = null;
  let imps = { challenger: input.challengerImps, defender: input.defenderImps };
  const done = await act(
    actor,
    id,
    async (row, a, tx) => {
      side = captainSide(row, a);
      if (input.boards) {
        sheet = readSheet({ challengerNsRoom: input.challengerNsRoom, boards: input.boards }, challengeSettings(row).boardsPerMatch);
        const totals = computeSheet(sheet);
        if (
          (imps.challenger !== undefined && imps.challenger !== totals.challengerImps) ||
          (imps.defender !== undefined && imps.defender !== totals.defenderImps)
        ) {
          throw new RuleViolation("totals_mismatch", "M1", { challengerImps: totals.challengerImps, defenderImps: totals.defenderImps });
        }
        imps = { challenger: totals.challengerImps, defender: totals.defenderImps };
      }
      if (imps.challenger === undefined || imps.defender === undefined)
        throw new BadRequest({ challengerImps: ["required without boards"], defenderImps: ["required without boards"] });
      lineups = await resolveLineups(tx, row, input.lineup);
      return {
        type: "submit_result",
        by: side,
        challengerImps: imps.challenger,
        defenderImps: imps.defender,
        lineup: { challenger: lineups.challenger.players, defender: lineups.defender.players },
      };
    },
    now,
    async (tx, row, done) => {
      const seats = (["challenger", "defender"] as const).flatMap((sd) =>
        lineups[sd].players.map((p, seat) => ({
          side: sd,
          seat,
          userId: p.registered ? p.userId : null,
          name: lineups[sd].names[seat],
          registered: p.registered,
        })),
      );
      const result = { id: newId() };
      const marked =
        seats.filter((x) => x.side === "challenger" && x.registered).length < 3 || seats.filter((x) => x.side === "defender" && x.registered).length < 3;
      // The result and its lineup (issue 11: hand-written), written with the events at the end of
      // the transaction (the lineup's rows checked against the result's at the end of that one
      // statement), unless its boards, which refer to it, are written now.
      const insertResult = Prisma.sql`
        INSERT INTO "Result" (id, "challengeId", status, "bySide", "submittedById", "submittedAt", "challengerImps", "defenderImps", "lineupMarked")
        VALUES (${result.id}, ${row.id}, 'submitted', ${side}::"Side", ${actor!.id}, ${now}, ${imps.challenger!}, ${imps.defender!}, ${marked})`;
      const insertLineup = Prisma.sql`
        INSERT INTO "LineupEntry" (id, "resultId", side, seat, "userId", name, registered)
        SELECT v.id, ${result.id}, v.side::"Side", v.seat, v."userId", v.name, v.registered FROM (VALUES ${Prisma.join(
          seats.map((x) => Prisma.sql`(${newId()}::text, ${x.side}::text, ${x.seat}::int, ${x.userId}::text, ${x.name}::text, ${x.registered}::boolean)`),
        )}) AS v(id, side, seat, "userId", name, registered)`;
      if (sheet) {
        await tx.$executeRaw`${insertResult}`;
        await tx.$executeRaw`${insertLineup}`;
        await saveBoards(tx, result.id, sheet);
      } else {
        await writeLater(tx, insertResult);
        await writeLater(tx, insertLineup);
      }
      // Issue 38 (M2): the other side's captain and deputies confirm or appeal; not the submitter.
      await notifyTeams(
        tx,
        [side === "challenger" ? row.defenderId : row.challengerId],
        "result_submitted",
        transitionFacts(row, done.next, side),
        done.actorId,
        row.leagueId,
      );
    },
    { movesPositions: true },
  );
  // Issue 23: the deals saved with the result are analysed off the request path.
  if (input.boards?.some((b) => b.deal)) scheduleAnalysis();
  return done;
}

async function markResult(tx: Tx, row: ChallengeRow, data: { status: "confirmed" | "appealed"; confirmedAt?: Date; confirmedById?: string }) {
  const current = row.results[0];
  if (current)
    await tx.$executeRaw`UPDATE "Result" SET status = ${data.status}::"ResultStatus", "confirmedAt" = coalesce(${data.confirmedAt ?? null}, "confirmedAt"), "confirmedById" = coalesce(${data.confirmedById ?? null}, "confirmedById") WHERE id = ${current.id}`;
}

/** M2: the other captain confirms the submitted result; it becomes final. */
export const confirmResult = (actor: Actor, id: string, now = clockNow()) =>
  act(
    actor,
    id,
    (row, a) => ({ type: "confirm", by: captainSide(row, a) }),
    now,
    (tx, row) => markResult(tx, row, { status: "confirmed", confirmedAt: now, confirmedById: actor!.id }),
  );

/**
 * M2 (revision 3): the other side appeals within the confirmation period, also after the submitter
 * asked for a correction (the appeal then joins that case: one case per result).
 */
export const appealResult = (actor: Actor, id: string, reason: string, now = clockNow()) =>
  act(
    actor,
    id,
    (row, a) => ({ type: "appeal", by: captainSide(row, a), reason }),
    now,
    async (tx, row) => {
      await markResult(tx, row, { status: "appealed" });
      await openOrJoinResultCase(tx, row, actor!, "appeal", "M2", reason, now, challengeSettings(row));
    },
  );

/**
 * M4 (revision 3): the submitting side tells the referees its result was wrong, stating the
 * corrected totals (they decide at the ruling whether it protects the submitter, L3).
 */
export const requestCorrection = (actor: Actor, id: string, input: { reason: string; challengerImps: number; defenderImps: number }, now = clockNow()) =>
  act(
    actor,
    id,
    (row, a) => ({
      type: "request_correction",
      by: captainSide(row, a),
      reason: input.reason,
      challengerImps: input.challengerImps,
      defenderImps: input.defenderImps,
    }),
    now,
    async (tx, row) => {
      await openOrJoinResultCase(
        tx,
        row,
        actor!,
        "correction",
        "M4",
        `${input.reason} [${input.challengerImps}:${input.defenderImps}]`,
        now,
        challengeSettings(row),
      );
    },
  );
