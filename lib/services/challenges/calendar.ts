// Calendar files for scheduled matches (.ics per match, a feed per team), in the viewer's language.
import { db } from "@/lib/db/client";
import { NotFound } from "@/lib/errors";
import { icsCalendar, type CalendarEvent } from "@/lib/calendar/ics";
import { translate } from "@/lib/i18n/messages";
import { getSettings } from "@/lib/services/league/league";
import { localePath, type Locale } from "@/lib/i18n/routing";

const MATCH_MINUTES = 150;

async function events(where: object, locale: Locale, origin: string): Promise<CalendarEvent[]> {
  const prisma = await db();
  const settings = await getSettings(prisma);
  const rows = await prisma.challenge.findMany({
    where: { ...where, scheduledAt: { not: null }, OR: [{ state: { not: "final" } }, { outcomeReason: "played" }] },
    orderBy: { scheduledAt: "asc" },
    take: 200,
    select: {
      id: true,
      number: true,
      scheduledAt: true,
      issuedAt: true,
      playBy: true,
      challenger: { select: { name: true } },
      defender: { select: { name: true } },
    },
  });
  return rows.map((c) => ({
    uid: `challenge-${c.id}@bridge-ladder`,
    start: c.scheduledAt!,
    minutes: MATCH_MINUTES,
    summary: translate(locale, "calendar.summary", { number: c.number, challenger: c.challenger.name, defender: c.defender.name }),
    description: translate(locale, "calendar.description", {
      venue: settings.venue,
      before: settings.checkInBeforeMinutes,
      after: settings.checkInAfterMinutes,
    }),
    location: settings.venue,
    url: `${origin}${localePath(locale, `/challenges/${c.id}`)}`,
    stamp: c.issuedAt,
  }));
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
