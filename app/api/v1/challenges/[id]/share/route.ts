import { route, type Ctx } from "@/lib/api/handler";
import { shareText } from "@/lib/services/challenges/share";
import { BadRequest } from "@/lib/errors";

// Issue 38: a short text for a plain WeChat group (no robots there), with the page's link.
export const GET = route(async ({ req, params, locale }: Ctx) => {
  const format = new URL(req.url).searchParams.get("format") ?? "text";
  if (format !== "text") throw new BadRequest({ format: ["text"] });
  return new Response(await shareText(params.id, locale), { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-cache" } });
});
