import { route, type Ctx } from "@/lib/api/handler";
import { answerReschedule } from "@/lib/services/challenges/reschedule";
import { ChallengeActionAnswer } from "@/lib/api/answers/challenges";

export const POST = route(async ({ params, actor }: Ctx) => answerReschedule(actor, params.id, true), { answer: ChallengeActionAnswer });
