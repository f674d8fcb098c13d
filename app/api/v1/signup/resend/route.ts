import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { clientAddress } from "@/lib/auth/client-address";
import { resendVerification } from "@/lib/services/accounts/credentials";
import { linkOrigin } from "@/lib/services/accounts/site";
import { ResendSchema } from "@/lib/validations/accounts";
import { AcceptedAnswer } from "@/lib/api/answers/accounts";

// Issue 22: a new verification link for an unverified account; 202 whatever the address.
export const POST = route(
  async ({ req, locale }: Ctx) =>
    resendVerification(await parseBody(req, ResendSchema), { origin: await linkOrigin(null, null), address: clientAddress(req.headers), locale }),
  { answer: AcceptedAnswer, status: 202, public: true },
);
