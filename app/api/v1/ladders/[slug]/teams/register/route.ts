import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { requestOrigin } from "@/lib/api/origin";
import { registerTeam } from "@/lib/services/accounts/team-registration";
import { linkOrigin } from "@/lib/services/accounts/site";
import { ladderBySlug } from "@/lib/services/league/ladders";
import { RegisterTeamSchema } from "@/lib/validations/accounts";
import { TeamRegisteredAnswer } from "@/lib/api/answers/accounts";

// T1, S2 (api.md "Ladders and seasons"): a verified user in no team registers a team in this ladder; it is pending until an admin approves.
export const POST = route(
  async ({ req, actor, params }: Ctx) => {
    const ladder = await ladderBySlug(params.slug);
    return registerTeam(actor, await parseBody(req, RegisterTeamSchema), { origin: await linkOrigin(actor, requestOrigin(req)), ladder: ladder.id });
  },
  { answer: TeamRegisteredAnswer, status: 201 },
);
