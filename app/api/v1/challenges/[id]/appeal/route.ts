import { parseBody, route } from "@/lib/api/handler";
import { appealResult } from "@/lib/services/challenges/results";
import { ReasonSchema } from "@/lib/validations/challenge";

export const POST = route<{ id: string }>(async ({ req, params, actor }) => appealResult(actor, params.id, (await parseBody(req, ReasonSchema)).reason));
