import { route } from "@/lib/api/handler";
import { concedeChallenge } from "@/lib/services/challenges/challenges";

// C17: either captain concedes before a result is submitted.
export const POST = route<{ id: string }>(async ({ params, actor }) => concedeChallenge(actor, params.id));
