import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { clientAddress } from "@/lib/auth/client-address";
import { confirmEmailChange } from "@/lib/services/accounts/profile";
import { TokenSchema } from "@/lib/validations/accounts";
import { EmailChangedAnswer } from "@/lib/api/answers/accounts";

export const POST = route(async ({ req }: Ctx) => confirmEmailChange(await parseBody(req, TokenSchema), { address: clientAddress(req.headers) }), {
  answer: EmailChangedAnswer,
  public: true,
});
