import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { listLadders } from "@/lib/services/league/season-read";
import { createLadder } from "@/lib/services/league/ladders";
import { CreateLadderSchema } from "@/lib/validations/seasons";
import { LadderCreatedAnswer, LaddersAnswer } from "@/lib/api/answers/seasons";

// Issue 40 (api.md "Ladders and seasons", S2): the site's ladders with their current season, and a new one (admin).
export const GET = route(async () => listLadders(), { answer: LaddersAnswer });
export const POST = route(async ({ req, actor }: Ctx) => createLadder(actor, await parseBody(req, CreateLadderSchema)), {
  answer: LadderCreatedAnswer,
  status: 201,
});
