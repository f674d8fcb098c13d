import { route } from "@/lib/api/handler";
import { withdrawChallenge } from "@/lib/services/challenges/challenges";

export const POST = route<{ id: string }>(async ({ params, actor }) => withdrawChallenge(actor, params.id));
