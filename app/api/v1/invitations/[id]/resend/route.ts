import { route, type Ctx } from "@/lib/api/handler";
import { requestOrigin } from "@/lib/api/origin";
import { resendInvitation } from "@/lib/services/accounts/invitations";
import { linkOrigin } from "@/lib/services/accounts/site";
import { InvitationResentAnswer } from "@/lib/api/answers/accounts";

export const POST = route(async ({ req, params, actor }: Ctx) => resendInvitation(actor, params.id, { origin: await linkOrigin(actor, requestOrigin(req)) }), {
  answer: InvitationResentAnswer,
});
