import { route, type Ctx } from "@/lib/api/handler";
import { concedeChallenge } from "@/lib/services/challenges/concede";
import { ChallengeActionAnswer } from "@/lib/api/answers/challenges";

// C17: either captain concedes before a result is submitted.
export const POST = route(async ({ params, actor }: Ctx) => concedeChallenge(actor, params.id), { answer: ChallengeActionAnswer });
