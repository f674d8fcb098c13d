import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { clientAddress } from "@/lib/auth/client-address";
import { acceptInvitation } from "@/lib/services/accounts/invitation-links";
import { AcceptInvitationSchema } from "@/lib/validations/accounts";
import { InvitationAcceptedAnswer } from "@/lib/api/answers/accounts";

// Issue 22: a used, expired or revoked link answers 410.
export const POST = route(
  async ({ req, actor }: Ctx) => acceptInvitation(actor, await parseBody(req, AcceptInvitationSchema), { address: clientAddress(req.headers) }),
  { answer: InvitationAcceptedAnswer, status: 201, public: true },
);
