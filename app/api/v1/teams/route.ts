import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { createTeam } from "@/lib/services/league/admin";
import { CreateTeamSchema } from "@/lib/validations/admin";
import { TeamCreatedAnswer } from "@/lib/api/answers/teams";

export const POST = route(async ({ req, actor }: Ctx) => createTeam(actor, await parseBody(req, CreateTeamSchema)), { answer: TeamCreatedAnswer, status: 201 });
