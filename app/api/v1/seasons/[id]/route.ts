import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { seasonAnswer } from "@/lib/services/league/season-read";
import { pageParams } from "@/lib/api/pagination";
import { updateSeason } from "@/lib/services/league/season-admin";
import { UpdateSeasonSchema } from "@/lib/validations/seasons";
import { SeasonDetailAnswer, SeasonUpdatedAnswer } from "@/lib/api/answers/seasons";

// Issue 40 (S3): one season, its archive once closed and its matches (paged: ?limit, ?page, ?cursor); the admin's changes.
export const GET = route(async ({ req, params }: Ctx) => seasonAnswer(params.id, pageParams(new URL(req.url))), { answer: SeasonDetailAnswer });
export const PATCH = route(async ({ req, params, actor }: Ctx) => updateSeason(actor, params.id, await parseBody(req, UpdateSeasonSchema)), {
  answer: SeasonUpdatedAnswer,
});
