import { route, type Ctx } from "@/lib/api/handler";
import { eventsPage } from "@/lib/api/ladder-reads";
import { EventsAnswer } from "@/lib/api/answers/league";

export const GET = route((ctx: Ctx) => eventsPage(ctx), { answer: EventsAnswer });
