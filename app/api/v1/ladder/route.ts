import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { ladderPage } from "@/lib/api/ladder-reads";
import { setInitialLadder } from "@/lib/services/league/admin";
import { SetLadderSchema } from "@/lib/validations/admin";
import { LadderAnswer, LadderSetAnswer } from "@/lib/api/answers/league";

export const GET = route(async ({ req }: Ctx) => ladderPage(req), { answer: LadderAnswer });

export const PUT = route(async ({ req, actor }: Ctx) => setInitialLadder(actor, (await parseBody(req, SetLadderSchema)).order), { answer: LadderSetAnswer });
