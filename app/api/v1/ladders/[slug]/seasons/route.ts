import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { listSeasons } from "@/lib/services/league/season-read";
import { startNextSeason } from "@/lib/services/league/season-admin";
import { ladderBySlug } from "@/lib/services/league/ladders";
import { StartSeasonSchema } from "@/lib/validations/seasons";
import { SeasonStartedAnswer, SeasonsAnswer } from "@/lib/api/answers/seasons";

// Issue 40 (S3, S4): a ladder's seasons, and the next one started by the admin.
export const GET = route(async ({ params }: Ctx) => listSeasons(params.slug), { answer: SeasonsAnswer });
export const POST = route(
  async ({ req, params, actor }: Ctx) => {
    const ladder = await ladderBySlug(params.slug); // 404 for a ladder that does not exist
    return startNextSeason(actor, await parseBody(req, StartSeasonSchema), undefined, ladder.id);
  },
  { answer: SeasonStartedAnswer, status: 201 },
);
