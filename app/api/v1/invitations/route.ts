import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { requestOrigin } from "@/lib/api/origin";
import { createInvitation, listInvitations } from "@/lib/services/accounts/invitations";
import { linkOrigin } from "@/lib/services/accounts/site";
import { InvitationSchema } from "@/lib/validations/accounts";
import { InvitationAnswer, InvitationListAnswer } from "@/lib/api/answers/accounts";

// Issue 22: an admin invites anyone; a captain or deputy invites members to its own team.
export const POST = route(
  async ({ req, actor }: Ctx) => createInvitation(actor, await parseBody(req, InvitationSchema), { origin: await linkOrigin(actor, requestOrigin(req)) }),
  { answer: InvitationAnswer, status: 201 },
);
export const GET = route(async ({ req, actor }: Ctx) => listInvitations(actor, { teamId: new URL(req.url).searchParams.get("teamId") ?? undefined }), {
  answer: InvitationListAnswer,
});
