import { parseBody, route } from "@/lib/api/handler";
import { acceptSlot } from "@/lib/services/challenges/challenges";
import { PickSlotSchema } from "@/lib/validations/challenge";

export const POST = route<{ id: string }>(async ({ req, params, actor }) => acceptSlot(actor, params.id, (await parseBody(req, PickSlotSchema)).slot));
