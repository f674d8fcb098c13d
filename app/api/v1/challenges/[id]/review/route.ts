import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { openReview } from "@/lib/services/cases/cases";
import { ReasonSchema } from "@/lib/validations/challenge";
import { CaseOpenedAnswer } from "@/lib/api/answers/cases";

export const POST = route(async ({ req, params, actor }: Ctx) => openReview(actor, params.id, (await parseBody(req, ReasonSchema)).reason), {
  answer: CaseOpenedAnswer,
  status: 201,
});
