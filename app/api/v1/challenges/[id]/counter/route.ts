import { parseBody, route } from "@/lib/api/handler";
import { counterPropose } from "@/lib/services/challenges/challenges";
import { SlotsSchema, normaliseSlots } from "@/lib/validations/challenge";

export const POST = route<{ id: string }>(async ({ req, params, actor }) =>
  counterPropose(actor, params.id, normaliseSlots(await parseBody(req, SlotsSchema))),
);
