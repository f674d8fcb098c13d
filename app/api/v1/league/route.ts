import { parseBody, route } from "@/lib/api/handler";
import { updateLeague } from "@/lib/services/league/admin";
import { getSettings } from "@/lib/services/league/league";
import { db } from "@/lib/db/client";
import { UpdateLeagueSchema } from "@/lib/validations/admin";

export const GET = route(async () => getSettings(await db()));
export const PATCH = route(async ({ req, actor }) => {
  return updateLeague(actor, await parseBody(req, UpdateLeagueSchema));
});
