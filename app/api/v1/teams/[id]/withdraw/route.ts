import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { withdrawTeam } from "@/lib/services/teams/teams";
import { WithdrawTeamSchema } from "@/lib/validations/teams";
import { TeamWithdrawnAnswer } from "@/lib/api/answers/teams";

// T7: an admin withdraws a team from the ladder.
export const POST = route(async ({ req, params, actor }: Ctx) => withdrawTeam(actor, params.id, (await parseBody(req, WithdrawTeamSchema)).reason), {
  answer: TeamWithdrawnAnswer,
});
