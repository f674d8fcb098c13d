import { z } from "zod";
import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { setUserDisabled } from "@/lib/services/accounts/auth";
import { UserDisabledAnswer } from "@/lib/api/answers/accounts";

export const PATCH = route(
  async ({ req, params, actor }: Ctx) => setUserDisabled(actor, params.id, (await parseBody(req, z.object({ disabled: z.boolean() }).strict())).disabled),
  { answer: UserDisabledAnswer },
);
