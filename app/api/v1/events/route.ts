import { BadRequest } from "@/lib/errors";
import { route } from "@/lib/api/handler";
import { listEvents } from "@/lib/services/challenges-read";

export const GET = route(async ({ req }) => {
  const u = new URL(req.url);
  const since = u.searchParams.get("since");
  const sinceDate = since ? new Date(since) : undefined;
  if (sinceDate && Number.isNaN(sinceDate.getTime())) throw new BadRequest({ since: ["an ISO 8601 instant"] });
  return {
    events: await listEvents({
      since: sinceDate,
      teamId: u.searchParams.get("team") ?? undefined,
      challengeId: u.searchParams.get("challenge") ?? undefined,
      type: u.searchParams.get("type") ?? undefined,
    }),
  };
});
