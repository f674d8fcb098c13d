import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { setClock } from "@/lib/services/league/admin";
import { ClockSchema } from "@/lib/validations/admin";
import { ClockAnswer } from "@/lib/api/answers/league";

export const POST = route(
  async ({ req, actor }: Ctx) => {
    const { now } = await parseBody(req, ClockSchema);
    return setClock(actor, now ? new Date(now) : null);
  },
  { answer: ClockAnswer },
);
