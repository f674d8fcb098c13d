import { parseBody, route } from "@/lib/api/handler";
import { updateLeague } from "@/lib/services/admin";
import { getSettings } from "@/lib/services/league";
import { db } from "@/lib/db/client";
import { UpdateLeagueSchema } from "@/lib/validations/admin";

export const GET = route(async () => getSettings(await db()));
export const PATCH = route(async ({ req, actor }) => {
  return updateLeague(actor, await parseBody(req, UpdateLeagueSchema));
});
