import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { updateLeague } from "@/lib/services/league/admin";
import { currentSettings } from "@/lib/services/league/league";
import { UpdateLeagueSchema } from "@/lib/validations/admin";
import { LeagueAnswer } from "@/lib/api/answers/league";

export const GET = route(async () => currentSettings(), { answer: LeagueAnswer });
export const PATCH = route(
  async ({ req, actor }: Ctx) => {
    return updateLeague(actor, await parseBody(req, UpdateLeagueSchema));
  },
  { answer: LeagueAnswer },
);
