import { route } from "@/lib/api/handler";
import { teamCalendar } from "@/lib/services/challenges/calendar";

export const GET = route<{ id: string }>(async ({ req, params, locale }) => {
  const body = await teamCalendar(params.id, locale, new URL(req.url).origin);
  return new Response(body, { headers: { "content-type": "text/calendar; charset=utf-8", "cache-control": "public, max-age=300" } });
});
