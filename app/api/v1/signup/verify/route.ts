import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { clientAddress } from "@/lib/auth/client-address";
import { verifyEmail } from "@/lib/services/accounts/credentials";
import { TokenSchema } from "@/lib/validations/accounts";
import { VerifiedAnswer } from "@/lib/api/answers/accounts";

export const POST = route(async ({ req }: Ctx) => verifyEmail(await parseBody(req, TokenSchema), { address: clientAddress(req.headers) }), {
  answer: VerifiedAnswer,
  public: true,
});
