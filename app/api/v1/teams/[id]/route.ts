import { route, type Ctx } from "@/lib/api/handler";
import { getTeam } from "@/lib/services/teams/teams-read";
import { TeamAnswer } from "@/lib/api/answers/teams";

export const GET = route(async ({ params }: Ctx) => getTeam(params.id), { answer: TeamAnswer });
