import { route, type Ctx } from "@/lib/api/handler";
import { approveTeam } from "@/lib/services/teams/teams";
import { TeamApprovedAnswer } from "@/lib/api/answers/teams";

// T1/T2: an admin approves a pending (or returning) team; it joins the ladder at the bottom.
export const POST = route(async ({ params, actor }: Ctx) => approveTeam(actor, params.id), { answer: TeamApprovedAnswer });
