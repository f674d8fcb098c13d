import { z } from "zod";
import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { changePassword } from "@/lib/services/accounts/auth";
import { clientAddress } from "@/lib/auth/client-address";
import { PasswordChangedAnswer } from "@/lib/api/answers/accounts";

const PasswordChangeSchema = z.object({ currentPassword: z.string().min(1).max(200), newPassword: z.string().min(1).max(200) });

export const POST = route(
  async ({ req, actor }: Ctx) => changePassword(actor, await parseBody(req, PasswordChangeSchema), { address: clientAddress(req.headers) }),
  { answer: PasswordChangedAnswer },
);
