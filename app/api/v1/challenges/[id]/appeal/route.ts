import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { appealResult } from "@/lib/services/challenges/results";
import { ReasonSchema } from "@/lib/validations/challenge";
import { ChallengeActionAnswer } from "@/lib/api/answers/challenges";

export const POST = route(async ({ req, params, actor }: Ctx) => appealResult(actor, params.id, (await parseBody(req, ReasonSchema)).reason), {
  answer: ChallengeActionAnswer,
});
