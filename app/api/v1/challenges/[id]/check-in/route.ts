import { route, type Ctx } from "@/lib/api/handler";
import { checkIn } from "@/lib/services/challenges/check-in";
import { ChallengeActionAnswer } from "@/lib/api/answers/challenges";

export const POST = route(async ({ params, actor }: Ctx) => checkIn(actor, params.id), { answer: ChallengeActionAnswer });
