import { parseBody, route } from "@/lib/api/handler";
import { setClock } from "@/lib/services/league/admin";
import { ClockSchema } from "@/lib/validations/admin";

export const POST = route(async ({ req, actor }) => {
  const { now } = await parseBody(req, ClockSchema);
  return setClock(actor, now ? new Date(now) : null);
});
