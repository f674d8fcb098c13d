import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { updateLeague } from "@/lib/services/league/admin";
import { currentSettings } from "@/lib/services/league/league";
import { ladderBySlug } from "@/lib/services/league/ladders";
import { UpdateLeagueSchema } from "@/lib/validations/admin";
import { LeagueAnswer } from "@/lib/api/answers/league";

// S1, S2 (api.md "Ladders and seasons"): one ladder's name and settings, as /api/v1/league gives the default's.
export const GET = route(async ({ params }: Ctx) => currentSettings((await ladderBySlug(params.slug)).id), { answer: LeagueAnswer });
export const PATCH = route(
  async ({ req, actor, params }: Ctx) => {
    const ladder = await ladderBySlug(params.slug);
    return updateLeague(actor, await parseBody(req, UpdateLeagueSchema), undefined, ladder.id);
  },
  { answer: LeagueAnswer },
);
