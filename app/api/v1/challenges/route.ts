import { BadRequest } from "@/lib/errors";
import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { issueChallenge } from "@/lib/services/challenges/issue";
import { listChallenges } from "@/lib/services/challenges/challenges-read";
import { IssueChallengeSchema, normaliseSlots } from "@/lib/validations/challenge";
import { ChallengeListAnswer, IssuedAnswer } from "@/lib/api/answers/challenges";

export const GET = route(
  async ({ req }: Ctx) => {
    const u = new URL(req.url);
    const state = u.searchParams.get("state");
    if (state && state !== "open" && state !== "closed") throw new BadRequest({ state: ["open or closed"] });
    return { challenges: await listChallenges({ state: (state as "open" | "closed" | null) ?? undefined, teamId: u.searchParams.get("team") ?? undefined }) };
  },
  { answer: ChallengeListAnswer },
);

export const POST = route(
  async ({ req, actor }: Ctx) => {
    const body = await parseBody(req, IssueChallengeSchema);
    const c = await issueChallenge(actor, { defenderId: body.defenderId, slots: normaliseSlots(body) });
    return { id: c.id, number: c.number, respondBy: c.respondBy.toISOString(), playBy: c.playBy.toISOString() };
  },
  { answer: IssuedAnswer, status: 201 },
);
