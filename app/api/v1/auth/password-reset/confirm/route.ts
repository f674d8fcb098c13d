import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { clientAddress } from "@/lib/auth/client-address";
import { confirmPasswordReset } from "@/lib/services/accounts/credentials";
import { PasswordResetConfirmSchema } from "@/lib/validations/accounts";
import { ResetAnswer } from "@/lib/api/answers/accounts";

// Issue 22: the new password ends every session and API token of the user.
export const POST = route(
  async ({ req }: Ctx) => confirmPasswordReset(await parseBody(req, PasswordResetConfirmSchema), { address: clientAddress(req.headers) }),
  {
    answer: ResetAnswer,
    public: true,
  },
);
