import { parseBody, route } from "@/lib/api/handler";
import { setDeputies } from "@/lib/services/teams/teams";
import { DeputiesSchema } from "@/lib/validations/teams";

// T6: the captain names up to 2 deputies.
export const PUT = route<{ id: string }>(async ({ req, params, actor }) => setDeputies(actor, params.id, (await parseBody(req, DeputiesSchema)).userIds));
