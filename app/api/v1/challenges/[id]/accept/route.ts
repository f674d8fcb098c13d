import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { acceptSlot } from "@/lib/services/challenges/answer";
import { PickSlotSchema } from "@/lib/validations/challenge";
import { ChallengeActionAnswer } from "@/lib/api/answers/challenges";

export const POST = route(async ({ req, params, actor }: Ctx) => acceptSlot(actor, params.id, (await parseBody(req, PickSlotSchema)).slot), {
  answer: ChallengeActionAnswer,
});
