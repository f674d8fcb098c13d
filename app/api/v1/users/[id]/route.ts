import { z } from "zod";
import { parseBody, route } from "@/lib/api/handler";
import { setUserDisabled } from "@/lib/services/accounts/auth";

export const PATCH = route<{ id: string }>(async ({ req, params, actor }) =>
  setUserDisabled(actor, params.id, (await parseBody(req, z.object({ disabled: z.boolean() }).strict())).disabled),
);
