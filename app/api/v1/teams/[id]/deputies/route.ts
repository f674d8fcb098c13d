import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { setDeputies } from "@/lib/services/teams/teams";
import { DeputiesSchema } from "@/lib/validations/teams";
import { DeputiesAnswer } from "@/lib/api/answers/teams";

// T6: the captain names up to 2 deputies.
export const PUT = route(async ({ req, params, actor }: Ctx) => setDeputies(actor, params.id, (await parseBody(req, DeputiesSchema)).userIds), {
  answer: DeputiesAnswer,
});
