import { route } from "@/lib/api/handler";
import { getChallenge } from "@/lib/services/challenges/challenges-read";
import { seesFullRecord } from "@/lib/services/league/event-privacy";

export const GET = route<{ id: string }>(async ({ params, actor }) => getChallenge(params.id, undefined, { fullRecord: seesFullRecord(actor) }));
