import { parseBody, route } from "@/lib/api/handler";
import { ruleCase } from "@/lib/services/cases/rulings";
import { RulingSchema } from "@/lib/validations/cases";

export const POST = route<{ id: string }>(async ({ req, params, actor }) => ruleCase(actor, params.id, await parseBody(req, RulingSchema)));
