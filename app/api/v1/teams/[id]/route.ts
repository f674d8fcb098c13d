import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { getTeam } from "@/lib/services/teams/teams-read";
import { teamContact, updateTeamProfile } from "@/lib/services/teams/team-profile";
import { TeamPatchSchema } from "@/lib/validations/thread";
import { TeamAnswer, TeamProfileAnswer } from "@/lib/api/answers/teams";

// Issue 38: the captain's contact only for a signed-in reader (the team itself is public).
export const GET = route(
  async ({ params, actor }: Ctx) => {
    // The team's ladder id is the pages' (the contract names teams without it; a ladder's own paths list its teams).
    const { ladder: _ladder, ...team } = await getTeam(params.id);
    return actor ? { ...team, contact: await teamContact(actor, params.id) } : team;
  },
  { answer: TeamAnswer },
);
export const PATCH = route(async ({ req, params, actor }: Ctx) => updateTeamProfile(actor, params.id, await parseBody(req, TeamPatchSchema)), {
  answer: TeamProfileAnswer,
});
