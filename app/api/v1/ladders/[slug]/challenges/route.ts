import { BadRequest } from "@/lib/errors";
import { route, type Ctx } from "@/lib/api/handler";
import { listChallenges } from "@/lib/services/challenges/challenges-read";
import { ladderBySlug } from "@/lib/services/league/ladders";
import { ChallengeListAnswer } from "@/lib/api/answers/challenges";

// S2 (api.md "Ladders and seasons"): one ladder's challenges, as GET /api/v1/challenges lists the default's.
// Issuing stays POST /api/v1/challenges: a challenge is issued in its challenger's ladder.
export const GET = route(
  async ({ req, params }: Ctx) => {
    const ladder = await ladderBySlug(params.slug);
    const state = new URL(req.url).searchParams.get("state");
    if (state && state !== "open" && state !== "closed") throw new BadRequest({ state: ["open or closed"] });
    return { challenges: await listChallenges({ state: (state as "open" | "closed" | null) ?? undefined, ladder: ladder.id }) };
  },
  { answer: ChallengeListAnswer },
);
