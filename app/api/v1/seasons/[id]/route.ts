import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { getSeason } from "@/lib/services/league/season-read";
import { updateSeason } from "@/lib/services/league/season-admin";
import { UpdateSeasonSchema } from "@/lib/validations/seasons";
import { SeasonDetailAnswer, SeasonUpdatedAnswer } from "@/lib/api/answers/seasons";

// Issue 40 (S3): one season, its archive once closed and every match; the admin's changes.
export const GET = route(async ({ params }: Ctx) => getSeason(params.id), { answer: SeasonDetailAnswer });
export const PATCH = route(async ({ req, params, actor }: Ctx) => updateSeason(actor, params.id, await parseBody(req, UpdateSeasonSchema)), {
  answer: SeasonUpdatedAnswer,
});
