import { route, type Ctx } from "@/lib/api/handler";
import { withdrawChallenge } from "@/lib/services/challenges/withdraw";
import { ChallengeActionAnswer } from "@/lib/api/answers/challenges";

export const POST = route(async ({ params, actor }: Ctx) => withdrawChallenge(actor, params.id), { answer: ChallengeActionAnswer });
