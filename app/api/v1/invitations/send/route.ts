import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { requestOrigin } from "@/lib/api/origin";
import { sendInvitations } from "@/lib/services/accounts/invitation-admin";
import { linkOrigin } from "@/lib/services/accounts/site";
import { SendInvitationsSchema } from "@/lib/validations/accounts";
import { InvitationsSentAnswer } from "@/lib/api/answers/accounts";

// Issue 37: the staged invitations of an import with invite=later, mailed when the admin is ready.
export const POST = route(
  async ({ req, actor }: Ctx) => sendInvitations(actor, await parseBody(req, SendInvitationsSchema), { origin: await linkOrigin(actor, requestOrigin(req)) }),
  { answer: InvitationsSentAnswer },
);
