import { parseBody, route } from "@/lib/api/handler";
import { proposeReschedule } from "@/lib/services/challenges/challenges";
import { RescheduleSchema } from "@/lib/validations/challenge";

// C16: either captain proposes one new start time for the agreed match.
export const POST = route<{ id: string }>(async ({ req, params, actor }) => proposeReschedule(actor, params.id, (await parseBody(req, RescheduleSchema)).at), {
  status: 201,
});
