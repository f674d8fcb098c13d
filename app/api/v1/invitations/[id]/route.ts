import { route, type Ctx } from "@/lib/api/handler";
import { revokeInvitation } from "@/lib/services/accounts/invitations";
import { InvitationRevokedAnswer } from "@/lib/api/answers/accounts";

export const DELETE = route(async ({ params, actor }: Ctx) => revokeInvitation(actor, params.id), { answer: InvitationRevokedAnswer });
