import { validationText } from "@/lib/validations/error-map";
import { BadRequest } from "@/lib/errors";
import { route, type Ctx } from "@/lib/api/handler";
import { listEvents } from "@/lib/services/challenges/challenges-read";
import { seesFullRecord } from "@/lib/services/league/event-privacy";
import { EventsAnswer } from "@/lib/api/answers/league";

export const GET = route(
  async ({ req, actor, locale }: Ctx) => {
    const u = new URL(req.url);
    const since = u.searchParams.get("since");
    const sinceDate = since ? new Date(since) : undefined;
    if (sinceDate && Number.isNaN(sinceDate.getTime())) throw new BadRequest({ since: [validationText(locale, "instant")] });
    return {
      events: await listEvents({
        since: sinceDate,
        teamId: u.searchParams.get("team") ?? undefined,
        challengeId: u.searchParams.get("challenge") ?? undefined,
        type: u.searchParams.get("type") ?? undefined,
        fullRecord: seesFullRecord(actor),
        // ?order=desc&limit=1: the newest event (scripts and tests compare it before and after a call).
        newestFirst: u.searchParams.get("order") === "desc",
        limit: Math.max(1, Math.min(5000, Number(u.searchParams.get("limit")) || 1000)),
      }),
    };
  },
  { answer: EventsAnswer },
);
