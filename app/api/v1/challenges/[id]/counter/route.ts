import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { counterPropose } from "@/lib/services/challenges/answer";
import { SlotsSchema, normaliseSlots } from "@/lib/validations/challenge";
import { ChallengeActionAnswer } from "@/lib/api/answers/challenges";

export const POST = route(async ({ req, params, actor }: Ctx) => counterPropose(actor, params.id, normaliseSlots(await parseBody(req, SlotsSchema))), {
  answer: ChallengeActionAnswer,
});
