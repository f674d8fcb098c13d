import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { decideReplacement } from "@/lib/services/teams/replacements";
import { DecisionSchema } from "@/lib/validations/cases";
import { ReplacementDecisionAnswer } from "@/lib/api/answers/cases";

export const POST = route(async ({ req, params, actor }: Ctx) => decideReplacement(actor, params.id, await parseBody(req, DecisionSchema)), {
  answer: ReplacementDecisionAnswer,
});
