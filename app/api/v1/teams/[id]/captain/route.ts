import { z } from "zod";
import { parseBody, route } from "@/lib/api/handler";
import { setCaptain } from "@/lib/services/admin";

export const PUT = route<{ id: string }>(async ({ req, params, actor }) => setCaptain(actor, params.id, (await parseBody(req, z.object({ userId: z.string().min(1) }))).userId));
