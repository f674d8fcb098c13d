import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { clientAddress } from "@/lib/auth/client-address";
import { requestPasswordReset } from "@/lib/services/accounts/credentials";
import { linkOrigin } from "@/lib/services/accounts/site";
import { PasswordResetSchema } from "@/lib/validations/accounts";
import { AcceptedAnswer } from "@/lib/api/answers/accounts";

// Issue 22: 202 whatever the address (no account enumeration); the link goes by e-mail only.
export const POST = route(
  async ({ req, locale }: Ctx) => {
    const body = await parseBody(req, PasswordResetSchema);
    return requestPasswordReset(body, { origin: await linkOrigin(null, null), address: clientAddress(req.headers), locale: body.locale ?? locale });
  },
  { answer: AcceptedAnswer, status: 202, public: true },
);
