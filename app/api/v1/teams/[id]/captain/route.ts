import { parseBody, route } from "@/lib/api/handler";
import { setCaptain } from "@/lib/services/teams/teams";
import { CaptainSchema } from "@/lib/validations/teams";

// T6: an admin changes the captain.
export const PUT = route<{ id: string }>(async ({ req, params, actor }) => setCaptain(actor, params.id, (await parseBody(req, CaptainSchema)).userId));
