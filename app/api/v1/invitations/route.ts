import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { requestOrigin } from "@/lib/api/origin";
import { createInvitation } from "@/lib/services/accounts/invitations";
import { listInvitations, INVITATION_STATES, type InvitationState } from "@/lib/services/accounts/invitation-admin";
import { linkOrigin } from "@/lib/services/accounts/site";
import { InvitationSchema } from "@/lib/validations/accounts";
import { InvitationAnswer, InvitationListAnswer } from "@/lib/api/answers/accounts";
import { BadRequest } from "@/lib/errors";

// Issue 22: an admin invites anyone; a captain or deputy invites members to its own team.
export const POST = route(
  async ({ req, actor }: Ctx) => createInvitation(actor, await parseBody(req, InvitationSchema), { origin: await linkOrigin(actor, requestOrigin(req)) }),
  { answer: InvitationAnswer, status: 201 },
);

// Issue 37 (api.md "Club setup"): ?state=&team=&q=&page= (50 a page); ?teamId= as before.
export const GET = route(
  async ({ req, actor }: Ctx) => {
    const p = new URL(req.url).searchParams;
    const state = p.get("state") ?? undefined;
    if (state !== undefined && !(INVITATION_STATES as readonly string[]).includes(state)) throw new BadRequest({ state: ["enum"] });
    const page = p.get("page");
    if (page !== null && !/^\d{1,6}$/.test(page)) throw new BadRequest({ page: ["int"] });
    return listInvitations(actor, {
      teamId: p.get("team") ?? p.get("teamId") ?? undefined,
      state: state as InvitationState | undefined,
      q: p.get("q") ?? undefined,
      page: page ? Number(page) : undefined,
    });
  },
  { answer: InvitationListAnswer },
);
