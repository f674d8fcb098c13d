import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { rejectTeam } from "@/lib/services/accounts/team-registration";
import { RejectTeamSchema } from "@/lib/validations/accounts";
import { TeamRejectedAnswer } from "@/lib/api/answers/teams";

// T1: an admin refuses a pending team, with a reason.
export const POST = route(async ({ req, params, actor }: Ctx) => rejectTeam(actor, params.id, (await parseBody(req, RejectTeamSchema)).reason), {
  answer: TeamRejectedAnswer,
});
