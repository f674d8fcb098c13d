// Calendar files for scheduled matches (.ics per match, a feed per team), in the viewer's language.
import { db } from "@/lib/db/client";
import { NotFound } from "@/lib/errors";
import { icsCalendar, type CalendarEvent } from "@/lib/calendar/ics";
import { translate } from "@/lib/i18n/messages";
import { getSettings } from "@/lib/services/league/league";
import { readSettings } from "@/lib/domain/settings";
import { localePath, type Locale } from "@/lib/i18n/routing";

const MATCH_MINUTES = 150;

/**
 * The scheduled matches that `where` selects (a match, or a team's wherever it played), each with
 * its own C11 check-in window (E5: the settings it was issued under) and its ladder's venue (S2).
 */
async function events(where: object, locale: Locale, origin: string): Promise<CalendarEvent[]> {
  const prisma = await db();
  const rows = await prisma.challenge.findMany({
    // AND, so that the caller's own OR (a team's two sides) is kept beside the state's.
    where: { AND: [where, { scheduledAt: { not: null } }, { OR: [{ state: { not: "final" } }, { outcomeReason: "played" }] }] },
    orderBy: { scheduledAt: "asc" },
    take: 200,
    select: {
      id: true,
      number: true,
      scheduledAt: true,
      issuedAt: true,
      settings: true,
      leagueId: true,
      challenger: { select: { name: true } },
      defender: { select: { name: true } },
    },
  });
  const venues = new Map<number, string>();
  for (const ladder of new Set(rows.map((c) => c.leagueId))) venues.set(ladder, (await getSettings(prisma, ladder)).venue);
  return rows.map((c) => {
    const own = readSettings(c.settings);
    const venue = venues.get(c.leagueId) ?? "";
    return {
      uid: `challenge-${c.id}@bridge-ladder`,
      start: c.scheduledAt!,
      minutes: MATCH_MINUTES,
      summary: translate(locale, "calendar.summary", { number: c.number, challenger: c.challenger.name, defender: c.defender.name }),
      description: translate(locale, "calendar.description", { venue, before: own.checkInBeforeMinutes, after: own.checkInAfterMinutes }),
      location: venue,
      url: `${origin}${localePath(locale, `/challenges/${c.id}`)}`,
      stamp: c.issuedAt,
    };
  });
}

export async function matchCalendar(id: string, locale: Locale, origin: string) {
  const evs = await events({ id }, locale, origin);
  if (evs.length === 0) throw new NotFound("not_found");
  return icsCalendar(evs[0].summary, evs);
}

export async function teamCalendar(teamId: string, locale: Locale, origin: string) {
  const prisma = await db();
  const team = await prisma.team.findUnique({ where: { id: teamId }, select: { name: true } });
  if (!team) throw new NotFound("not_found");
  return icsCalendar(team.name, await events({ OR: [{ challengerId: teamId }, { defenderId: teamId }] }, locale, origin));
}
