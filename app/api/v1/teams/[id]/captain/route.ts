import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { setCaptain } from "@/lib/services/teams/teams";
import { CaptainSchema } from "@/lib/validations/teams";
import { CaptainAnswer } from "@/lib/api/answers/teams";

// T6: an admin changes the captain.
export const PUT = route(async ({ req, params, actor }: Ctx) => setCaptain(actor, params.id, (await parseBody(req, CaptainSchema)).userId), {
  answer: CaptainAnswer,
});
