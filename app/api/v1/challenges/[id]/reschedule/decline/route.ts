import { route } from "@/lib/api/handler";
import { answerReschedule } from "@/lib/services/challenges/challenges";

export const POST = route<{ id: string }>(async ({ params, actor }) => answerReschedule(actor, params.id, false));
