import { z } from "zod";
import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { createOwnToken, listTokens } from "@/lib/services/accounts/auth";
import { TokenListAnswer, TokenAnswer } from "@/lib/api/answers/accounts";

export const GET = route(async ({ actor }: Ctx) => listTokens(actor), { answer: TokenListAnswer });
export const POST = route(
  async ({ req, actor }: Ctx) =>
    createOwnToken(actor, await parseBody(req, z.object({ expiresInDays: z.number().int().min(1).max(365).optional(), name: z.string().max(80).optional() }))),
  { answer: TokenAnswer, status: 201 },
);
