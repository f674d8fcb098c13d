import { parseBody, route } from "@/lib/api/handler";
import { submitResult } from "@/lib/services/challenges/results";
import { SubmitResultSchema } from "@/lib/validations/challenge";

export const POST = route<{ id: string }>(async ({ req, params, actor }) => submitResult(actor, params.id, await parseBody(req, SubmitResultSchema)));
