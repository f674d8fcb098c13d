import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { requestCorrection } from "@/lib/services/challenges/results";
import { CorrectionSchema } from "@/lib/validations/challenge";
import { ChallengeActionAnswer } from "@/lib/api/answers/challenges";

export const POST = route(async ({ req, params, actor }: Ctx) => requestCorrection(actor, params.id, await parseBody(req, CorrectionSchema)), {
  answer: ChallengeActionAnswer,
});
