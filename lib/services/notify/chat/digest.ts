// Issue 38: the weekly digest a group robot may follow ("digest"): last week's ladder moves and
// matches played, the matches of the coming week, and the open challenges whose deadline is within
// two days. Queued once per robot and league week (an OnceKey), on Monday from 09:00 league time,
// by the server's minute tick; delivered through the chat outbox like every other message. A
// team's robot gets what concerns its team, a ladder's robot (S2) its ladder's, in its ladder's time
// and week.
import { db } from "@/lib/db/client";
import { inTransaction } from "@/lib/db/transaction";
import { translate, translateAny } from "@/lib/i18n/messages";
import { leagueWeekStart } from "@/lib/domain/schedule/window";
import { getSettings } from "@/lib/services/league/league";
import { DEFAULT_LADDER } from "@/lib/services/league/seasons";
import { leagueTime } from "@/lib/services/notify/render";
import { timeFormatter } from "@/components/ui/time-format";

const DAY = 86_400_000;
/** At most this many lines per section (the rest counted in one line). */
const PER_SECTION = 12;

type Challenge = {
  id: string;
  number: number;
  state: string;
  challengerId: string;
  defenderId: string;
  leagueId: number;
  scheduledAt: Date | null;
  nextDeadlineAt: Date | null;
  finalAt: Date | null;
  challenger: { name: string };
  defender: { name: string };
};

type Robot = { id: string; teamId: string | null; leagueId: number | null; language: string };

/**
 * Queues the week's digest for every robot that follows it and has not had this week's; returns how
 * many. S2: each robot's week is its ladder's (a team's robot: its team's ladder; the site's: the
 * default ladder's), from Monday 09:00 in that ladder's time zone, and its times are written in it.
 */
export async function queueWeeklyDigests(now: Date): Promise<number> {
  const prisma = await db();
  const found = await prisma.chatRobot.findMany({
    where: { events: { has: "digest" } },
    select: { id: true, teamId: true, leagueId: true, language: true, team: { select: { leagueId: true } } },
  });
  const byZone = new Map<string, Robot[]>();
  for (const { team, ...robot } of found) {
    const { timeZone } = await getSettings(prisma, robot.leagueId ?? team?.leagueId ?? DEFAULT_LADDER);
    byZone.set(timeZone, [...(byZone.get(timeZone) ?? []), robot]);
  }
  let queued = 0;
  for (const [zone, robots] of byZone) queued += await queueInZone(now, zone, robots);
  return queued;
}

/** The digests of the robots whose league week is the one of `zone`. */
async function queueInZone(now: Date, zone: string, robots: Robot[]): Promise<number> {
  const prisma = await db();
  const weekStart = leagueWeekStart(now, zone);
  if (now.getTime() < weekStart.getTime() + 9 * 3_600_000) return 0;
  const from = new Date(weekStart.getTime() - 7 * DAY);
  const select = {
    id: true,
    number: true,
    state: true,
    challengerId: true,
    defenderId: true,
    leagueId: true,
    scheduledAt: true,
    nextDeadlineAt: true,
    finalAt: true,
    challenger: { select: { name: true } },
    defender: { select: { name: true } },
  } as const;
  const [played, coming, near, swaps] = await Promise.all([
    prisma.challenge.findMany({
      where: { finalAt: { gte: from, lt: weekStart } },
      select: { ...select, results: { where: { status: { not: "superseded" } }, select: { challengerImps: true, defenderImps: true }, take: 1 } },
      orderBy: { finalAt: "asc" },
    }),
    prisma.challenge.findMany({
      where: { state: "scheduled", scheduledAt: { gte: now, lt: new Date(now.getTime() + 7 * DAY) } },
      select,
      orderBy: { scheduledAt: "asc" },
    }),
    prisma.challenge.findMany({
      where: { state: { not: "final" }, nextDeadlineAt: { gte: now, lt: new Date(now.getTime() + 2 * DAY) } },
      select,
      orderBy: { nextDeadlineAt: "asc" },
    }),
    prisma.event.findMany({
      where: { type: "ladder_swapped", at: { gte: from, lt: weekStart } },
      select: { challengeId: true, teamId: true, otherTeamId: true, data: true },
      orderBy: { id: "asc" },
    }),
  ]);
  const swapped = new Map(
    (await prisma.challenge.findMany({ where: { id: { in: swaps.map((s) => s.challengeId!).filter(Boolean) } }, select })).map((c) => [c.id, c as Challenge]),
  );
  let queued = 0;
  for (const robot of robots) {
    // A team's robot: its team's matches; a ladder's (S2): that ladder's; the site's: all.
    const concerns = (c: { challengerId: string; defenderId: string; leagueId: number }) =>
      robot.teamId ? c.challengerId === robot.teamId || c.defenderId === robot.teamId : robot.leagueId === null || c.leagueId === robot.leagueId;
    const l = robot.language;
    const t = (d: Date) => leagueTime(l, zone, d.toISOString());
    const section = (title: string, items: string[], none: string) =>
      items.length
        ? [title, ...items.slice(0, PER_SECTION).map((x) => `· ${x}`), ...(items.length > PER_SECTION ? [`· … +${items.length - PER_SECTION}`] : [])]
        : [none];
    const moves = swaps
      .map((s) => swapped.get(s.challengeId ?? ""))
      .filter((c): c is Challenge => !!c && concerns(c))
      .map((c) => translate(l, "robots.digest.move", { winner: c.challenger.name, loser: c.defender.name }));
    const results = played.filter(concerns).map((c) =>
      c.results[0]
        ? translate(l, "robots.digest.result", {
            challenger: c.challenger.name,
            defender: c.defender.name,
            challengerImps: String(c.results[0].challengerImps),
            defenderImps: String(c.results[0].defenderImps),
          })
        : `${c.challenger.name} / ${c.defender.name}`,
    );
    const next = coming.filter(concerns).map((c) => `${t(c.scheduledAt!)}：${c.challenger.name} / ${c.defender.name}`);
    const due = near.filter(concerns).map((c) =>
      translate(l, "robots.digest.due", {
        number: String(c.number),
        challenger: c.challenger.name,
        defender: c.defender.name,
        state: translateAny(l, `states.${c.state as "scheduled"}`),
        deadline: t(c.nextDeadlineAt!),
      }),
    );
    const day = timeFormatter(l, zone);
    const lines = [
      ...section(translate(l, "robots.digest.moves"), moves, translate(l, "robots.digest.noMoves")),
      ...section(translate(l, "robots.digest.played"), results, translate(l, "robots.digest.nonePlayed")),
      ...section(translate(l, "robots.digest.coming"), next, translate(l, "robots.digest.noneComing")),
      ...section(translate(l, "robots.digest.near"), due, translate(l, "robots.digest.noneNear")),
    ];
    const title = translate(l, "robots.digest.title", {
      from: day.format(from).split(" ")[0],
      to: day.format(new Date(weekStart.getTime() - DAY)).split(" ")[0],
    });
    queued += await inTransaction(async (tx) => {
      const key = `digest:${robot.id}:${weekStart.toISOString()}`;
      const once = await tx.$executeRaw`INSERT INTO "OnceKey" (key, at) VALUES (${key}, ${now}) ON CONFLICT (key) DO NOTHING`;
      if (once !== 1) return 0;
      await tx.chatOutbox.create({
        data: {
          robotId: robot.id,
          event: "digest",
          title,
          lines,
          linkLabel: translate(l, "robots.digest.link"),
          linkPath: `${l === "en" ? "/en" : ""}/`,
          nextAttemptAt: new Date(0),
        },
      });
      return 1;
    });
  }
  return queued;
}
