import { route, type Ctx } from "@/lib/api/handler";
import { ladderPage } from "@/lib/api/ladder-reads";
import { ladderBySlug } from "@/lib/services/league/ladders";
import { LadderAnswer } from "@/lib/api/answers/league";

// S2 (api.md "Ladders and seasons"): one ladder's positions, as GET /api/v1/ladder gives the default's.
export const GET = route(async ({ req, params }: Ctx) => ladderPage(req, (await ladderBySlug(params.slug)).id), { answer: LadderAnswer });
