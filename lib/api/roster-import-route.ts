// The bulk import's API answer (issue 22), for the default ladder's path (`/api/v1/admin/import`) and
// each ladder's (`/api/v1/ladders/:slug/admin/import`, S2): text/csv `team,email,name,role`;
// ?dryRun=1 (the default) previews, ?dryRun=0 imports all or nothing; &invite=later (issue 37)
// creates the teams and members now and mails nobody (POST /invitations/send). Each problem carries
// its message in the reader's language beside its code and line.
import type { Ctx } from "@/lib/api/handler";
import { readBody } from "@/lib/api/body";
import { requestOrigin } from "@/lib/api/origin";
import { importRoster, IMPORT_MAX_BYTES } from "@/lib/services/accounts/roster-import";
import { linkOrigin } from "@/lib/services/accounts/site";
import { errorText } from "@/lib/i18n/error-text";
import { BadRequest } from "@/lib/errors";
import { DEFAULT_LADDER } from "@/lib/services/league/seasons";

export async function importAnswer({ req, actor, locale }: Ctx, ladder = DEFAULT_LADDER) {
  const params = new URL(req.url).searchParams;
  const dryRun = params.get("dryRun") !== "0";
  const invite = params.get("invite") ?? "now";
  if (invite !== "now" && invite !== "later") throw new BadRequest({ invite: ["enum"] });
  const bytes = await readBody(req, IMPORT_MAX_BYTES);
  const r = await importRoster(actor, bytes, { dryRun, invite, ladder, origin: await linkOrigin(actor, requestOrigin(req)) });
  return { ...r, problems: r.problems.map((p) => ({ ...p, message: errorText(locale, p.code, p.params ?? {}) })) };
}
