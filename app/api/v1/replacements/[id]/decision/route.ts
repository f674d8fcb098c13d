import { parseBody, route } from "@/lib/api/handler";
import { decideReplacement } from "@/lib/services/teams/replacements";
import { DecisionSchema } from "@/lib/validations/cases";

export const POST = route<{ id: string }>(async ({ req, params, actor }) => decideReplacement(actor, params.id, await parseBody(req, DecisionSchema)));
