import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { createTeam } from "@/lib/services/league/admin";
import { ladderBySlug } from "@/lib/services/league/ladders";
import { CreateTeamSchema } from "@/lib/validations/admin";
import { TeamCreatedAnswer } from "@/lib/api/answers/teams";

// T1, S2 (api.md "Ladders and seasons"): an admin makes a team in this ladder (at its bottom).
export const POST = route(
  async ({ req, actor, params }: Ctx) => {
    const ladder = await ladderBySlug(params.slug);
    return createTeam(actor, { ...(await parseBody(req, CreateTeamSchema)), ladder: ladder.slug });
  },
  { answer: TeamCreatedAnswer, status: 201 },
);
