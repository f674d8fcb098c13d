import { z } from "zod";
import { parseBody, route } from "@/lib/api/handler";
import { addMember } from "@/lib/services/admin";

// T1/T5: after the initial ranking, a reason is required and the change is logged as an override.
const AddMemberSchema = z.object({ email: z.string().email(), reason: z.string().trim().min(3).max(2000).optional() });

export const POST = route<{ id: string }>(async ({ req, params, actor }) => addMember(actor, params.id, await parseBody(req, AddMemberSchema)), { status: 201 });
