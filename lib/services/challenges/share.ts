// Issue 38 (api.md "Chat groups"): a short text about a challenge for pasting into a plain WeChat
// group (which has no robots): both teams and positions, the state, the times, the score, the
// deadline, and the page's absolute link. The same facts and wording as the notices.
import { now as clockNow } from "@/lib/clock";
import { db } from "@/lib/db/client";
import { translate, translateAny } from "@/lib/i18n/messages";
import { getChallenge } from "@/lib/services/challenges/challenges-read";
import { getLeague, getSettings } from "@/lib/services/league/league";
import { siteLink, siteOrigin } from "@/lib/services/accounts/secrets";
import { leagueTime } from "@/lib/services/notify/render";

/** GET /api/v1/challenges/:id/share?format=text */
export async function shareText(challengeId: string, locale: string, now = clockNow()): Promise<string> {
  const c = await getChallenge(challengeId, now);
  const prisma = await db();
  const [league, settings] = [await getLeague(prisma), await getSettings(prisma)];
  const tz = c.settings.timeZone ?? settings.timeZone;
  const time = (iso: string) => leagueTime(locale, tz, iso);
  const p = {
    challenger: c.challenger.name,
    defender: c.defender.name,
    challengerPosition: String(c.challenger.position),
    defenderPosition: String(c.defender.position),
  };
  const lines = [
    translate(locale, "share.head", { league: league.name || translate(locale, "app.untitled"), number: String(c.number) }),
    translate(locale, "notifications.parts.match", p),
    translate(locale, "share.state", { state: translateAny(locale, `states.${c.state}`) }),
  ];
  if (c.state === "awaiting_response" || c.state === "awaiting_choice") {
    const by = c.state === "awaiting_response" ? "challenger" : "defender";
    lines.push(translate(locale, "notifications.parts.times"), ...c.slots.filter((s) => s.proposedBy === by).map((s) => `· ${time(s.at)}`));
  }
  if (c.scheduledAt) lines.push(translate(locale, "notifications.parts.at", { at: time(c.scheduledAt) }));
  const score = c.result?.correction ?? c.result;
  if (score)
    lines.push(
      translate(locale, "notifications.parts.score", { ...p, challengerImps: String(score.challengerImps), defenderImps: String(score.defenderImps) }),
    );
  if (c.outcome?.winner)
    lines.push(translate(locale, "notifications.parts.winner", { winner: c.outcome.winner === "challenger" ? c.challenger.name : c.defender.name }));
  if (c.nextDeadlineAt && c.state !== "final") lines.push(translate(locale, "notifications.parts.deadline", { deadline: time(c.nextDeadlineAt) }));
  lines.push(siteLink(siteOrigin(league.siteUrl), locale, `/challenges/${c.id}`));
  return lines.join("\n");
}
