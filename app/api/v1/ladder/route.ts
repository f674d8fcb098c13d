import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { pageOf, pageParams } from "@/lib/api/pagination";
import { serializeOnce } from "@/lib/api/serialized";
import { getLadder } from "@/lib/services/league/ladder-read";
import { setInitialLadder } from "@/lib/services/league/admin";
import { SetLadderSchema } from "@/lib/validations/admin";
import { LadderAnswer, LadderSetAnswer } from "@/lib/api/answers/league";

export const GET = route(
  async ({ req }: Ctx) => {
    const l = await getLadder();
    const params = pageParams(new URL(req.url));
    // Serialized once per cached ladder and page (issue 11: the full list is ~780 kB at 1,000 teams).
    return serializeOnce(l, `${params.offset}:${params.limit}`, () => {
      const page = pageOf(l.rows, params);
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
  },
  { answer: LadderAnswer },
);

export const PUT = route(async ({ req, actor }: Ctx) => setInitialLadder(actor, (await parseBody(req, SetLadderSchema)).order), { answer: LadderSetAnswer });
