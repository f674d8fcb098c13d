import { parseBody, route } from "@/lib/api/handler";
import { addStatement } from "@/lib/services/cases/cases";
import { StatementSchema } from "@/lib/validations/cases";

export const POST = route<{ id: string }>(async ({ req, params, actor }) => addStatement(actor, params.id, (await parseBody(req, StatementSchema)).body), {
  status: 201,
});
