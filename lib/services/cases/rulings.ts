// Referee rulings (issue 5, rules revision 3): uphold, replace the result (also one board, M5),
// award, invalid (T3), rematch (R1), dismiss (R4), and lifting an L3 penalty. A ruling whose
// effect changes an outcome already in effect rebuilds the ladder and the rating board from the
// event log (L4) and re-checks every open challenge (R3); the M4 false-result penalty follows
// falseResultPenalty (L3, revision 3).
import { matchFacts, transitionFacts } from "@/lib/services/notify/facts";
import type { Tx } from "@/lib/db/client";
import { now as clockNow } from "@/lib/clock";
import { requirePermission, type Actor, sideOf } from "@/lib/auth/permissions";
import { transition, winnerByImps } from "@/lib/domain/challenge/transition";
import { falseResultPenalty, type FalseResultFinding } from "@/lib/domain/dispute/false-result";
import { endedWithoutMatch } from "@/lib/domain/challenge/result";
import type { Action, Side } from "@/lib/domain/challenge/types";
import { Conflict, Forbidden, NotFound, RuleViolation, violationError } from "@/lib/errors";
import { appendEvents } from "@/lib/services/league/events";
import { notifyTeams } from "@/lib/services/mail/inbox";
import { inTransaction } from "@/lib/db/transaction";
import { takeLadderLock } from "@/lib/services/challenges/locks";
import { DEFAULT_LADDER } from "@/lib/services/league/seasons";
import { openChallengeCase } from "@/lib/services/cases/case-open";
import { rebuildAfterRevision } from "@/lib/services/league/rebuild";
import { challengeSettings, loadChallengeRow, toDomain, type ChallengeRow } from "@/lib/services/challenges/challenge-load";
import { writeTransition } from "@/lib/services/challenges/challenge-store";
import { getSettings } from "@/lib/services/league/league";
import { loadCase } from "@/lib/services/cases/cases";
import type { Ruling } from "@/lib/validations/cases";
import { computeSheet, type Sheet } from "@/lib/domain/bridge/sheet";
import { parseRoomResult } from "@/lib/domain/bridge/notation";
import { loadSheet, saveBoards } from "@/lib/services/challenges/scoresheet";

type Replace = Extract<Ruling, { kind: "replace" }>;
type ChallengeRuling = Exclude<Ruling, { kind: "adjust_board" | "lift_penalty" }>;

/** adjust_board → a replace ruling with the totals recomputed from the adjusted sheet. */
function adjustBoard(r: Extract<Ruling, { kind: "adjust_board" }>, current: Sheet | null): { replace: Replace; sheet: Sheet } {
  if (!current) throw new Conflict("no_scoresheet", "M5");
  const target = current.boards.find((b) => b.board === r.board);
  if (!target) throw new NotFound("not_found");
  const next = { ...target };
  const fields: Record<string, string[]> = {};
  for (const room of ["open", "closed"] as const) {
    const text = r[room];
    if (text === undefined) continue;
    const p = parseRoomResult(text);
    if (p.ok) next[room] = p.value;
    else fields[`boards.${r.board}.${room}`] = [p.error];
  }
  if (Object.keys(fields).length) throw new RuleViolation("sheet_invalid", "M1", { boards: Object.keys(fields).join(", ") }).withFields(fields);
  next.adjustedImps = r.adjustedImps ?? null;
  const sheet: Sheet = { ...current, boards: current.boards.map((b) => (b.board === r.board ? next : b)) };
  const totals = computeSheet(sheet);
  return {
    sheet,
    replace: { kind: "replace", reason: r.reason, challengerImps: totals.challengerImps, defenderImps: totals.defenderImps, falseResult: r.falseResult },
  };
}

function rulingAction(r: ChallengeRuling, othersOpen: boolean): Action {
  switch (r.kind) {
    case "uphold":
      return { type: "uphold" };
    case "replace":
      return { type: "replace_result", challengerImps: r.challengerImps, defenderImps: r.defenderImps };
    case "award":
      return { type: "award", winner: r.winner, reason: "awarded" };
    case "invalid":
      return { type: "award", winner: "defender", reason: "invalid" };
    case "rematch":
      return { type: "order_rematch", at: r.at };
    case "dismiss":
      return { type: "dismiss", othersOpen };
  }
}

/** The winner a ruling establishes, for the false-result rule (L3). */
function establishedWinner(r: ChallengeRuling): Side | null {
  if (r.kind === "replace") return winnerByImps(r.challengerImps, r.defenderImps);
  if (r.kind === "award") return r.winner;
  return null;
}

/**
 * R1 (revision 3): the rematch comes first: every undecided challenge that either team issued or
 * received since the overturned result is voided without fault (it could only have been issued
 * once this one had opened the lock). Revision 4: "since" is since that result was **submitted**;
 * a rematch on a claim, where no result was ever submitted, voids nothing (the two teams' other
 * challenges were held legitimately beside this one, C2).
 */
async function voidForRematch(tx: Tx, row: ChallengeRow, actorId: string, now: Date): Promise<string[]> {
  const submittedAt = row.results[0]?.submittedAt;
  if (!submittedAt) return [];
  const others = await tx.challenge.findMany({
    where: {
      holdsLock: true,
      id: { not: row.id },
      issuedAt: { gte: submittedAt },
      OR: [{ challengerId: { in: [row.challengerId, row.defenderId] } }, { defenderId: { in: [row.challengerId, row.defenderId] } }],
    },
    select: { id: true },
  });
  const settings = await getSettings(tx, row.leagueId);
  for (const o of others) {
    const other = await loadChallengeRow(tx, o.id);
    const r = transition(toDomain(other), { type: "void", reason: "R1" }, now, challengeSettings(other));
    if (!r.ok) continue;
    await writeTransition({ tx, row: other, next: r.challenge, events: r.events, actorId, now, settings, notifyFinal: false });
    await tx.case.updateMany({ where: { challengeId: other.id, state: "open" }, data: { state: "withdrawn", ruling: "voided", ruledAt: now } });
    await notifyTeams(tx, [other.challengerId, other.defenderId], "challenge_voided", matchFacts(other), null, other.leagueId);
  }
  return others.map((o) => o.id);
}

/** A referee rules on a case; every ruling records who ruled and why. */
export async function ruleCase(actor: Actor, caseId: string, input: Ruling, now = clockNow()) {
  requirePermission(actor, "case.rule");
  return inTransaction(async (tx) => {
    // S2: the lock of the case's ladder (its challenge's, fixed at the issue; a T5 case's, its team's).
    const [where] = await tx.$queryRaw<{ ladder: number | null }[]>`
      SELECT COALESCE(ch."leagueId", t."leagueId") AS ladder FROM "Case" c
      LEFT JOIN "Challenge" ch ON ch.id = c."challengeId" LEFT JOIN "Team" t ON t.id = c."teamId" WHERE c.id = ${caseId}`;
    await takeLadderLock(tx, [where?.ladder ?? DEFAULT_LADDER]);
    // The case is claimed first: of two rulings at once, one applies and the other gets 409.
    await tx.$queryRaw`SELECT id FROM "Case" WHERE id = ${caseId} FOR UPDATE`;
    const c = await loadCase(tx, caseId);
    if (c.kind === "replacement") throw new Conflict("wrong_state", "T5");
    const ch = c.challenge;
    if (!ch) throw new NotFound("not_found");
    // Conflict of interest: a referee does not rule on a case of their own team.
    if (sideOf(actor, ch, "member")) throw new Forbidden("conflict_of_interest");
    if (input.kind === "lift_penalty") return liftPenalty(tx, actor, c, input.reason, now);
    if (c.state !== "open") throw new Conflict("case_closed");

    const row = await loadChallengeRow(tx, ch.id);
    const settings = await getSettings(tx, row.leagueId);
    const base = { at: now, actorId: actor.id, teamId: row.challengerId, otherTeamId: row.defenderId, challengeId: row.id, caseId };
    const submitted = row.results[0];
    let ruling: ChallengeRuling;
    let adjustedSheet: Sheet | null = null;
    if (input.kind === "adjust_board") {
      const adjusted = adjustBoard(input, submitted ? await loadSheet(tx, submitted.id) : null);
      ruling = adjusted.replace;
      adjustedSheet = adjusted.sheet;
    } else ruling = input;

    // S3 (decision 0022): a closed season's match is ruled on the evidence (a result replaced or
    // awarded, a false result's penalty in the running season); a rematch would reopen it.
    if (ruling.kind === "rematch" && row.seasonId && (await tx.season.findUnique({ where: { id: row.seasonId }, select: { closedAt: true } }))?.closedAt) {
      throw new Conflict("rematch_season_closed", "S3");
    }
    const voided = ruling.kind === "rematch" ? await voidForRematch(tx, row, actor.id, now) : [];
    const domain = toDomain(row);
    // R5 (revision 4): no ruling brings back a withdrawn, abandoned or voided challenge.
    if (endedWithoutMatch(domain)) throw new RuleViolation("case_not_allowed", "R5");
    // R4 (revision 4): a ruling decides the case it is made on and no other; the other side's case
    // about the same challenge (an appeal beside a claim) stays open to be heard.
    const othersOpen = (await tx.case.count({ where: { challengeId: row.id, state: "open", id: { not: caseId } } })) > 0;
    const r = transition(domain, rulingAction(ruling, othersOpen), now, challengeSettings(row));
    if (!r.ok) throw violationError(r.violation);
    // This case is settled (before a dismissal may open C8's own).
    await tx.case.update({
      where: { id: caseId },
      data: { state: "ruled", ruling: input.kind, rulingReason: ruling.reason, ruledById: actor.id, ruledAt: now },
    });
    // A changed outcome already in effect is rebuilt in writeTransition (L4, R3).
    let effects = await writeTransition({ tx, row, next: r.challenge, events: r.events, actorId: actor.id, now, settings, notifyFinal: false });
    // R4: a dismissed claim after the play deadline meets C8 at once; both sides present → C8's case.
    if (r.events.some((e) => e.type === "match_unreported")) await openChallengeCase(tx, row, null, "unreported", "C8", "", now, challengeSettings(row));

    let finding: FalseResultFinding | null = null;
    if (ruling.kind === "replace" || ruling.kind === "award") {
      if (ruling.kind === "replace") await recordRefereeResult(tx, row, actor.id, ruling, adjustedSheet, now);
      // M4/L3 (revision 3): a false result drops the submitter only if the winner changed and no
      // true correction came before any referee look.
      if (ruling.falseResult && submitted?.bySide) {
        finding = falseResultPenalty({ submitted, established: establishedWinner(ruling), correction: domain.result?.correction });
        if (finding === "penalty") {
          const teamId = submitted.bySide === "challenger" ? row.challengerId : row.defenderId;
          await appendEvents(tx, [{ ...base, teamId, otherTeamId: null, type: "penalty_drop", rule: "L3", data: { cause: "M4" } }]);
          await tx.case.update({ where: { id: caseId }, data: { penaltyAppliedAt: now } });
          effects = await rebuildAfterRevision(tx, row, now);
        }
      }
    }
    await appendEvents(tx, [
      {
        ...base,
        type: "case_ruled",
        rule: ruling.kind === "dismiss" ? "R4" : ruling.kind === "rematch" ? "R1" : c.kind === "correction" ? "M4" : c.kind === "in_match" ? "M5" : "M2",
        data: {
          ruling: input.kind,
          reason: ruling.reason,
          ...(input.kind === "adjust_board" ? { board: input.board } : {}),
          ...(finding ? { falseResult: finding } : {}),
          ...(voided.length ? { voided } : {}),
          ...(effects ? { effects } : {}),
        },
      },
    ]);
    await notifyTeams(tx, [row.challengerId, row.defenderId], "case_ruled", transitionFacts(row, r.challenge, null), null, row.leagueId);
    return { caseId, ruling: input.kind, effects, falseResult: finding, voided };
  });
}

/** A referee's replacing result, with the submitted lineup and the (adjusted) scoresheet. */
async function recordRefereeResult(tx: Tx, row: ChallengeRow, refereeId: string, ruling: Replace, adjustedSheet: Sheet | null, now: Date) {
  const submitted = row.results[0];
  if (submitted) await tx.result.update({ where: { id: submitted.id }, data: { status: "superseded" } });
  const lineup = submitted
    ? await tx.lineupEntry.findMany({ where: { resultId: submitted.id }, select: { side: true, seat: true, userId: true, name: true, registered: true } })
    : [];
  const result = await tx.result.create({
    data: {
      challengeId: row.id,
      bySide: null,
      submittedById: refereeId,
      submittedAt: now,
      challengerImps: ruling.challengerImps,
      defenderImps: ruling.defenderImps,
      confirmedAt: now,
      confirmedById: refereeId,
      status: "confirmed",
      lineup: { create: lineup },
    },
    select: { id: true },
  });
  const sheet = adjustedSheet ?? (submitted ? await loadSheet(tx, submitted.id) : null);
  if (sheet) await saveBoards(tx, result.id, sheet);
}

/**
 * L3 (revision 3): a later ruling on the same case lifts the penalty it applied; the ladder is
 * rebuilt as if it had never applied (L4), and every open challenge is checked again (R3).
 */
async function liftPenalty(tx: Tx, actor: NonNullable<Actor>, c: Awaited<ReturnType<typeof loadCase>>, reason: string, now: Date) {
  const full = await tx.case.findUniqueOrThrow({ where: { id: c.id }, select: { penaltyAppliedAt: true, penaltyLiftedAt: true } });
  if (!full.penaltyAppliedAt) throw new Conflict("no_penalty", "L3");
  if (full.penaltyLiftedAt) throw new Conflict("penalty_already_lifted", "L3");
  const ch = c.challenge!;
  const drop = await tx.event.findFirst({ where: { type: "penalty_drop", caseId: c.id }, select: { teamId: true } });
  await tx.case.update({ where: { id: c.id }, data: { penaltyLiftedAt: now } });
  await appendEvents(tx, [
    { type: "penalty_lifted", rule: "L3", at: now, actorId: actor.id, teamId: drop?.teamId ?? null, challengeId: ch.id, caseId: c.id, data: { reason } },
  ]);
  const effects = await rebuildAfterRevision(tx, { id: ch.id, challengerId: ch.challengerId, defenderId: ch.defenderId, decidedAt: null }, now);
  await appendEvents(tx, [
    {
      type: "case_ruled",
      rule: "L3",
      at: now,
      actorId: actor.id,
      teamId: ch.challengerId,
      otherTeamId: ch.defenderId,
      challengeId: ch.id,
      caseId: c.id,
      data: { ruling: "lift_penalty", reason, effects },
    },
  ]);
  await notifyTeams(tx, [ch.challengerId, ch.defenderId], "case_ruled", matchFacts(await loadChallengeRow(tx, ch.id)));
  return { caseId: c.id, ruling: "lift_penalty" as const, effects, falseResult: null, voided: [] as string[] };
}
