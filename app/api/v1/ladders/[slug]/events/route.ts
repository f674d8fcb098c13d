import { route, type Ctx } from "@/lib/api/handler";
import { eventsPage } from "@/lib/api/ladder-reads";
import { ladderBySlug } from "@/lib/services/league/ladders";
import { EventsAnswer } from "@/lib/api/answers/league";

// S2 (api.md "Ladders and seasons"): one ladder's event log, as GET /api/v1/events gives the default's.
export const GET = route(async (ctx: Ctx) => eventsPage(ctx, (await ladderBySlug(ctx.params.slug)).id), { answer: EventsAnswer });
