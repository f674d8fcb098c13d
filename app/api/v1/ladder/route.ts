import { parseBody, route } from "@/lib/api/handler";
import { pageOf, pageParams } from "@/lib/api/pagination";
import { getLadder } from "@/lib/services/ladder-read";
import { setInitialLadder } from "@/lib/services/admin";
import { SetLadderSchema } from "@/lib/validations/admin";

export const GET = route(async ({ req }) => {
  const l = await getLadder();
  const page = pageOf(l.rows, pageParams(new URL(req.url)));
  return {
    entries: page.entries.map((r) => ({
      position: r.position,
      team: r.team,
      ...(r.outgoing ? { outgoing: r.outgoing.challengeId } : {}),
      ...(r.incoming ? { incoming: r.incoming.challengeId } : {}),
      mayChallenge: r.mayChallenge,
      rating: r.rating,
      form: r.form,
    })),
    page: page.page,
    priorityWindow: l.priority,
  };
});

export const PUT = route(async ({ req, actor }) => setInitialLadder(actor, (await parseBody(req, SetLadderSchema)).order));
