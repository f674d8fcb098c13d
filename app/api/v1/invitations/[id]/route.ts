import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { requestOrigin } from "@/lib/api/origin";
import { revokeInvitation } from "@/lib/services/accounts/invitations";
import { changeInvitationEmail } from "@/lib/services/accounts/invitation-admin";
import { linkOrigin } from "@/lib/services/accounts/site";
import { InvitationEmailSchema } from "@/lib/validations/accounts";
import { InvitationEmailAnswer, InvitationRevokedAnswer } from "@/lib/api/answers/accounts";

export const DELETE = route(async ({ params, actor }: Ctx) => revokeInvitation(actor, params.id), { answer: InvitationRevokedAnswer });

// Issue 37: an admin corrects a mistyped address (the old link stops working).
export const PATCH = route(
  async ({ req, params, actor }: Ctx) =>
    changeInvitationEmail(actor, params.id, await parseBody(req, InvitationEmailSchema), { origin: await linkOrigin(actor, requestOrigin(req)) }),
  { answer: InvitationEmailAnswer },
);
