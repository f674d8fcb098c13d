import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { openClaim } from "@/lib/services/cases/cases";
import { ClaimSchema } from "@/lib/validations/cases";
import { CaseOpenedAnswer } from "@/lib/api/answers/cases";

export const POST = route(async ({ req, params, actor }: Ctx) => openClaim(actor, params.id, await parseBody(req, ClaimSchema)), {
  answer: CaseOpenedAnswer,
  status: 201,
});
