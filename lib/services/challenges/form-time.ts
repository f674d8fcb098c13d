// S2 (revision 4): each ladder has its own settings, its time zone among them. A page's form asks
// for "league time" in the zone the page showed: the new-challenge page the defender's ladder's,
// a challenge's page the challenge's own (its settings since it was issued, E5). The page actions
// read a typed time in the same zone, never the default ladder's (a custom time agreed in another
// ladder's zone would otherwise be stored hours away from the one the captains agreed).
import { currentSettings } from "@/lib/services/league/league";
import { getTeam } from "@/lib/services/teams/teams-read";
import { getChallenge } from "@/lib/services/challenges/challenges-read";
import { NotFound } from "@/lib/errors";

/**
 * For an address no team or challenge has, the default ladder's zone: the service the action calls
 * next then answers as it always does (its permission check first, then its 404).
 */
async function orDefault(zone: () => Promise<string>): Promise<string> {
  try {
    return await zone();
  } catch (e) {
    if (e instanceof NotFound) return (await currentSettings()).timeZone;
    throw e;
  }
}

/** The league time zone of a challenge to `defenderId` (its ladder's). */
export function timeZoneForDefender(defenderId: string): Promise<string> {
  return orDefault(async () => (await currentSettings((await getTeam(defenderId)).ladder)).timeZone);
}

/** The league time zone of challenge `id` (as its page shows its times). */
export function timeZoneOfChallenge(id: string): Promise<string> {
  return orDefault(async () => (await getChallenge(id)).settings.timeZone);
}
