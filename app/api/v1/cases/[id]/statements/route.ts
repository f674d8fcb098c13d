import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { addStatement } from "@/lib/services/cases/cases";
import { StatementSchema } from "@/lib/validations/cases";
import { CreatedAnswer } from "@/lib/api/answers/cases";

export const POST = route(async ({ req, params, actor }: Ctx) => addStatement(actor, params.id, (await parseBody(req, StatementSchema)).body), {
  answer: CreatedAnswer,
  status: 201,
});
