import { route } from "@/lib/api/handler";
import { approveTeam } from "@/lib/services/teams/teams";

// T1/T2: an admin approves a pending (or returning) team; it joins the ladder at the bottom.
export const POST = route<{ id: string }>(async ({ params, actor }) => approveTeam(actor, params.id));
