import { route, type Ctx } from "@/lib/api/handler";
import { closeSeason } from "@/lib/services/league/season-admin";
import { SeasonClosedAnswer } from "@/lib/api/answers/seasons";

// Issue 40 (S3): the admin closes a season (409 naming what is still open).
export const POST = route(async ({ params, actor }: Ctx) => closeSeason(actor, params.id), { answer: SeasonClosedAnswer });
