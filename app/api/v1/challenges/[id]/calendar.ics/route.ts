import { route, type Ctx } from "@/lib/api/handler";
import { matchCalendar } from "@/lib/services/challenges/calendar";

export const GET = route(async ({ req, params, locale }: Ctx) => {
  const body = await matchCalendar(params.id, locale, new URL(req.url).origin);
  return new Response(body, {
    headers: { "content-type": "text/calendar; charset=utf-8", "content-disposition": `attachment; filename="challenge-${params.id}.ics"` },
  });
});
