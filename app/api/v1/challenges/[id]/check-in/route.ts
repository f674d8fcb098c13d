import { route } from "@/lib/api/handler";
import { checkIn } from "@/lib/services/challenges/challenges";

export const POST = route<{ id: string }>(async ({ params, actor }) => checkIn(actor, params.id));
