import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { setPromotion } from "@/lib/services/league/divisions";
import { PromotionSchema } from "@/lib/validations/seasons";
import { PromotionAnswer } from "@/lib/api/answers/seasons";

// S5 (api.md "Ladders and seasons"): the division below this ladder and how many teams change places at a close of both.
export const PUT = route(async ({ req, params, actor }: Ctx) => setPromotion(actor, params.slug, await parseBody(req, PromotionSchema)), {
  answer: PromotionAnswer,
});
