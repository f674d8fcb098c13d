import { z } from "zod";
import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { createApiToken } from "@/lib/services/accounts/auth";
import { clientAddress } from "@/lib/auth/client-address";
import { TokenAnswer } from "@/lib/api/answers/accounts";

// Issue 10: tokens expire (default 90 days, at most 365); sign-in limits apply as to the pages.
const TokenSchema = z.object({
  email: z.string().email(),
  password: z.string().min(1).max(200),
  expiresInDays: z.number().int().min(1).max(365).optional(),
  name: z.string().max(80).optional(),
});

export const POST = route(
  async ({ req }: Ctx) => {
    const body = await parseBody(req, TokenSchema);
    return createApiToken(body.email, body.password, { address: clientAddress(req.headers), expiresInDays: body.expiresInDays, name: body.name });
  },
  { answer: TokenAnswer, status: 201, public: true },
);
