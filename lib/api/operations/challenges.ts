// The API's challenge operations, from the issue to the result (C1–C17, M1–M5), with the boards and
// the calendar. One family of OPS (lib/api/operations/index.ts).
import { MessageSchema } from "@/lib/validations/thread";
import { MessageCreatedAnswer, ThreadAnswer } from "@/lib/api/answers/challenges";
import {
  CorrectionSchema,
  IssueChallengeSchema,
  PickSlotSchema,
  ReasonSchema,
  RescheduleSchema,
  SlotsSchema,
  SubmitResultSchema,
} from "@/lib/validations/challenge";
import { ClaimSchema } from "@/lib/validations/cases";
import { CaseOpenedAnswer } from "@/lib/api/answers/cases";
import { BoardsAnswer, ChallengeActionAnswer, ChallengeAnswer, ChallengeListAnswer, ImportPreviewAnswer, IssuedAnswer } from "@/lib/api/answers/challenges";
import type { Op } from "@/lib/api/operations/op";

export const CHALLENGE_OPS: Op[] = [
  { method: "get", path: "/challenges", answer: ChallengeListAnswer, summary: "Challenges (?state=open|closed, ?team=)", auth: "none" },
  {
    method: "post",
    path: "/challenges",
    answer: IssuedAnswer,
    summary: "Issue a challenge with exactly 4 slots (C1, C2, C5, C6, C10)",
    body: IssueChallengeSchema,
    status: 201,
    auth: "challenger captain",
  },
  {
    method: "get",
    path: "/challenges/{id}",
    answer: ChallengeAnswer,
    summary:
      "One challenge with slots, check-ins, result (with lineupMarked, C14), outcome (present from submission, M2), holdsLock (C2), reschedule (C16) and its events",
    auth: "none",
  },
  {
    method: "post",
    path: "/challenges/{id}/accept",
    answer: ChallengeActionAnswer,
    summary: "Accept one of the challenger's slots (C5)",
    body: PickSlotSchema,
    auth: "defender captain",
  },
  {
    method: "post",
    path: "/challenges/{id}/counter",
    answer: ChallengeActionAnswer,
    summary: "Counter-propose exactly 4 other slots, all inside the window, each starting by the play deadline less the match duration (C5, C6)",
    body: SlotsSchema,
    auth: "defender captain",
  },
  {
    method: "post",
    path: "/challenges/{id}/choose",
    answer: ChallengeActionAnswer,
    summary: "Choose one of the counter slots (C5, C9)",
    body: PickSlotSchema,
    auth: "challenger captain",
  },
  {
    method: "post",
    path: "/challenges/{id}/withdraw",
    answer: ChallengeActionAnswer,
    summary: "Withdraw before the defender's first response (C4)",
    auth: "challenger captain",
  },
  {
    method: "post",
    path: "/challenges/{id}/check-in",
    answer: ChallengeActionAnswer,
    summary: "Check in within the check-in hour around the start, also while a claim is open (C11)",
    auth: "member of either team",
  },
  {
    method: "post",
    path: "/challenges/{id}/result",
    answer: ChallengeActionAnswer,
    summary: "Submit IMP totals and lineups; takes effect at once and opens the lock (M1, M2, T3, C14)",
    body: SubmitResultSchema,
    auth: "either captain",
  },
  {
    method: "post",
    path: "/challenges/{id}/concede",
    answer: ChallengeActionAnswer,
    summary:
      "Concede before a result is submitted: the other side wins as by forfeit; unrated before the agreed start, a rated played loss from it on (C17, revision 3)",
    auth: "either captain or deputy (T6)",
  },
  {
    method: "post",
    path: "/challenges/{id}/reschedule",
    answer: ChallengeActionAnswer,
    summary: "Propose one new start time for the agreed match, before it starts (C16; C5 notice, C6 margin); a proposal lapses at the agreed start",
    body: RescheduleSchema,
    status: 201,
    auth: "either captain or deputy (T6)",
  },
  {
    method: "post",
    path: "/challenges/{id}/reschedule/accept",
    answer: ChallengeActionAnswer,
    summary: "Accept the other captain's new time; the check-in hour moves with it (C16)",
    auth: "the other captain",
  },
  {
    method: "post",
    path: "/challenges/{id}/reschedule/decline",
    answer: ChallengeActionAnswer,
    summary: "Decline the other captain's new time (C16)",
    auth: "the other captain",
  },
  { method: "post", path: "/challenges/{id}/confirm", answer: ChallengeActionAnswer, summary: "Confirm the other side's result (M2)", auth: "other captain" },
  {
    method: "post",
    path: "/challenges/{id}/appeal",
    answer: ChallengeActionAnswer,
    summary:
      "Appeal the other side's result within the confirmation period, also after the submitter asked for a correction (one case per result; M2, revision 3)",
    body: ReasonSchema,
    auth: "other captain or deputy",
  },
  {
    method: "post",
    path: "/challenges/{id}/correction",
    answer: ChallengeActionAnswer,
    summary:
      "Request a correction of one's own result with the corrected totals, before any appeal or referee review, also after it became final; it spares the false-result penalty only if the referees establish the corrected winner (M4, L3)",
    body: CorrectionSchema,
    auth: "submitting captain or deputy",
  },
  { method: "get", path: "/challenges/{id}/calendar.ics", produces: "text/calendar", summary: "iCalendar file of a scheduled match", auth: "none" },
  {
    method: "get",
    path: "/challenges/{id}/share",
    produces: "text/plain",
    summary: "A short text for a plain WeChat group: teams, state, times, score, deadline and the page's link (issue 38)",
    auth: "none",
    query: [{ name: "format", description: "text (the only format)", schema: { const: "text" } }],
  },
  {
    method: "get",
    path: "/challenges/{id}/messages",
    answer: ThreadAnswer,
    summary: "The thread between the two teams (issue 38)",
    auth: "a member of either team, a referee, an admin",
  },
  {
    method: "post",
    path: "/challenges/{id}/messages",
    answer: MessageCreatedAnswer,
    summary: "Write on the thread (plain text ≤ 2,000); the other side is told (issue 38)",
    body: MessageSchema,
    status: 201,
    auth: "a member of either team",
  },
  {
    method: "get",
    path: "/challenges/{id}/boards",
    answer: BoardsAnswer,
    summary:
      "The match scoresheet: both rooms per board, scores, IMPs, running totals, VPs; each row's deal, double-dummy table (dd, null while computed), parNs and parContracts (issue 23)",
    auth: "none",
  },
  {
    method: "post",
    path: "/challenges/{id}/boards/import",
    answer: ImportPreviewAnswer,
    summary:
      "Preview a match file (body: the file's bytes: PBN 2.1 in any charset, or BBO .lin; a hand record with deals only previews its deals); every problem by board, room and line; nothing saved",
    auth: "signed in",
  },
  {
    method: "get",
    path: "/challenges/{id}/boards.pbn",
    produces: "application/x-bridge-pbn",
    summary: "The match as PBN 2.1: deals, both rooms' results, [OptimumScore] and [OptimumResultTable]",
    auth: "none",
  },
  { method: "get", path: "/challenges/{id}/boards.csv", produces: "text/csv", summary: "The scoresheet as CSV", auth: "none" },
  {
    method: "post",
    path: "/challenges/{id}/claims",
    answer: CaseOpenedAnswer,
    summary:
      "Raise a claim about the other side, only until a result is submitted (C12 lateness from start + 15 min, C13 disconnection and M5 in-match dispute from the start, C14 unregistered players until start + 15 min)",
    body: ClaimSchema,
    status: 201,
    auth: "either captain or deputy",
  },
  {
    method: "post",
    path: "/challenges/{id}/review",
    answer: CaseOpenedAnswer,
    summary: "Open a verification case on any challenge, also a final one (M4)",
    body: ReasonSchema,
    status: 201,
    auth: "referee",
  },
];
