import { z } from "zod";
import { parseBody, route } from "@/lib/api/handler";
import { createOwnToken, listTokens } from "@/lib/services/accounts/auth";

export const GET = route(async ({ actor }) => listTokens(actor));
export const POST = route(
  async ({ req, actor }) =>
    createOwnToken(actor, await parseBody(req, z.object({ expiresInDays: z.number().int().min(1).max(365).optional(), name: z.string().max(80).optional() }))),
  { status: 201 },
);
