import { parseBody, route } from "@/lib/api/handler";
import { clientAddress } from "@/lib/auth/client-address";
import { confirmPasswordReset } from "@/lib/services/accounts/credentials";
import { PasswordResetConfirmSchema } from "@/lib/validations/accounts";

// Issue 22: the new password ends every session and API token of the user.
export const POST = route(async ({ req }) => confirmPasswordReset(await parseBody(req, PasswordResetConfirmSchema), { address: clientAddress(req.headers) }), {
  public: true,
});
