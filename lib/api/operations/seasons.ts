// Issue 40: the ladder and season operations (api.md "Ladders and seasons"; S2–S4). One family of OPS.
import { StartSeasonSchema, UpdateSeasonSchema } from "@/lib/validations/seasons";
import { LaddersAnswer, SeasonClosedAnswer, SeasonDetailAnswer, SeasonStartedAnswer, SeasonUpdatedAnswer, SeasonsAnswer } from "@/lib/api/answers/seasons";
import type { Op } from "@/lib/api/operations/op";

export const SEASON_OPS: Op[] = [
  { method: "get", path: "/ladders", answer: LaddersAnswer, summary: "The site's ladders with their current season (S2)" },
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
