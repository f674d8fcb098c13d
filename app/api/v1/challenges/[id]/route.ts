import { route } from "@/lib/api/handler";
import { getChallenge } from "@/lib/services/challenges-read";

export const GET = route<{ id: string }>(async ({ params }) => getChallenge(params.id));
