import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { clientAddress } from "@/lib/auth/client-address";
import { requestOrigin } from "@/lib/api/origin";
import { requestEmailChange } from "@/lib/services/accounts/profile";
import { linkOrigin } from "@/lib/services/accounts/site";
import { EmailChangeSchema } from "@/lib/validations/accounts";
import { AcceptedAnswer } from "@/lib/api/answers/accounts";

// Issue 22: a new address takes effect when the link sent to it is followed.
export const POST = route(
  async ({ req, actor }: Ctx) =>
    requestEmailChange(actor, await parseBody(req, EmailChangeSchema), {
      origin: await linkOrigin(actor, requestOrigin(req)),
      address: clientAddress(req.headers),
    }),
  { answer: AcceptedAnswer, status: 202 },
);
