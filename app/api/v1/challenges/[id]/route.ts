import { route, type Ctx } from "@/lib/api/handler";
import { getChallenge } from "@/lib/services/challenges/challenges-read";
import { seesFullRecord } from "@/lib/services/league/event-privacy";
import { ChallengeAnswer } from "@/lib/api/answers/challenges";

export const GET = route(async ({ params, actor }: Ctx) => getChallenge(params.id, undefined, { fullRecord: seesFullRecord(actor) }), {
  answer: ChallengeAnswer,
});
