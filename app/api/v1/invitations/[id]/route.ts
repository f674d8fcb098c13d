import { route } from "@/lib/api/handler";
import { revokeInvitation } from "@/lib/services/accounts/invitations";

export const DELETE = route<{ id: string }>(async ({ params, actor }) => revokeInvitation(actor, params.id));
