import { parseBody, route } from "@/lib/api/handler";
import { clientAddress } from "@/lib/auth/client-address";
import { verifyEmail } from "@/lib/services/accounts/credentials";
import { TokenSchema } from "@/lib/validations/accounts";

export const POST = route(async ({ req }) => verifyEmail(await parseBody(req, TokenSchema), { address: clientAddress(req.headers) }), { public: true });
