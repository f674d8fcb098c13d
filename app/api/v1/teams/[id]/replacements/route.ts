import { parseBody, route } from "@/lib/api/handler";
import { requestReplacement } from "@/lib/services/teams/replacements";
import { ReplacementSchema } from "@/lib/validations/cases";

export const POST = route<{ id: string }>(async ({ req, params, actor }) => requestReplacement(actor, params.id, await parseBody(req, ReplacementSchema)), {
  status: 201,
});
