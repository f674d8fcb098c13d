import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { ruleCase } from "@/lib/services/cases/rulings";
import { RulingSchema } from "@/lib/validations/cases";
import { RulingAnswer } from "@/lib/api/answers/cases";

export const POST = route(async ({ req, params, actor }: Ctx) => ruleCase(actor, params.id, await parseBody(req, RulingSchema)), { answer: RulingAnswer });
