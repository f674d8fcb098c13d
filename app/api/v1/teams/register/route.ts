import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { requestOrigin } from "@/lib/api/origin";
import { registerTeam } from "@/lib/services/accounts/team-registration";
import { linkOrigin } from "@/lib/services/accounts/site";
import { RegisterTeamSchema } from "@/lib/validations/accounts";
import { TeamRegisteredAnswer } from "@/lib/api/answers/accounts";

// T1 (revision 3): a verified user in no team registers a team; it is pending until an admin approves.
export const POST = route(
  async ({ req, actor }: Ctx) => registerTeam(actor, await parseBody(req, RegisterTeamSchema), { origin: await linkOrigin(actor, requestOrigin(req)) }),
  { answer: TeamRegisteredAnswer, status: 201 },
);
