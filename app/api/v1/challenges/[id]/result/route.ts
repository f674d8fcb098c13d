import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { submitResult } from "@/lib/services/challenges/results";
import { SubmitResultSchema } from "@/lib/validations/challenge";
import { ChallengeActionAnswer } from "@/lib/api/answers/challenges";

export const POST = route(async ({ req, params, actor }: Ctx) => submitResult(actor, params.id, await parseBody(req, SubmitResultSchema)), {
  answer: ChallengeActionAnswer,
});
