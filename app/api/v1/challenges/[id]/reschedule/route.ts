import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { proposeReschedule } from "@/lib/services/challenges/reschedule";
import { RescheduleSchema } from "@/lib/validations/challenge";
import { ChallengeActionAnswer } from "@/lib/api/answers/challenges";

// C16: either captain proposes one new start time for the agreed match.
export const POST = route(async ({ req, params, actor }: Ctx) => proposeReschedule(actor, params.id, (await parseBody(req, RescheduleSchema)).at), {
  answer: ChallengeActionAnswer,
  status: 201,
});
