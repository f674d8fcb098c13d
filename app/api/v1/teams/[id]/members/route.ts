import { parseBody, route } from "@/lib/api/handler";
import { addMember } from "@/lib/services/league/admin";
import { AddMemberSchema } from "@/lib/validations/admin";

// T1/T5: after the initial ranking, a reason is required and the change is logged as an override.
export const POST = route<{ id: string }>(async ({ req, params, actor }) => addMember(actor, params.id, await parseBody(req, AddMemberSchema)), {
  status: 201,
});
