import { route, type Ctx } from "@/lib/api/handler";
import { confirmResult } from "@/lib/services/challenges/results";
import { ChallengeActionAnswer } from "@/lib/api/answers/challenges";

export const POST = route(async ({ params, actor }: Ctx) => confirmResult(actor, params.id), { answer: ChallengeActionAnswer });
