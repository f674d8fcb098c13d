// The API's team operations: creation, registration, members, captain, deputies, withdrawal (T1–T5).
// One family of OPS (lib/api/operations/index.ts).
import { AddMemberSchema, CreateTeamSchema } from "@/lib/validations/admin";
import { CaptainSchema, DeputiesSchema, WithdrawTeamSchema } from "@/lib/validations/teams";
import { RegisterTeamSchema, RejectTeamSchema } from "@/lib/validations/accounts";
import { TeamRegisteredAnswer } from "@/lib/api/answers/accounts";
import {
  CaptainAnswer,
  DeputiesAnswer,
  MemberAddedAnswer,
  TeamAnswer,
  TeamApprovedAnswer,
  TeamCreatedAnswer,
  TeamRejectedAnswer,
  TeamWithdrawnAnswer,
  TeamProfileAnswer,
} from "@/lib/api/answers/teams";
import { TeamPatchSchema } from "@/lib/validations/thread";
import type { Op } from "@/lib/api/operations/op";

export const TEAM_OPS: Op[] = [
  {
    method: "get",
    path: "/teams/{id}",
    answer: TeamAnswer,
    summary: "A team: members, captain, position, rating, replacements used; the captain's contact for a signed-in reader",
    auth: "none",
  },
  {
    method: "patch",
    path: "/teams/{id}",
    answer: TeamProfileAnswer,
    summary: "Rename a team (admin; T1 keeps names unique) or set the captain's contact (captain or deputy; issue 38)",
    body: TeamPatchSchema,
    auth: "admin (name), the team's captain or deputy (contact)",
  },
  {
    method: "post",
    path: "/teams",
    answer: TeamCreatedAnswer,
    summary: "Create a team (T1); it joins the ladder at the bottom (T2)",
    body: CreateTeamSchema,
    status: 201,
    auth: "admin",
  },
  { method: "get", path: "/teams/{id}/calendar.ics", produces: "text/calendar", summary: "iCalendar feed of a team's matches", auth: "none" },
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
];
