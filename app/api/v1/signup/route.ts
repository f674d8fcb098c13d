import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { clientAddress } from "@/lib/auth/client-address";
import { signUp } from "@/lib/services/accounts/credentials";
import { linkOrigin } from "@/lib/services/accounts/site";
import { SignupSchema } from "@/lib/validations/accounts";
import { AcceptedAnswer } from "@/lib/api/answers/accounts";

// Issue 22: 202 whatever the address; the e-mail carries the verification link.
export const POST = route(
  async ({ req, locale }: Ctx) =>
    signUp(await parseBody(req, SignupSchema), { origin: await linkOrigin(null, null), address: clientAddress(req.headers), locale }),
  { answer: AcceptedAnswer, status: 202, public: true },
);
