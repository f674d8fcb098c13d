// Issue 38 (api.md "Chat groups"): a short text about a challenge for pasting into a plain WeChat
// group (which has no robots): both teams and positions, the state, the times, the score, the
// deadline, and the page's absolute link. The same facts and wording as the notices.
import { now as clockNow } from "@/lib/clock";
import { db } from "@/lib/db/client";
import { translate, translateAny } from "@/lib/i18n/messages";
import { getChallenge, ladderOfChallenge } from "@/lib/services/challenges/challenges-read";
import { getLeague } from "@/lib/services/league/league";
import { ladderName } from "@/lib/services/league/ladders";
import { siteLink, siteOrigin } from "@/lib/services/accounts/secrets";
import { noticeDetails } from "@/lib/services/notify/render";

/** GET /api/v1/challenges/:id/share?format=text */
export async function shareText(challengeId: string, locale: string, now = clockNow()): Promise<string> {
  const c = await getChallenge(challengeId, now);
  const prisma = await db();
  // S2: the head names the challenge's own ladder (in the reader's language); the link is the site's.
  const [league, ladder] = [await getLeague(prisma), await ladderOfChallenge(c.id)];
  const open = c.state === "awaiting_response" || c.state === "awaiting_choice";
  // The times on the table are the side's whose answer is awaited from the other (C7, C9).
  const proposer = c.state === "awaiting_response" ? "challenger" : "defender";
  const score = c.result?.correction ?? c.result;
  const [match, ...facts] = noticeDetails(
    locale,
    {
      challenger: c.challenger.name,
      defender: c.defender.name,
      challengerPosition: c.challenger.position,
      defenderPosition: c.defender.position,
      ...(open ? { times: c.slots.filter((s) => s.proposedBy === proposer).map((s) => s.at) } : {}),
      ...(c.scheduledAt ? { at: c.scheduledAt } : {}),
      ...(score ? { challengerImps: score.challengerImps, defenderImps: score.defenderImps } : {}),
      ...(c.outcome?.winner ? { winner: c.outcome.winner === "challenger" ? c.challenger.name : c.defender.name } : {}),
      ...(c.nextDeadlineAt && c.state !== "final" ? { deadline: c.nextDeadlineAt } : {}),
    },
    c.settings.timeZone, // S1: the zone the challenge was issued under
  );
  return [
    translate(locale, "share.head", { league: ladderName(ladder, locale) || translate(locale, "app.untitled"), number: String(c.number) }),
    match,
    translate(locale, "share.state", { state: translateAny(locale, `states.${c.state}`) }),
    ...facts,
    siteLink(siteOrigin(league.siteUrl), locale, `/challenges/${c.id}`),
  ].join("\n");
}
