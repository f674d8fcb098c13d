import { parseBody, route } from "@/lib/api/handler";
import { getLadder } from "@/lib/services/ladder-read";
import { setInitialLadder } from "@/lib/services/admin";
import { SetLadderSchema } from "@/lib/validations/admin";

export const GET = route(async () => {
  const l = await getLadder();
  return {
    entries: l.rows.map((r) => ({
      position: r.position,
      team: r.team,
      ...(r.outgoing ? { outgoing: r.outgoing.challengeId } : {}),
      ...(r.incoming ? { incoming: r.incoming.challengeId } : {}),
      mayChallenge: r.mayChallenge,
    })),
    priorityWindow: l.priority,
  };
});

export const PUT = route(async ({ req, actor }) => setInitialLadder(actor, (await parseBody(req, SetLadderSchema)).order));
