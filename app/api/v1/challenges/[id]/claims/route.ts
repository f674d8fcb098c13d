import { parseBody, route } from "@/lib/api/handler";
import { openClaim } from "@/lib/services/cases/cases";
import { ClaimSchema } from "@/lib/validations/cases";

export const POST = route<{ id: string }>(async ({ req, params, actor }) => openClaim(actor, params.id, await parseBody(req, ClaimSchema)), { status: 201 });
