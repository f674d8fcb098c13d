// The origin for links in mails (issue 22). An admin's request records the site's address the
// admin uses (League.siteUrl), for links made by others and by the sweep when NEXTAUTH_URL is not
// set; nobody else's request decides where a link points (docs/security.md).
import { db } from "@/lib/db/client";
import { can, type Actor } from "@/lib/auth/permissions";
import { env } from "@/lib/env";
import { getLeague } from "@/lib/services/league/league";
import { cachedConfig, invalidateConfig } from "@/lib/read-cache";
import { announceConfigChange } from "@/lib/db/notify";
import { siteOrigin } from "@/lib/services/accounts/secrets";
import { inTransaction } from "@/lib/db/transaction";

export async function linkOrigin(actor: Actor, requestOrigin: string | null): Promise<string> {
  if (env().NEXTAUTH_URL) return siteOrigin();
  const prisma = await db();
  const recorded = await cachedConfig("site-url", async () => (await getLeague(prisma)).siteUrl);
  if (actor && can(actor, "league.admin") && requestOrigin && /^https?:\/\/[A-Za-z0-9.:[\]-]+$/.test(requestOrigin) && requestOrigin !== recorded) {
    await inTransaction(async (tx) => {
      await tx.league.update({ where: { id: 1 }, data: { siteUrl: requestOrigin } });
      await announceConfigChange(tx);
    });
    invalidateConfig();
    return siteOrigin(requestOrigin);
  }
  return siteOrigin(recorded);
}
