// The referee desk (issue 5): claims and disputes, reviews, statements and attachments. Rulings
// are in rulings.ts, member replacements (T5) in replacements.ts, the desk's and the case file's
// reads in cases-read.ts.
import type { Tx } from "@/lib/db/client";
import { now as clockNow } from "@/lib/clock";
import { can, requirePermission, requireUser, type Actor, isMemberOf, leads, sideOf } from "@/lib/auth/permissions";
import { Conflict, Forbidden, NotFound, RuleViolation } from "@/lib/errors";
import { appendEvents } from "@/lib/services/league/events";
import { inTransaction } from "@/lib/db/transaction";
import { act, captainSide } from "@/lib/services/challenges/act";
import { openChallengeCase } from "@/lib/services/cases/case-open";
import { HOUR } from "@/lib/domain/settings";
import type { Side } from "@/lib/domain/challenge/types";
import { challengeSettings, loadChallengeRow, toDomain } from "@/lib/services/challenges/challenge-load";
import { endedWithoutMatch } from "@/lib/domain/challenge/result";
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES } from "@/lib/validations/cases";
import { detectAttachmentType } from "@/lib/services/cases/attachment-type";

const CLAIM_RULE = { lateness: "C12", disconnection: "C13", unregistered: "C14", in_match: "M5" } as const;

/** C12–C14, M5: a captain raises a claim or an in-match dispute; the referees then hold the match. */
export async function openClaim(
  actor: Actor,
  challengeId: string,
  input: { kind: keyof typeof CLAIM_RULE; reason: string; boards?: number[] },
  now = clockNow(),
) {
  let caseId = "";
  await act(
    actor,
    challengeId,
    (row, a) => ({ type: "raise_claim", by: captainSide(row, a), rule: CLAIM_RULE[input.kind], reason: input.reason }),
    now,
    async (tx, row) => {
      const c = await openChallengeCase(tx, row, actor!, input.kind, CLAIM_RULE[input.kind], input.reason, now, challengeSettings(row), input.boards ?? []);
      caseId = c.id;
    },
  );
  return { caseId };
}

/**
 * M4: a referee opens a verification case on any challenge, also one that is long final. About a
 * result, it is heard with an open appeal or correction of that result (one case, revision 3).
 */
export async function openReview(actor: Actor, challengeId: string, reason: string, now = clockNow()) {
  requirePermission(actor, "case.rule");
  return inTransaction(async (tx) => {
    const row = await loadChallengeRow(tx, challengeId);
    if (sideOf(actor, row, "member")) throw new Forbidden("conflict_of_interest");
    // R5 (revision 4): a withdrawn, abandoned or voided challenge takes no case.
    if (endedWithoutMatch(toDomain(row))) throw new RuleViolation("case_not_allowed", "R5");
    const resultId = row.results[0]?.id ?? null;
    const joined = resultId
      ? await tx.case.findFirst({ where: { resultId, state: "open", kind: { in: ["appeal", "correction"] } }, select: { id: true, number: true } })
      : null;
    const c =
      joined ??
      (await tx.case.create({
        data: {
          kind: "appeal",
          challengeId,
          resultId,
          openedById: actor.id,
          reason,
          createdAt: now,
          dueAt: new Date(now.getTime() + challengeSettings(row).rulingHours * HOUR),
        },
        select: { id: true, number: true },
      }));
    if (joined) await tx.caseMessage.create({ data: { caseId: joined.id, authorId: actor.id, kind: "comment", body: reason, createdAt: now } });
    // M4 (revision 2): from this moment a correction request no longer protects the submitter.
    await tx.challenge.update({ where: { id: row.id }, data: { refereeLookedAt: row.refereeLookedAt ?? now, version: { increment: 1 } } });
    await appendEvents(tx, [
      {
        type: joined ? "case_joined" : "case_opened",
        rule: "M4",
        at: now,
        actorId: actor.id,
        teamId: row.challengerId,
        otherTeamId: row.defenderId,
        challengeId,
        caseId: c.id,
        data: { kind: "review", number: c.number },
      },
    ]);
    return { caseId: c.id };
  });
}

export async function loadCase(tx: Tx, caseId: string) {
  const c = await tx.case.findUnique({
    where: { id: caseId },
    include: { challenge: { select: { id: true, number: true, challengerId: true, defenderId: true, state: true } } },
  });
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
  if (can(actor, "case.rule") && !teams.some((t) => isMemberOf(actor, t))) return "referee";
  if (teams.some((t) => leads(actor, t))) {
    if (!c.challenge) return "team";
    return sideOf(actor, c.challenge, "captain");
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
    if (leads(actor, c.teamId)) throw new Forbidden("wrong_side");
    if (c.kind !== "in_match" || c.state !== "open") throw new Conflict("wrong_state", "M5");
    if (c.acknowledgedAt) throw new Conflict("case_already_acknowledged", "M5");
    await tx.case.update({ where: { id: caseId }, data: { acknowledgedAt: now } });
    await appendEvents(tx, [{ type: "case_acknowledged", rule: "M5", at: now, actorId: actor.id, challengeId: c.challengeId, caseId }]);
    return { ok: true };
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
    const m = await tx.caseMessage.create({
      data: { caseId, authorId: actor.id, kind: role === "referee" ? "comment" : "statement", body, createdAt: now },
      select: { id: true },
    });
    await appendEvents(tx, [
      { type: "case_statement", at: now, actorId: actor.id, challengeId: c.challengeId, caseId, data: { kind: role === "referee" ? "comment" : "statement" } },
    ]);
    return m;
  });
}

/** Screenshots or a hand-record file, size- and type-limited, stored in the database. */
export async function addAttachment(actor: Actor, caseId: string, file: { fileName: string; mimeType: string; data: Buffer }, now = clockNow()) {
  requireUser(actor);
  if (file.data.length === 0 || file.data.length > ATTACHMENT_MAX_BYTES) throw new RuleViolation("attachment_size", undefined, { max: ATTACHMENT_MAX_BYTES });
  // Issue 10: the type is read from the content (file-type), not taken from the client's claim.
  const mimeType = await detectAttachmentType(file.data, file.mimeType);
  if (!mimeType) throw new RuleViolation("attachment_type", undefined, { types: ATTACHMENT_TYPES.join(", ") });
  return inTransaction(async (tx) => {
    const c = await loadCase(tx, caseId);
    if (!caseRole(actor, c)) throw new Forbidden(conflicted(actor, c) ? "conflict_of_interest" : "forbidden");
    if (c.state !== "open") throw new Conflict("case_closed");
    const a = await tx.attachment.create({
      data: {
        caseId,
        authorId: actor.id,
        fileName: file.fileName.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 200) || "file",
        mimeType,
        size: file.data.length,
        data: new Uint8Array(file.data),
        createdAt: now,
      },
      select: { id: true },
    });
    await appendEvents(tx, [
      { type: "case_attachment", at: now, actorId: actor.id, challengeId: c.challengeId, caseId, data: { fileName: file.fileName, size: file.data.length } },
    ]);
    return a;
  });
}

/** A referee (or admin) of one of the case's teams. */
export function conflicted(actor: NonNullable<Actor>, c: Pick<Awaited<ReturnType<typeof loadCase>>, "challenge" | "teamId">) {
  const teams = c.challenge ? [c.challenge.challengerId, c.challenge.defenderId] : c.teamId ? [c.teamId] : [];
  return can(actor, "case.rule") && teams.some((t) => isMemberOf(actor, t));
}
