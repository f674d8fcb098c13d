import { route } from "@/lib/api/handler";
import { getTeam } from "@/lib/services/teams/teams-read";

export const GET = route<{ id: string }>(async ({ params }) => getTeam(params.id));
