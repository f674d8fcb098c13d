import { parseBody, route } from "@/lib/api/handler";
import { openReview } from "@/lib/services/cases/cases";
import { ReasonSchema } from "@/lib/validations/challenge";

export const POST = route<{ id: string }>(async ({ req, params, actor }) => openReview(actor, params.id, (await parseBody(req, ReasonSchema)).reason), {
  status: 201,
});
