import { z } from "zod";
import { parseBody, route } from "@/lib/api/handler";
import { addMember } from "@/lib/services/admin";

export const POST = route<{ id: string }>(async ({ req, params, actor }) => addMember(actor, params.id, (await parseBody(req, z.object({ email: z.string().email() }))).email), { status: 201 });
