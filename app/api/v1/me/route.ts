import { parseBody, route } from "@/lib/api/handler";
import { getProfile, updateProfile } from "@/lib/services/accounts/profile";
import { requireUser } from "@/lib/auth/permissions";
import { ProfileSchema } from "@/lib/validations/accounts";

// Issue 22: my account: display name, language (for e-mails and notifications), notification e-mails.
export const GET = route(async ({ actor }) => {
  requireUser(actor);
  return getProfile(actor);
});
export const PATCH = route(async ({ req, actor }) => updateProfile(actor, await parseBody(req, ProfileSchema)));
