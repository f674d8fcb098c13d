import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { addMember } from "@/lib/services/league/admin";
import { AddMemberSchema } from "@/lib/validations/admin";
import { MemberAddedAnswer } from "@/lib/api/answers/teams";

// T1/T5: after the initial ranking, a reason is required and the change is logged as an override.
export const POST = route(async ({ req, params, actor }: Ctx) => addMember(actor, params.id, await parseBody(req, AddMemberSchema)), {
  answer: MemberAddedAnswer,
  status: 201,
});
