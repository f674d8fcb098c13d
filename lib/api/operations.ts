// The operations of the JSON API (api.md): each one's method, path, who may call it, its request
// body (the same zod schema the route parses with) and its success answer (the same zod schema the
// route names, issue 24). /api/v1/openapi.json is built from this list (lib/api/openapi.ts), and so
// is the JSON 405 with Allow that server.mjs answers (lib/http/api-methods.mjs, via the build).
import { z } from "zod";
import { AddMemberSchema, CreateTeamSchema, CreateUserSchema, SetLadderSchema, UpdateLeagueSchema, ClockSchema } from "@/lib/validations/admin";
import {
  CorrectionSchema,
  IssueChallengeSchema,
  PickSlotSchema,
  ReasonSchema,
  RescheduleSchema,
  SlotsSchema,
  SubmitResultSchema,
} from "@/lib/validations/challenge";
import { ClaimSchema, DecisionSchema, ReplacementSchema, RulingSchema, StatementSchema } from "@/lib/validations/cases";
import { CaptainSchema, DeputiesSchema, WithdrawTeamSchema } from "@/lib/validations/teams";
import {
  AcceptInvitationSchema,
  EmailChangeSchema,
  InvitationSchema,
  PasswordResetConfirmSchema,
  PasswordResetSchema,
  ProfileSchema,
  RegisterTeamSchema,
  RejectTeamSchema,
  ResendSchema,
  SignupSchema,
  TokenSchema,
} from "@/lib/validations/accounts";

import {
  AcceptedAnswer,
  EmailChangedAnswer,
  InvitationAcceptedAnswer,
  InvitationAnswer,
  InvitationListAnswer,
  InvitationResentAnswer,
  InvitationRevokedAnswer,
  MeAnswer,
  PasswordChangedAnswer,
  ProfileAnswer,
  ResetAnswer,
  RosterImportAnswer,
  SignedOutAnswer,
  TeamRegisteredAnswer,
  TokenAnswer,
  TokenListAnswer,
  TokenRevokedAnswer,
  UnsubscribedAnswer,
  UserCreatedAnswer,
  UserDisabledAnswer,
  VerifiedAnswer,
} from "@/lib/api/answers/accounts";
import {
  CaseFileAnswer,
  CaseListAnswer,
  CaseOpenedAnswer,
  CreatedAnswer,
  ReplacementDecisionAnswer,
  ReplacementRequestedAnswer,
  RulingAnswer,
} from "@/lib/api/answers/cases";
import {
  BoardsAnswer,
  ChallengeActionAnswer,
  ChallengeAnswer,
  ChallengeListAnswer,
  ImportPreviewAnswer,
  IssuedAnswer,
  PriorityPassAnswer,
} from "@/lib/api/answers/challenges";
import { Document, OkAnswer } from "@/lib/api/answers/common";
import { ClockAnswer, HealthAnswer, EventsAnswer, LadderAnswer, LadderSetAnswer, LeagueAnswer, RatingsAnswer, SweepAnswer } from "@/lib/api/answers/league";
import {
  CaptainAnswer,
  DeputiesAnswer,
  MemberAddedAnswer,
  TeamAnswer,
  TeamApprovedAnswer,
  TeamCreatedAnswer,
  TeamRejectedAnswer,
  TeamWithdrawnAnswer,
} from "@/lib/api/answers/teams";

export type Query = { name: string; description: string; schema: object };
export type Op = {
  method: "get" | "post" | "put" | "patch" | "delete";
  path: string;
  summary: string;
  body?: z.ZodType;
  status?: number;
  auth?: string;
  /** The success answer's schema (JSON), the same the route names (lib/api/handler.ts route). */
  answer?: z.ZodType;
  /** A success answer that is not JSON: its media type, or "redirect". */
  produces?: string;
  query?: Query[];
  /** Issue 24: a JSON read answers with an ETag and 304 to If-None-Match (lib/api/handler.ts jsonResponse), unless false. */
  revalidated?: false;
};

// Issue 11: the paged lists (lib/api/pagination.ts); the answer carries page.next for the cursor.
const PAGE_QUERY: Query[] = [
  {
    name: "limit",
    description: "entries per page: 1–1000 (default 100) or all",
    schema: { oneOf: [{ type: "integer", minimum: 1, maximum: 1000 }, { const: "all" }] },
  },
  { name: "page", description: "1-based page number", schema: { type: "integer", minimum: 1 } },
  { name: "cursor", description: "page.next of the previous answer", schema: { type: "string" } },
];

export const OPS: Op[] = [
  {
    method: "get",
    path: "/health",
    answer: HealthAnswer,
    summary: "Whether this instance and its database answer (503 with what is down while the database cannot be reached); the benchmark's floor",
    auth: "none",
    revalidated: false, // asked fresh by load balancers, and the trivial route the bench measures against
  },
  { method: "get", path: "/openapi.json", answer: Document, summary: "This document", auth: "none" },
  {
    method: "post",
    path: "/auth/token",
    answer: TokenAnswer,
    summary: "Personal API token for email and password",
    body: z.object({ email: z.string(), password: z.string() }),
    status: 201,
    auth: "none",
  },
  {
    method: "get",
    path: "/ladder",
    answer: LadderAnswer,
    summary: "The ladder: positions, locks, mayChallenge (C1, C2, C10), rating and form; paged",
    auth: "none",
    query: PAGE_QUERY,
  },
  {
    method: "put",
    path: "/ladder",
    answer: LadderSetAnswer,
    summary: "Set the initial ranking (T2); 409 once a challenge was issued",
    body: SetLadderSchema,
    auth: "admin",
  },
  { method: "get", path: "/ratings", answer: RatingsAnswer, summary: "The rating board ordered by rating (E1, E2); paged", auth: "none", query: PAGE_QUERY },
  { method: "get", path: "/teams/{id}", answer: TeamAnswer, summary: "A team: members, captain, position, rating, replacements used", auth: "none" },
  {
    method: "post",
    path: "/teams",
    answer: TeamCreatedAnswer,
    summary: "Create a team (T1); it joins the ladder at the bottom (T2)",
    body: CreateTeamSchema,
    status: 201,
    auth: "admin",
  },
  { method: "post", path: "/users", answer: UserCreatedAnswer, summary: "Create a user", body: CreateUserSchema, status: 201, auth: "admin" },
  { method: "get", path: "/league", answer: LeagueAnswer, summary: "League settings", auth: "none" },
  { method: "patch", path: "/league", answer: LeagueAnswer, summary: "Change league settings", body: UpdateLeagueSchema, auth: "admin" },
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
  {
    method: "post",
    path: "/priority/pass",
    answer: PriorityPassAnswer,
    summary: "Pass this week's priority challenge of position 1 (C10)",
    auth: "captain at 2 or 3",
  },
  { method: "get", path: "/events", answer: EventsAnswer, summary: "The audit log, oldest first (?since=, ?team=, ?challenge=, ?type=)", auth: "none" },
  { method: "get", path: "/challenges/{id}/calendar.ics", produces: "text/calendar", summary: "iCalendar file of a scheduled match", auth: "none" },
  { method: "get", path: "/teams/{id}/calendar.ics", produces: "text/calendar", summary: "iCalendar feed of a team's matches", auth: "none" },
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
    method: "post",
    path: "/teams/{id}/members",
    answer: MemberAddedAnswer,
    summary: "Add a registered member (T1); once the ladder is set, only as an override with a reason (T5)",
    body: AddMemberSchema,
    status: 201,
    auth: "admin",
  },
  {
    method: "get",
    path: "/cases/{id}/attachments/{attachmentId}",
    produces: "application/octet-stream",
    summary: "Download an attachment of a case",
    auth: "captains of the teams, referees",
  },
  {
    method: "put",
    path: "/teams/{id}/deputies",
    answer: DeputiesAnswer,
    summary: "Name the team's deputy captains (at most 2 members; T6)",
    body: DeputiesSchema,
    auth: "the team's captain",
  },
  { method: "put", path: "/teams/{id}/captain", answer: CaptainAnswer, summary: "Change the team's captain (T6)", body: CaptainSchema, auth: "admin" },
  {
    method: "post",
    path: "/teams/{id}/withdraw",
    answer: TeamWithdrawnAnswer,
    summary: "Withdraw the team from the ladder: its open challenges end as its concessions (C17), it leaves the ladder, those below move up (T7)",
    body: WithdrawTeamSchema,
    auth: "admin",
  },
  {
    method: "post",
    path: "/teams/{id}/approve",
    answer: TeamApprovedAnswer,
    summary: "Approve a pending (or returning) team: it joins the ladder at the bottom (T1, T2)",
    auth: "admin",
  },
  {
    method: "post",
    path: "/replacements/{id}/decision",
    answer: ReplacementDecisionAnswer,
    summary: "Approve or reject a replacement (T5)",
    body: DecisionSchema,
    auth: "referee",
  },
  { method: "get", path: "/events.csv", produces: "text/csv", summary: "The audit log as CSV (same filters)", auth: "none" },
  {
    method: "post",
    path: "/auth/password",
    answer: PasswordChangedAnswer,
    summary: "Change one's password; every session and token ends (issue 10)",
    body: z.object({ currentPassword: z.string(), newPassword: z.string() }),
    auth: "signed in",
  },
  { method: "post", path: "/auth/signout-all", answer: SignedOutAnswer, summary: "End every session and API token of the signed-in user", auth: "signed in" },
  {
    method: "get",
    path: "/auth/tokens",
    answer: TokenListAnswer,
    summary: "One's own API tokens (never the secret), with expiresAt and lastUsedAt",
    auth: "signed in",
  },
  {
    method: "post",
    path: "/auth/tokens",
    answer: TokenAnswer,
    summary: "Create an API token for the signed-in user (expiresInDays 1–365, default 90)",
    body: z.object({ expiresInDays: z.number().int().optional(), name: z.string().optional() }),
    status: 201,
    auth: "signed in",
  },
  { method: "delete", path: "/auth/tokens/{id}", answer: TokenRevokedAnswer, summary: "Revoke one of one's own API tokens", auth: "signed in" },
  {
    method: "patch",
    path: "/users/{id}",
    answer: UserDisabledAnswer,
    summary: "Disable or enable an account; it is signed out everywhere at once",
    body: z.object({ disabled: z.boolean() }),
    auth: "admin",
  },
  {
    method: "post",
    path: "/invitations",
    answer: InvitationAnswer,
    summary:
      "Invite someone: an admin anyone (with a role), a captain or deputy members to its own team; a one-time link valid 7 days, returned and e-mailed. Once the initial ladder is set, an invitation into an approved team names the member it replaces (a T5 request) unless an admin overrides with a reason",
    body: InvitationSchema,
    status: 201,
    auth: "admin, or the team's captain or deputy",
  },
  {
    method: "get",
    path: "/invitations",
    answer: InvitationListAnswer,
    summary: "Pending invitations: all (admin, ?teamId=) or one's own team's (captain, deputy)",
    auth: "admin, captain or deputy",
  },
  {
    method: "delete",
    path: "/invitations/{id}",
    answer: InvitationRevokedAnswer,
    summary: "Revoke a pending invitation (a person who never accepted leaves the roster)",
    auth: "admin, or the team's captain or deputy",
  },
  {
    method: "post",
    path: "/invitations/{id}/resend",
    answer: InvitationResentAnswer,
    summary: "Send a pending invitation again with a new link (the old one stops working), valid 7 days",
    auth: "admin, or the team's captain or deputy",
  },
  {
    method: "post",
    path: "/invitations/accept",
    answer: InvitationAcceptedAnswer,
    summary:
      "Accept an invitation: a new account gives a display name and a password; an existing one must be signed in. 410 for a used, expired or revoked link",
    body: AcceptInvitationSchema,
    status: 201,
    auth: "none",
  },
  {
    method: "post",
    path: "/auth/password-reset",
    answer: AcceptedAnswer,
    summary: "Ask for a password reset link by e-mail (valid 1 h); 202 whatever the address",
    body: PasswordResetSchema,
    status: 202,
    auth: "none",
  },
  {
    method: "post",
    path: "/auth/password-reset/confirm",
    answer: ResetAnswer,
    summary: "Set a new password with the link's token; every session and API token of the user ends. 410 for a used or expired link",
    body: PasswordResetConfirmSchema,
    auth: "none",
  },
  {
    method: "post",
    path: "/signup",
    answer: AcceptedAnswer,
    summary: "Sign up; the e-mail carries a verification link (24 h). 202 whatever the address; an unverified account cannot sign in",
    body: SignupSchema,
    status: 202,
    auth: "none",
  },
  { method: "post", path: "/signup/verify", answer: VerifiedAnswer, summary: "Verify the address with the link's token", body: TokenSchema, auth: "none" },
  {
    method: "post",
    path: "/signup/resend",
    answer: AcceptedAnswer,
    summary: "Ask for the verification link again (rate-limited); 202 whatever the address",
    body: ResendSchema,
    status: 202,
    auth: "none",
  },
  {
    method: "post",
    path: "/teams/register",
    answer: TeamRegisteredAnswer,
    summary: "Register a team (T1): a verified user in no team names it and its members' e-mails (each is invited); pending until an admin approves",
    body: RegisterTeamSchema,
    status: 201,
    auth: "signed in, verified, in no team",
  },
  {
    method: "post",
    path: "/teams/{id}/reject",
    answer: TeamRejectedAnswer,
    summary: "Reject a pending team with a reason (T1); its members are free again",
    body: RejectTeamSchema,
    auth: "admin",
  },
  {
    method: "post",
    path: "/admin/import",
    answer: RosterImportAnswer,
    summary:
      "Bulk import (text/csv: team,email,name,role; UTF-8 with or without BOM, GB18030/GBK detected): ?dryRun=1 previews with every bad row named by its line; ?dryRun=0 imports all or nothing and invites everyone",
    auth: "admin",
  },
  { method: "get", path: "/me", answer: MeAnswer, summary: "My account: name, e-mail, language, notification e-mails, team", auth: "signed in" },
  {
    method: "patch",
    path: "/me",
    answer: ProfileAnswer,
    summary: "Change my display name, language (used for e-mails and notifications) or notification e-mails",
    body: ProfileSchema,
    auth: "signed in",
  },
  {
    method: "post",
    path: "/me/email",
    answer: AcceptedAnswer,
    summary: "Change my e-mail address (with my password); it takes effect when the link sent to the new address is followed (24 h)",
    body: EmailChangeSchema,
    status: 202,
    auth: "signed in",
  },
  {
    method: "post",
    path: "/me/email/confirm",
    answer: EmailChangedAnswer,
    summary: "Confirm a new e-mail address with the link's token",
    body: TokenSchema,
    auth: "none",
  },
  {
    method: "get",
    path: "/unsubscribe",
    status: 303,
    produces: "redirect",
    summary: "The unsubscribe link opened in a browser: 303 to the page with its button",
    auth: "none",
  },
  {
    method: "post",
    path: "/unsubscribe",
    answer: UnsubscribedAnswer,
    summary: "One-click unsubscribe from notification e-mails (RFC 8058; ?token= from the List-Unsubscribe link)",
    auth: "none",
  },
  { method: "post", path: "/admin/sweep", answer: SweepAnswer, summary: "Apply every passed deadline now (idempotent)", auth: "admin" },
  {
    method: "post",
    path: "/admin/clock",
    answer: ClockAnswer,
    summary: "Set the clock (LADDER_ALLOW_CLOCK_OVERRIDE=1 only)",
    body: ClockSchema,
    auth: "admin",
  },
];

/** Issue 24: each documented operation's method and path (the JSON 405's Allow header). */
export function apiOperations(): { method: string; path: string }[] {
  return OPS.map((op) => ({ method: op.method.toUpperCase(), path: op.path }));
}
