import { route, type Ctx } from "@/lib/api/handler";
import { ratingsPage } from "@/lib/api/ladder-reads";
import { RatingsAnswer } from "@/lib/api/answers/league";

export const GET = route(async ({ req }: Ctx) => ratingsPage(req), { answer: RatingsAnswer });
