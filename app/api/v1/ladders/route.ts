import { route } from "@/lib/api/handler";
import { listLadders } from "@/lib/services/league/season-read";
import { LaddersAnswer } from "@/lib/api/answers/seasons";

// Issue 40 (api.md "Ladders and seasons", S2): the site's ladders with their current season.
export const GET = route(async () => listLadders(), { answer: LaddersAnswer });
