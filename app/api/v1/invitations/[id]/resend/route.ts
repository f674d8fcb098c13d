import { route } from "@/lib/api/handler";
import { requestOrigin } from "@/lib/api/origin";
import { resendInvitation } from "@/lib/services/accounts/invitations";
import { linkOrigin } from "@/lib/services/accounts/site";

export const POST = route<{ id: string }>(async ({ req, params, actor }) =>
  resendInvitation(actor, params.id, { origin: await linkOrigin(actor, requestOrigin(req)) }),
);
