import { route } from "@/lib/api/handler";
import { answerReschedule } from "@/lib/services/challenges";

export const POST = route<{ id: string }>(async ({ params, actor }) => answerReschedule(actor, params.id, false));
