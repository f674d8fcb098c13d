import { parseBody, route } from "@/lib/api/handler";
import { rejectTeam } from "@/lib/services/accounts/team-registration";
import { RejectTeamSchema } from "@/lib/validations/accounts";

// T1: an admin refuses a pending team, with a reason.
export const POST = route<{ id: string }>(async ({ req, params, actor }) => rejectTeam(actor, params.id, (await parseBody(req, RejectTeamSchema)).reason));
