import { route, type Ctx } from "@/lib/api/handler";
import { ratingsPage } from "@/lib/api/ladder-reads";
import { ladderBySlug } from "@/lib/services/league/ladders";
import { RatingsAnswer } from "@/lib/api/answers/league";

// S2 (api.md "Ladders and seasons"): one ladder's rating board, as GET /api/v1/ratings gives the default's.
export const GET = route(async ({ req, params }: Ctx) => ratingsPage(req, (await ladderBySlug(params.slug)).id), { answer: RatingsAnswer });
