import { route } from "@/lib/api/handler";
import { matchCalendar } from "@/lib/services/challenges/calendar";

export const GET = route<{ id: string }>(async ({ req, params, locale }) => {
  const body = await matchCalendar(params.id, locale, new URL(req.url).origin);
  return new Response(body, {
    headers: { "content-type": "text/calendar; charset=utf-8", "content-disposition": `attachment; filename="challenge-${params.id}.ics"` },
  });
});
