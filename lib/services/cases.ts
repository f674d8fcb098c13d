// The referee desk (issue 5): claims and disputes, statements and attachments, rulings whose effects
// flow into the ladder and rating board (rebuilt from the event log when a past outcome changes,
// L4), and the M4 false-result penalty (L3). Member replacements (T5) are in replacements.ts, the
// desk's and the case file's reads in cases-read.ts.
import type { Tx } from "@/lib/db/client";
import { now as clockNow } from "@/lib/clock";
import { can, requirePermission, requireUser, type Actor } from "@/lib/auth/permissions";
import { transition, isRated, winnerByImps } from "@/lib/domain/challenge/transition";
import type { Action, Outcome, Side } from "@/lib/domain/challenge/types";
import { Conflict, Forbidden, NotFound, RuleViolation } from "@/lib/errors";
import { appendEvents } from "@/lib/services/events";
import { getSettings } from "@/lib/services/league";
import { notifyTeams } from "@/lib/services/notify";
import { inTransaction } from "@/lib/services/transaction";
import { act, captainSide, takeLadderLock, violationError } from "@/lib/services/challenges";
import { openChallengeCase } from "@/lib/services/case-open";
import { rebuildAfterRevision } from "@/lib/services/rebuild";
import { HOUR } from "@/lib/domain/settings";
import { loadChallengeRow, toDomain, writeTransition } from "@/lib/services/challenge-store";
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, type Ruling } from "@/lib/validations/cases";
import { detectAttachmentType } from "@/lib/services/attachment-type";
import { computeSheet, type Sheet } from "@/lib/domain/bridge/sheet";
import { parseRoomResult } from "@/lib/domain/bridge/notation";
import { saveBoards, sheetFromRows } from "@/lib/services/scoresheet";

const CLAIM_RULE = { lateness: "C12", disconnection: "C13", unregistered: "C14", in_match: "M5" } as const;

/** C12–C14, M5: a captain raises a claim or an in-match dispute; the referees then hold the match. */
export async function openClaim(actor: Actor, challengeId: string, input: { kind: keyof typeof CLAIM_RULE; reason: string; boards?: number[] }, now = clockNow()) {
  let caseId = "";
  await act(
    actor,
    challengeId,
    (row, a) => ({ type: "raise_claim", by: captainSide(row, a), rule: CLAIM_RULE[input.kind], reason: input.reason }),
    now,
    async (tx, row) => {
      const c = await openChallengeCase(tx, row, actor!, input.kind, CLAIM_RULE[input.kind], input.reason, now, await getSettings(tx), input.boards ?? []);
      caseId = c.id;
    },
  );
  return { caseId };
}

/** M4: a referee opens a verification case on any challenge, also one that is long final. */
export async function openReview(actor: Actor, challengeId: string, reason: string, now = clockNow()) {
  requirePermission(actor, "case.rule");
  return inTransaction(async (tx) => {
    const row = await loadChallengeRow(tx, challengeId);
    if (actor.teamId && [row.challengerId, row.defenderId].includes(actor.teamId)) throw new Forbidden("conflict_of_interest");
    const settings = await getSettings(tx);
    const c = await tx.case.create({ data: { kind: "appeal", challengeId, openedById: actor.id, reason, createdAt: now, dueAt: new Date(now.getTime() + settings.rulingHours * HOUR) }, select: { id: true, number: true } });
    // M4 (revision 2): from this moment a correction request no longer protects the submitter.
    await tx.challenge.update({ where: { id: row.id }, data: { refereeLookedAt: row.refereeLookedAt ?? now, version: { increment: 1 } } });
    await appendEvents(tx, [{ type: "case_opened", rule: "M4", at: now, actorId: actor.id, teamId: row.challengerId, otherTeamId: row.defenderId, challengeId, caseId: c.id, data: { kind: "review", number: c.number } }]);
    return { caseId: c.id };
  });
}

export async function loadCase(tx: Tx, caseId: string) {
  const c = await tx.case.findUnique({ where: { id: caseId }, include: { challenge: { select: { id: true, number: true, challengerId: true, defenderId: true, state: true } } } });
  if (!c) throw new NotFound("not_found");
  return c;
}

/**
 * Who may take part in a case: its teams' captains (statements) and referees/admins. Issue 10:
 * a referee who belongs to one of the case's teams has no referee role in it (conflict of
 * interest, for every case action: reading, commenting, attaching, ruling); as a captain of that
 * team they take part as a party.
 */
export function caseRole(actor: NonNullable<Actor>, c: Pick<Awaited<ReturnType<typeof loadCase>>, "challenge" | "teamId">): "referee" | Side | "team" | null {
  const teams = c.challenge ? [c.challenge.challengerId, c.challenge.defenderId] : c.teamId ? [c.teamId] : [];
  if (can(actor, "case.rule") && !(actor.teamId && teams.includes(actor.teamId))) return "referee";
  if (actor.captainOf && teams.includes(actor.captainOf)) {
    if (!c.challenge) return "team";
    return actor.captainOf === c.challenge.challengerId ? "challenger" : "defender";
  }
  return null;
}

/** M5: the other captain acknowledges an in-match dispute. */
export async function acknowledgeCase(actor: Actor, caseId: string, now = clockNow()) {
  requireUser(actor);
  return inTransaction(async (tx) => {
    const c = await loadCase(tx, caseId);
    const role = caseRole(actor, c);
    if (role !== "challenger" && role !== "defender") throw new Forbidden("not_captain");
    if (c.teamId === actor.captainOf) throw new Forbidden("wrong_side");
    if (c.kind !== "in_match" || c.state !== "open") throw new Conflict("wrong_state", "M5");
    if (c.acknowledgedAt) throw new Conflict("case_already_acknowledged", "M5");
    await tx.case.update({ where: { id: caseId }, data: { acknowledgedAt: now } });
    await appendEvents(tx, [{ type: "case_acknowledged", rule: "M5", at: now, actorId: actor.id, challengeId: c.challengeId, caseId }]);
  });
}

/** A statement (a captain of the case's teams) or a comment (a referee). */
export async function addStatement(actor: Actor, caseId: string, body: string, now = clockNow()) {
  requireUser(actor);
  return inTransaction(async (tx) => {
    const c = await loadCase(tx, caseId);
    const role = caseRole(actor, c);
    if (!role) throw new Forbidden(conflicted(actor, c) ? "conflict_of_interest" : "forbidden");
    if (c.state !== "open") throw new Conflict("case_closed");
    const m = await tx.caseMessage.create({ data: { caseId, authorId: actor.id, kind: role === "referee" ? "comment" : "statement", body, createdAt: now }, select: { id: true } });
    await appendEvents(tx, [{ type: "case_statement", at: now, actorId: actor.id, challengeId: c.challengeId, caseId, data: { kind: role === "referee" ? "comment" : "statement" } }]);
    return m;
  });
}

/** Screenshots or a hand-record file, size- and type-limited, stored in the database. */
export async function addAttachment(actor: Actor, caseId: string, file: { fileName: string; mimeType: string; data: Buffer }, now = clockNow()) {
  requireUser(actor);
  if (file.data.length === 0 || file.data.length > ATTACHMENT_MAX_BYTES) throw new RuleViolation("attachment_size", "D", { max: ATTACHMENT_MAX_BYTES });
  // Issue 10: the type is read from the content (file-type), not taken from the client's claim.
  const mimeType = await detectAttachmentType(file.data, file.mimeType);
  if (!mimeType) throw new RuleViolation("attachment_type", "D", { types: ATTACHMENT_TYPES.join(", ") });
  return inTransaction(async (tx) => {
    const c = await loadCase(tx, caseId);
    if (!caseRole(actor, c)) throw new Forbidden(conflicted(actor, c) ? "conflict_of_interest" : "forbidden");
    if (c.state !== "open") throw new Conflict("case_closed");
    const a = await tx.attachment.create({
      data: { caseId, authorId: actor.id, fileName: file.fileName.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 200) || "file", mimeType, size: file.data.length, data: new Uint8Array(file.data), createdAt: now },
      select: { id: true },
    });
    await appendEvents(tx, [{ type: "case_attachment", at: now, actorId: actor.id, challengeId: c.challengeId, caseId, data: { fileName: file.fileName, size: file.data.length } }]);
    return a;
  });
}

/** A referee (or admin) of one of the case's teams. */
export function conflicted(actor: NonNullable<Actor>, c: Pick<Awaited<ReturnType<typeof loadCase>>, "challenge" | "teamId">) {
  const teams = c.challenge ? [c.challenge.challengerId, c.challenge.defenderId] : c.teamId ? [c.teamId] : [];
  return can(actor, "case.rule") && !!actor.teamId && teams.includes(actor.teamId);
}

type Replace = Extract<Ruling, { kind: "replace" }>;

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
  return { sheet, replace: { kind: "replace", reason: r.reason, challengerImps: totals.challengerImps, defenderImps: totals.defenderImps, falseResult: r.falseResult } };
}

function rulingAction(r: Exclude<Ruling, { kind: "adjust_board" }>): Action {
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
  }
}

/** A referee rules on a case; every ruling records who ruled and why. */
export async function ruleCase(actor: Actor, caseId: string, input: Ruling, now = clockNow()) {
  requirePermission(actor, "case.rule");
  let ruling: Exclude<Ruling, { kind: "adjust_board" }>;
  let adjustedSheet: Sheet | null = null;
  return inTransaction(async (tx) => {
    await takeLadderLock(tx);
    // The case is claimed first: of two rulings at once, one applies and the other gets 409.
    await tx.$queryRaw`SELECT id FROM "Case" WHERE id = ${caseId} FOR UPDATE`;
    const c = await loadCase(tx, caseId);
    if (c.state !== "open") throw new Conflict("case_closed");
    if (c.kind === "replacement") throw new Conflict("wrong_state", "T5");
    const ch = c.challenge!;
    // Conflict of interest: a referee does not rule on a case of their own team.
    if (actor.teamId && [ch.challengerId, ch.defenderId].includes(actor.teamId)) throw new Forbidden("conflict_of_interest");
    const row = await loadChallengeRow(tx, ch.id);
    const settings = await getSettings(tx);
    const base = { at: now, actorId: actor.id, teamId: row.challengerId, otherTeamId: row.defenderId, challengeId: row.id, caseId };
    const submitted = row.results[0];
    if (input.kind === "adjust_board") {
      const rows = submitted ? await tx.boardResult.findMany({ where: { resultId: submitted.id } }) : [];
      const adjusted = adjustBoard(input, sheetFromRows(rows));
      ruling = adjusted.replace;
      adjustedSheet = adjusted.sheet;
    } else ruling = input;
    // M4: a correction request protects the submitter only when it came before any referee look.
    const correctionFirst = row.cases.some((k) => k.kind === "correction");
    let rebuild = false;
    let effects: Awaited<ReturnType<typeof rebuildAfterRevision>> | null = null;

    if (row.state !== "final") {
      const r = transition(toDomain(row), rulingAction(ruling), now, settings);
      if (!r.ok) throw violationError(r.violation);
      // A rematch clears the slots and check-ins: writeTransition removes what the new state no longer has;
      // a changed outcome already in effect is rebuilt there (L4, R3).
      effects = await writeTransition({ tx, row, next: r.challenge, events: r.events, actorId: actor.id, now, settings });
    } else {
      // A ruling on a final challenge revises its outcome in place; the ladder and the board are
      // rebuilt from the events (L4): later challenges stay as played.
      if (ruling.kind === "rematch") throw new Conflict("challenge_final");
      if (ruling.kind !== "uphold") {
        const outcome: Outcome =
          ruling.kind === "replace" ? { winner: winnerByImps(ruling.challengerImps, ruling.defenderImps), reason: "played" }
          : ruling.kind === "award" ? { winner: ruling.winner, reason: "awarded" }
          : { winner: null, reason: "invalid" };
        await tx.challenge.update({ where: { id: row.id }, data: { outcomeWinner: outcome.winner, outcomeReason: outcome.reason, holdsLock: false, version: { increment: 1 } } });
        await appendEvents(tx, [{ ...base, type: "outcome_revised", rule: "L4", data: { winner: outcome.winner, reason: outcome.reason, rated: isRated(outcome), previous: { winner: row.outcomeWinner, reason: row.outcomeReason } } }]);
        rebuild = true;
      }
    }
    if (ruling.kind === "replace") {
      if (submitted) await tx.result.update({ where: { id: submitted.id }, data: { status: "superseded" } });
      const lineup = submitted ? await tx.lineupEntry.findMany({ where: { resultId: submitted.id }, select: { side: true, seat: true, userId: true, name: true, registered: true } }) : [];
      const refereeResult = await tx.result.create({
        data: { challengeId: row.id, bySide: null, submittedById: actor.id, submittedAt: now, challengerImps: ruling.challengerImps, defenderImps: ruling.defenderImps, confirmedAt: now, confirmedById: actor.id, status: "confirmed", lineup: { create: lineup } },
        select: { id: true },
      });
      // The referee's result carries the scoresheet too: the adjusted one, or the submitted one's.
      const sheet = adjustedSheet ?? (submitted ? sheetFromRows(await tx.boardResult.findMany({ where: { resultId: submitted.id } })) : null);
      if (sheet) await saveBoards(tx, refereeResult.id, sheet);
      // M4/L3: a wrong result without a prior correction request was a false result.
      if (ruling.falseResult && submitted?.bySide && !correctionFirst) {
        const teamId = submitted.bySide === "challenger" ? row.challengerId : row.defenderId;
        await appendEvents(tx, [{ ...base, teamId, otherTeamId: null, type: "penalty_drop", rule: "L3", data: { cause: "M4" } }]);
        rebuild = true;
      }
    }
    if (rebuild) effects = await rebuildAfterRevision(tx, row, now);
    // The ruling settles every open case on this challenge.
    await tx.case.updateMany({ where: { challengeId: row.id, state: "open" }, data: { state: "ruled", ruling: input.kind, rulingReason: ruling.reason, ruledById: actor.id, ruledAt: now } });
    await appendEvents(tx, [{ ...base, type: "case_ruled", rule: c.kind === "correction" ? "M4" : c.kind === "in_match" ? "M5" : "M2", data: { ruling: input.kind, reason: ruling.reason, ...(input.kind === "adjust_board" ? { board: input.board } : {}), ...(effects ? { effects } : {}) } }]);
    await notifyTeams(tx, [row.challengerId, row.defenderId], "case_ruled", { number: row.number });
    return { caseId, ruling: input.kind, effects };
  });
}
