import { parseBody, route, type Ctx } from "@/lib/api/handler";
import { getProfile, updateProfile } from "@/lib/services/accounts/profile";
import { requireUser } from "@/lib/auth/permissions";
import { ProfileSchema } from "@/lib/validations/accounts";
import { MeAnswer, ProfileAnswer } from "@/lib/api/answers/accounts";

// Issue 22: my account: display name, language (for e-mails and notifications), notification e-mails.
export const GET = route(
  async ({ actor }: Ctx) => {
    requireUser(actor);
    return getProfile(actor);
  },
  { answer: MeAnswer },
);
export const PATCH = route(async ({ req, actor }: Ctx) => updateProfile(actor, await parseBody(req, ProfileSchema)), { answer: ProfileAnswer });
