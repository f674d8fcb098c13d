import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { requestReplacement } from "@/lib/services/teams/replacements";
import { ReplacementSchema } from "@/lib/validations/cases";
import { ReplacementRequestedAnswer } from "@/lib/api/answers/cases";

export const POST = route(async ({ req, params, actor }: Ctx) => requestReplacement(actor, params.id, await parseBody(req, ReplacementSchema)), {
  answer: ReplacementRequestedAnswer,
  status: 201,
});
