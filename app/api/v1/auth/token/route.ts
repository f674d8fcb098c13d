import { z } from "zod";
import { parseBody, route } from "@/lib/api/handler";
import { createApiToken } from "@/lib/services/auth";

const TokenSchema = z.object({ email: z.string().email(), password: z.string().min(1) });

export const POST = route(async ({ req }) => {
  const body = await parseBody(req, TokenSchema);
  return createApiToken(body.email, body.password, req.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? "api");
}, { status: 201, public: true });
