import { parseBody, route } from "@/lib/api/handler";
import { withdrawTeam } from "@/lib/services/teams/teams";
import { WithdrawTeamSchema } from "@/lib/validations/teams";

// T7: an admin withdraws a team from the ladder.
export const POST = route<{ id: string }>(async ({ req, params, actor }) => withdrawTeam(actor, params.id, (await parseBody(req, WithdrawTeamSchema)).reason));
