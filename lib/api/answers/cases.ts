// Issue 24: answers of the referee desk and case operations (api.md "Cases").
import { z } from "zod";
import { Id, Instant } from "@/lib/api/answers/common";

export const CaseKind = z.enum(["appeal", "in_match", "lateness", "disconnection", "unregistered", "correction", "replacement", "unreported"]);
export const CaseState = z.enum(["open", "ruled", "withdrawn"]);

/** POST /challenges/{id}/claims and /review */
export const CaseOpenedAnswer = z.object({ caseId: Id });

/** GET /cases: the desk, by due time (R2). */
export const CaseListAnswer = z.object({
  cases: z.array(
    z.object({
      id: Id,
      number: z.number().int(),
      kind: CaseKind,
      state: CaseState,
      reason: z.string(),
      createdAt: Instant,
      dueAt: Instant.nullable(),
      teamId: Id.nullable(),
      challenge: z
        .object({ id: Id, number: z.number().int(), challenger: z.object({ name: z.string() }), defender: z.object({ name: z.string() }), playBy: Instant })
        .nullable(),
    }),
  ),
});

/** GET /cases/{id}: the case file (C12's presumption pre-computed for a lateness claim). */
export const CaseFileAnswer = z.object({
  id: Id,
  number: z.number().int(),
  kind: CaseKind,
  state: CaseState,
  challengeId: Id.nullable(),
  resultId: Id.nullable(),
  penaltyAppliedAt: Instant.nullable().describe("L3: this case's ruling dropped the submitting team"),
  penaltyLiftedAt: Instant.nullable(),
  teamId: Id.nullable(),
  openedById: Id,
  reason: z.string(),
  boards: z.array(z.number().int()),
  acknowledgedAt: Instant.nullable(),
  createdAt: Instant,
  dueAt: Instant.nullable(),
  overdueNotifiedAt: Instant.nullable(),
  ruling: z.string().nullable(),
  rulingReason: z.string().nullable(),
  ruledById: Id.nullable(),
  ruledAt: Instant.nullable(),
  messages: z.array(
    z.object({
      id: Id,
      caseId: Id,
      authorId: Id,
      kind: z.string().describe("statement (a captain) or comment (a referee)"),
      body: z.string(),
      createdAt: Instant,
    }),
  ),
  attachments: z.array(z.object({ id: Id, fileName: z.string(), mimeType: z.string(), size: z.number().int(), createdAt: Instant, authorId: Id })),
  challenge: z
    .looseObject({ id: Id, number: z.number().int(), state: z.string(), challengerId: Id, defenderId: Id })
    .nullable()
    .describe("the challenge as stored, with its check-ins and results (GET /challenges/{id} has its public shape)"),
  role: z.enum(["referee", "challenger", "defender", "team"]).describe("the reader's part in the case"),
  lateness: z
    .object({ finding: z.enum(["claim_presumed", "referee_decides"]), cutoff: Instant })
    .nullable()
    .describe("C12"),
  replacement: z
    .looseObject({ id: Id, state: z.enum(["pending", "approved", "rejected"]) })
    .nullable()
    .describe("T5: the request of a replacement case"),
  canRule: z.boolean(),
});

/** POST /cases/{id}/ruling */
export const RulingAnswer = z.object({
  caseId: Id,
  ruling: z.string(),
  effects: z.unknown().describe("what the ruling changed (positions, ratings)"),
  falseResult: z.enum(["penalty", "same_winner", "corrected"]).nullable().describe("L3"),
  voided: z.array(Id).describe("R1: challenges voided by a rematch"),
});

/** POST /cases/{id}/statements and /attachments */
export const CreatedAnswer = z.object({ id: Id });

/** POST /replacements/{id}/decision (T5). */
export const ReplacementDecisionAnswer = z.object({ state: z.enum(["approved", "rejected"]) });

/** POST /teams/{id}/replacements (T5). */
export const ReplacementRequestedAnswer = z.object({ requestId: Id, caseId: Id });
