import { parseBody, route } from "@/lib/api/handler";
import { createTeam } from "@/lib/services/league/admin";
import { CreateTeamSchema } from "@/lib/validations/admin";

export const POST = route(async ({ req, actor }) => createTeam(actor, await parseBody(req, CreateTeamSchema)), { status: 201 });
