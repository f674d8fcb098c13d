// L4 and rating.md: the stored ladder and rating board are caches of the event log. This rebuilds
// both from the events (the pure domain replay) and reports every difference from the stored ones;
// S6 (revision 4): each closed season's archive is checked against the replay at its close.
// `rebuildFromEvents` writes the replay back (after a ruling that changes a past outcome).
import { db, type Tx } from "@/lib/db/client";
import { HISTORY_TYPES, replayHistory, type HistoryEvent, type SeasonSnapshot } from "@/lib/domain/history";
import { DEFAULT_LADDER, seasonsOf } from "@/lib/services/league/seasons";
import { getSettings } from "@/lib/services/league/league";
import { readSettings } from "@/lib/domain/settings";
import { flushWriteBehind } from "@/lib/db/write-behind";

type Judge = NonNullable<Parameters<typeof replayHistory>[3]>["judge"];

async function replay(tx: Tx | Awaited<ReturnType<typeof db>>, ladder: number, atIssueOf?: ReadonlySet<string>, judge?: Judge) {
  // Inside a write, its own events so far are part of the log (they are written at its end).
  await flushWriteBehind(tx as Tx);
  // S2, S6: one ladder's history (its events carry its key, lib/services/league/events.ts).
  const settings = await getSettings(tx, ladder);
  // R3 (revision 3): the issue events of the challenges to re-check come with the history.
  const issued = [...(atIssueOf ?? []), ...(judge?.candidates ?? [])];
  const rows = await tx.event.findMany({
    where: {
      leagueId: ladder,
      ...(issued.length
        ? { OR: [{ type: { in: HISTORY_TYPES } }, { type: "challenge_issued", challengeId: { in: issued } }] }
        : { type: { in: HISTORY_TYPES } }),
    },
    orderBy: { id: "asc" },
    select: { type: true, at: true, teamId: true, otherTeamId: true, challengeId: true, caseId: true, data: true },
  });
  const teams = await tx.team.findMany({ where: { leagueId: ladder }, select: { id: true, name: true } });
  const ratingOf = await ratingSettingsOfChallenges(tx, ladder);
  const t0 = performance.now();
  const events: HistoryEvent[] = rows.map((r) => ({ ...r, data: (r.data ?? {}) as Record<string, unknown> }));
  // S5: the board starts with every team that was ever in this ladder (its own now, and those its
  // events name: a team promoted away is in this ladder's archives before it left).
  const boardTeams = new Set([...teams.map((t) => t.id), ...rows.flatMap((r) => [r.teamId, r.otherTeamId]).filter((t): t is string => t !== null)]);
  const result = replayHistory(
    events,
    [...boardTeams],
    { k: settings.ratingK, establishedAfter: settings.provisionalMatches, start: settings.ratingStart },
    { atIssueOf, ratingOf: (id) => ratingOf.get(id), judge },
  );
  return { ...result, events: rows.length, replayMs: performance.now() - t0, teams };
}

/**
 * E5 (revision 4): each challenge's rating settings, from its S1 snapshot (a snapshot without them,
 * from before revision 3, reads the defaults, as every other setting of such a snapshot does).
 */
async function ratingSettingsOfChallenges(tx: Tx | Awaited<ReturnType<typeof db>>, ladder: number) {
  const rows = await tx.$queryRaw<{ id: string; start: unknown; k: unknown; provisional: unknown }[]>`
    SELECT id, settings->'ratingStart' AS start, settings->'ratingK' AS k, settings->'provisionalMatches' AS provisional FROM "Challenge" WHERE "leagueId" = ${ladder}`;
  return new Map(
    rows.map((r) => {
      const s = readSettings({ ratingStart: r.start, ratingK: r.k, provisionalMatches: r.provisional });
      return [r.id, { start: s.ratingStart, k: s.ratingK, establishedAfter: s.provisionalMatches }];
    }),
  );
}

/** L4, S6: every ladder of the site checked against its own events (differences named by ladder when there are several). */
export async function verifyLeague() {
  const prisma = await db();
  const ladders = await prisma.league.findMany({ orderBy: { id: "asc" }, select: { id: true, slug: true } });
  const total = { events: 0, ratedResults: 0, replayMs: 0, seasons: 0, differences: [] as string[], ladders: ladders.length };
  for (const l of ladders.length ? ladders : [{ id: DEFAULT_LADDER, slug: "" }]) {
    const r = await verifyLadder(l.id);
    total.events += r.events;
    total.ratedResults += r.ratedResults;
    total.replayMs += r.replayMs;
    total.seasons += r.seasons;
    total.differences.push(...r.differences.map((d) => (ladders.length > 1 ? `${l.slug}: ${d}` : d)));
  }
  return total;
}

async function verifyLadder(ladder: number) {
  const prisma = await db();
  const r = await replay(prisma, ladder);
  const names = new Map(r.teams.map((t) => [t.id, t.name]));
  const differences: string[] = [];
  const stored = (await prisma.ladderEntry.findMany({ where: { leagueId: ladder }, orderBy: { position: "asc" }, select: { teamId: true } })).map(
    (s) => s.teamId,
  );
  for (let i = 0; i < Math.max(r.order.length, stored.length); i++) {
    if (r.order[i] !== stored[i]) differences.push(`ladder position ${i + 1}: stored ${names.get(stored[i]) ?? "-"}, replay ${names.get(r.order[i]) ?? "-"}`);
  }
  for (const s of await prisma.teamRating.findMany({ where: { team: { leagueId: ladder } } })) {
    const b = r.board.get(s.teamId);
    if (!b) continue;
    // A team without a rated match is at the start rating of whenever its row was made (E5: its
    // first match starts from that match's own); only its counts are compared.
    const unrated = b.ratedMatches === 0 && s.ratedMatches === 0;
    if ((!unrated && Math.abs(b.rating - s.rating) > 1e-6) || b.ratedMatches !== s.ratedMatches || b.wins !== s.wins || b.losses !== s.losses) {
      differences.push(
        `rating of ${names.get(s.teamId)}: stored ${s.rating.toFixed(4)} (${s.ratedMatches}, ${s.wins}-${s.losses}), replay ${b.rating.toFixed(4)} (${b.ratedMatches}, ${b.wins}-${b.losses})`,
      );
    }
  }
  differences.push(...(await verifySeasons(prisma, ladder, r.seasons, names)));
  return { events: r.events, ratedResults: r.changes.length, replayMs: r.replayMs, seasons: r.seasons.size, differences };
}

/** S6: each closed season's frozen archive against the replay at its close (ladder order, ratings and counts). */
async function verifySeasons(prisma: Awaited<ReturnType<typeof db>>, ladder: number, replayed: Map<string, SeasonSnapshot>, names: Map<string, string>) {
  const differences: string[] = [];
  for (const s of (await seasonsOf(prisma, ladder)).filter((x) => x.closedAt)) {
    const at = replayed.get(s.id);
    if (!at || !s.archive) {
      differences.push(`season ${s.name}: closed, but ${at ? "no archive" : "no close in the event log"}`);
      continue;
    }
    const stored = s.archive.ladder.map((l) => l.teamId);
    for (let i = 0; i < Math.max(stored.length, at.order.length); i++) {
      if (stored[i] !== at.order[i])
        differences.push(`season ${s.name}, final position ${i + 1}: archive ${names.get(stored[i]) ?? "-"}, replay ${names.get(at.order[i]) ?? "-"}`);
    }
    for (const a of s.archive.ratings) {
      const b = at.board.get(a.teamId);
      if (!b || (b.ratedMatches > 0 && Math.abs(b.rating - a.rating) > 1e-6) || b.ratedMatches !== a.ratedMatches || b.wins !== a.wins || b.losses !== a.losses)
        differences.push(
          `season ${s.name}, rating of ${a.name}: archive ${a.rating.toFixed(4)} (${a.ratedMatches}), replay ${b ? `${b.rating.toFixed(4)} (${b.ratedMatches})` : "-"}`,
        );
    }
  }
  return differences;
}

/**
 * Rewrites the ladder, the rating board and the rating history from the event log; returns the
 * changes, and for the challenges in `atIssueOf` their positions as the rebuilt ladder stood when
 * they were issued (R3).
 */
export async function rebuildFromEvents(tx: Tx, now: Date, atIssueOf?: ReadonlySet<string>, judge?: Judge, ladder = DEFAULT_LADDER) {
  const r = await replay(tx, ladder, atIssueOf, judge);
  // S2: this ladder's rows only; another ladder's positions, ratings and history are not touched.
  const before = new Map(
    (await tx.ladderEntry.findMany({ where: { leagueId: ladder }, select: { teamId: true, position: true } })).map((e) => [e.teamId, e.position]),
  );
  const ratingRows = await tx.teamRating.findMany({
    where: { team: { leagueId: ladder } },
    select: { teamId: true, rating: true, ratedMatches: true, wins: true, losses: true, lastChange: true },
  });
  const ratingsBefore = new Map(ratingRows.map((e) => [e.teamId, e.rating]));
  const ratingRowOf = new Map(ratingRows.map((e) => [e.teamId, e]));
  // T7: a team no longer on the rebuilt ladder (withdrawn) has no entry.
  const onLadder = new Set(r.order);
  const gone = [...before.keys()].filter((t) => !onLadder.has(t));
  if (gone.length) await tx.ladderEntry.deleteMany({ where: { teamId: { in: gone } } });
  for (const [i, teamId] of r.order.entries()) {
    if (before.get(teamId) !== i + 1)
      await tx.ladderEntry.upsert({
        where: { teamId },
        create: { teamId, leagueId: ladder, position: i + 1, since: now },
        update: { position: i + 1, since: now },
      });
  }
  // Only the ratings that differ are written (a ruling on a large league rebuilt every team's row
  // one statement at a time); the teams without a row get theirs in one statement.
  const missing: { teamId: string; rating: number; ratedMatches: number; wins: number; losses: number; lastChange: number | null; updatedAt: Date }[] = [];
  // S2, S5: only the ratings of this ladder's teams (a team that left keeps its rating where it went).
  const mine = new Set(r.teams.map((t) => t.id));
  for (const [teamId, b] of r.board) {
    if (!mine.has(teamId)) continue;
    const old = ratingRowOf.get(teamId);
    const row = { rating: b.rating, ratedMatches: b.ratedMatches, wins: b.wins, losses: b.losses, lastChange: b.lastChange, updatedAt: now };
    if (!old) missing.push({ teamId, ...row });
    else if (
      old.rating !== b.rating ||
      old.ratedMatches !== b.ratedMatches ||
      old.wins !== b.wins ||
      old.losses !== b.losses ||
      old.lastChange !== b.lastChange
    )
      await tx.teamRating.update({ where: { teamId }, data: row });
  }
  if (missing.length) await tx.teamRating.createMany({ data: missing });
  await tx.ratingChange.deleteMany({ where: { challenge: { leagueId: ladder } } });
  await tx.ratingChange.createMany({
    data: r.changes.flatMap((c) => [
      {
        challengeId: c.challengeId,
        teamId: c.winnerId,
        before: c.winner.before.rating,
        after: c.winner.after.rating,
        ratedBefore: c.winner.before.ratedMatches,
        won: true,
        at: c.at,
      },
      {
        challengeId: c.challengeId,
        teamId: c.loserId,
        before: c.loser.before.rating,
        after: c.loser.after.rating,
        ratedBefore: c.loser.before.ratedMatches,
        won: false,
        at: c.at,
      },
    ]),
  });
  const moved = r.order.map((teamId, i) => ({ teamId, from: before.get(teamId) ?? null, to: i + 1 })).filter((m) => m.from !== m.to);
  const rated = [...r.board]
    .filter(([teamId]) => mine.has(teamId))
    .map(([teamId, b]) => ({ teamId, from: ratingsBefore.get(teamId) ?? null, to: b.rating }))
    .filter((x) => x.from === null || Math.abs(x.from - x.to) > 1e-9);
  return { moved, rated, atIssue: r.atIssue, voided: r.voided };
}

/** Issue 5: the sweep runs the consistency check once a day and records what it found. */
export async function verifyDaily(now: Date) {
  const prisma = await db();
  const key = `verify:${now.toISOString().slice(0, 10)}`;
  if (await prisma.onceKey.findUnique({ where: { key } })) return null;
  // Issue 10: the day is marked done only after the check ran (a failing check is tried again).
  const r = await verifyLeague();
  const inserted = await prisma.$executeRaw`INSERT INTO "OnceKey" (key, at) VALUES (${key}, ${now}) ON CONFLICT (key) DO NOTHING`;
  if (inserted !== 1) return null; // another process finished first and recorded it
  await prisma.event.create({ data: { at: now, type: "verify_completed", rule: "L4", data: { events: r.events, differences: r.differences } } });
  if (r.differences.length) console.error(`[verify] ${r.differences.length} difference(s) between the stored ladder/ratings and the replay`, r.differences);
  return r;
}
