import { route } from "@/lib/api/handler";
import { confirmResult } from "@/lib/services/challenges/results";

export const POST = route<{ id: string }>(async ({ params, actor }) => confirmResult(actor, params.id));
