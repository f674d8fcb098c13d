import { parseBody, route } from "@/lib/api/handler";
import { clientAddress } from "@/lib/auth/client-address";
import { confirmEmailChange } from "@/lib/services/accounts/profile";
import { TokenSchema } from "@/lib/validations/accounts";

export const POST = route(async ({ req }) => confirmEmailChange(await parseBody(req, TokenSchema), { address: clientAddress(req.headers) }), { public: true });
