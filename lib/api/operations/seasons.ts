// Issue 40: the ladder and season operations (api.md "Ladders and seasons"; S2–S4). One family of OPS.
import { CreateLadderSchema, PromotionSchema, StartSeasonSchema, UpdateSeasonSchema } from "@/lib/validations/seasons";
import { EventsAnswer, LadderAnswer, LeagueAnswer, RatingsAnswer } from "@/lib/api/answers/league";
import { TeamCreatedAnswer } from "@/lib/api/answers/teams";
import { RosterImportAnswer, TeamRegisteredAnswer } from "@/lib/api/answers/accounts";
import { RegisterTeamSchema } from "@/lib/validations/accounts";
import { CreateTeamSchema, UpdateLeagueSchema } from "@/lib/validations/admin";
import { ChallengeListAnswer } from "@/lib/api/answers/challenges";
import {
  LadderCreatedAnswer,
  LaddersAnswer,
  PromotionAnswer,
  SeasonClosedAnswer,
  SeasonDetailAnswer,
  SeasonStartedAnswer,
  SeasonUpdatedAnswer,
  SeasonsAnswer,
} from "@/lib/api/answers/seasons";
import { PAGE_QUERY, type Op } from "@/lib/api/operations/op";

export const SEASON_OPS: Op[] = [
  { method: "get", path: "/ladders", answer: LaddersAnswer, summary: "The site's ladders with their current season (S2)" },
  {
    method: "post",
    path: "/ladders",
    answer: LadderCreatedAnswer,
    body: CreateLadderSchema,
    status: 201,
    summary: "Make a ladder: its address, names, division and settings, with its first season (S2, S6); 409 for an address in use",
    auth: "an admin",
  },
  {
    method: "get",
    path: "/ladders/{slug}/ladder",
    answer: LadderAnswer,
    summary: "One ladder's positions, as GET /ladder gives the default's (S2); paged",
    auth: "none",
    query: PAGE_QUERY,
  },
  { method: "get", path: "/ladders/{slug}/events", answer: EventsAnswer, summary: "One ladder's event log (S2, L4); as GET /events", auth: "none" },
  { method: "get", path: "/ladders/{slug}/league", answer: LeagueAnswer, summary: "One ladder's name and settings (S1, S2)", auth: "none" },
  {
    method: "patch",
    path: "/ladders/{slug}/league",
    answer: LeagueAnswer,
    summary: "Change one ladder's settings (S1, S2)",
    body: UpdateLeagueSchema,
    auth: "admin",
  },
  {
    method: "post",
    path: "/ladders/{slug}/teams",
    answer: TeamCreatedAnswer,
    body: CreateTeamSchema,
    status: 201,
    summary: "Make a team in this ladder, at its bottom (T1, T2, S2)",
    auth: "admin",
  },
  {
    method: "post",
    path: "/ladders/{slug}/teams/register",
    answer: TeamRegisteredAnswer,
    body: RegisterTeamSchema,
    status: 201,
    summary: "A verified user in no team registers a team in this ladder; pending until an admin approves (T1, S2)",
    auth: "signed in, verified, in no team",
  },
  {
    method: "post",
    path: "/ladders/{slug}/admin/import",
    answer: RosterImportAnswer,
    summary: "Bulk import into this ladder (text/csv: team,email,name,role), as POST /admin/import; its teams join this ladder's bottom (T1, T2, S2)",
    auth: "admin",
  },
  {
    method: "put",
    path: "/ladders/{slug}/promotion",
    answer: PromotionAnswer,
    body: PromotionSchema,
    summary: "Divisions (S5): the ladder below this one and how many teams change places when both seasons have closed (0: none)",
    auth: "an admin",
  },
  {
    method: "get",
    path: "/ladders/{slug}/challenges",
    answer: ChallengeListAnswer,
    summary: "One ladder's challenges (?state=open|closed) (S2)",
    auth: "none",
  },
  { method: "get", path: "/ladders/{slug}/ratings", answer: RatingsAnswer, summary: "One ladder's rating board (S2); paged", auth: "none", query: PAGE_QUERY },
  { method: "get", path: "/ladders/{slug}/seasons", answer: SeasonsAnswer, summary: "Every season of a ladder, newest first, with its champion (S3)" },
  {
    method: "post",
    path: "/ladders/{slug}/seasons",
    answer: SeasonStartedAnswer,
    body: StartSeasonSchema,
    status: 201,
    summary: "Start the next season once the previous one has closed: its order and rating policy (S4)",
    auth: "an admin",
  },
  { method: "get", path: "/seasons/{id}", answer: SeasonDetailAnswer, summary: "One season: its state, its archive once closed, every match (S3)" },
  {
    method: "patch",
    path: "/seasons/{id}",
    answer: SeasonUpdatedAnswer,
    body: UpdateSeasonSchema,
    summary: "Rename the running season or set its end day (S3)",
    auth: "an admin",
  },
  {
    method: "post",
    path: "/seasons/{id}/close",
    answer: SeasonClosedAnswer,
    summary: "Close a season: 409 naming the open challenges and cases until the referees have settled them (S3)",
    auth: "an admin",
  },
];
