import { parseBody, route } from "@/lib/api/handler";
import { requestCorrection } from "@/lib/services/challenges/results";
import { CorrectionSchema } from "@/lib/validations/challenge";

export const POST = route<{ id: string }>(async ({ req, params, actor }) => requestCorrection(actor, params.id, await parseBody(req, CorrectionSchema)));
