import { route, type Ctx } from "@/lib/api/handler";
import { teamCalendar } from "@/lib/services/challenges/calendar";

export const GET = route(async ({ req, params, locale }: Ctx) => {
  const body = await teamCalendar(params.id, locale, new URL(req.url).origin);
  return new Response(body, { headers: { "content-type": "text/calendar; charset=utf-8", "cache-control": "public, max-age=300" } });
});
