import { route, type Ctx } from "@/lib/api/handler";
import { readBody } from "@/lib/api/body";
import { requestOrigin } from "@/lib/api/origin";
import { importRoster, IMPORT_MAX_BYTES } from "@/lib/services/accounts/roster-import";
import { linkOrigin } from "@/lib/services/accounts/site";
import { errorText } from "@/lib/i18n/error-text";
import { RosterImportAnswer } from "@/lib/api/answers/accounts";
import { BadRequest } from "@/lib/errors";

// Issue 22: text/csv `team,email,name,role`; ?dryRun=1 (the default) previews, ?dryRun=0 imports all or nothing.
// Each problem carries its message in the reader's language beside its code and line.
export const POST = route(
  async ({ req, actor, locale }: Ctx) => {
    const params = new URL(req.url).searchParams;
    const dryRun = params.get("dryRun") !== "0";
    // Issue 37: &invite=later creates the teams and members now and mails nobody (POST /invitations/send).
    const invite = params.get("invite") ?? "now";
    if (invite !== "now" && invite !== "later") throw new BadRequest({ invite: ["enum"] });
    const bytes = await readBody(req, IMPORT_MAX_BYTES);
    const r = await importRoster(actor, bytes, { dryRun, invite, origin: await linkOrigin(actor, requestOrigin(req)) });
    return { ...r, problems: r.problems.map((p) => ({ ...p, message: errorText(locale, p.code, p.params ?? {}) })) };
  },
  { answer: RosterImportAnswer },
);
