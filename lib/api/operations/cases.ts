// The API's cases: claims (C12–C14), statements, rulings (R1–R4) and replacements (T5). One family of
// OPS (lib/api/operations/index.ts).
import { DecisionSchema, ReplacementSchema, RulingSchema, StatementSchema } from "@/lib/validations/cases";
import { CaseFileAnswer, CaseListAnswer, CreatedAnswer, ReplacementDecisionAnswer, ReplacementRequestedAnswer, RulingAnswer } from "@/lib/api/answers/cases";
import { OkAnswer } from "@/lib/api/answers/common";
import type { Op } from "@/lib/api/operations/op";

export const CASE_OPS: Op[] = [
  { method: "get", path: "/cases", answer: CaseListAnswer, summary: "The referee desk: open cases (?state=all)", auth: "referee" },
  { method: "get", path: "/cases/{id}", answer: CaseFileAnswer, summary: "A case file (C12 presumption pre-computed)", auth: "referee or the teams' captains" },
  { method: "post", path: "/cases/{id}/acknowledge", answer: OkAnswer, summary: "Acknowledge an in-match dispute (M5)", auth: "other captain" },
  {
    method: "post",
    path: "/cases/{id}/statements",
    answer: CreatedAnswer,
    summary: "Add a statement (captains) or comment (referees)",
    body: StatementSchema,
    status: 201,
    auth: "captains of the teams, referees",
  },
  {
    method: "post",
    path: "/cases/{id}/attachments",
    answer: CreatedAnswer,
    summary: "Attach a screenshot or hand record (multipart 'file'; png, jpeg, pdf, txt, pbn; ≤ 2 MB)",
    status: 201,
    auth: "captains of the teams, referees",
  },
  {
    method: "post",
    path: "/cases/{id}/ruling",
    answer: RulingAnswer,
    summary:
      "Rule: uphold, replace or award (optionally as a false result: L3 only if the winner changed and no true correction came first), rematch at a named time `at` (R1: voids the undecided challenges either team took part in since; also on a final result), invalid (T3), dismiss (R4: back to where it stood, passed deadlines apply at once), lift_penalty (L3, on a ruled case); a changed outcome rebuilds the league and re-checks every open challenge as the ladder stood at its issue (L4, R3)",
    body: RulingSchema,
    auth: "referee (not of the teams involved)",
  },
  {
    method: "post",
    path: "/teams/{id}/replacements",
    answer: ReplacementRequestedAnswer,
    summary: "Request a member replacement (T5)",
    body: ReplacementSchema,
    status: 201,
    auth: "team captain or deputy",
  },
  {
    method: "get",
    path: "/cases/{id}/attachments/{attachmentId}",
    produces: "application/octet-stream",
    summary: "Download an attachment of a case",
    auth: "captains of the teams, referees",
  },
  {
    method: "post",
    path: "/replacements/{id}/decision",
    answer: ReplacementDecisionAnswer,
    summary: "Approve or reject a replacement (T5)",
    body: DecisionSchema,
    auth: "referee",
  },
];
