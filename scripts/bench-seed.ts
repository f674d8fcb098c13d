// Fills the configured (empty, migrated) database with a large league for the benchmark:
// BENCH_TEAMS teams with ratings, BENCH_FINAL final challenges with their events, and optionally
// BENCH_OPEN open challenges (BENCH_DUE of them past their deadline) between extra teams.
import { dbHandle, type Tx } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate-database";
import { runScript } from "./lib/run";
import { sweepDeadlines } from "@/lib/services/challenges/sweep";

import { rebuildFromEvents } from "@/lib/services/league/verify";

const TEAMS = Number(process.env.BENCH_TEAMS ?? 1000);
const FINAL = Number(process.env.BENCH_FINAL ?? 20000);
const OPEN = Number(process.env.BENCH_OPEN ?? 0);
const DUE = Number(process.env.BENCH_DUE ?? 0);

async function main() {
  await migrateDatabase();
  const { pool } = await dbHandle();
  const q = (sql: string) => pool.query(sql);
  const teams = TEAMS + 2 * OPEN;
  await q(`INSERT INTO "League"(id, name, "updatedAt") VALUES (1, 'Bench league', now()) ON CONFLICT DO NOTHING`);
  // S6 (revision 4): the league's history is its first season (as getLeague makes one for a new league).
  await q(`WITH s AS (INSERT INTO "Season"(id, "leagueId", number, name, "startsOn", "startedAt")
             VALUES ('bench-s1', 1, 1, 'Bench 1', to_char((now() - interval '302 days') AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD'), now() - interval '302 days')
             RETURNING id, name, "startsOn", "startedAt")
           INSERT INTO "Event"(at, type, rule, data)
           SELECT "startedAt", 'season_started', 'S6', jsonb_build_object('seasonId', id, 'number', 1, 'name', name, 'startsOn', "startsOn", 'endsOn', NULL, 'ratingPolicy', 'carry') FROM s`);
  await q(`INSERT INTO "User"(id, email, name, "passwordHash", role, locale, "createdAt")
           SELECT 'u' || g, 'u' || g || '@bench.club', '队员 ' || g, '$2b$10$abcdefghijklmnopqrstuv', 'member', 'zh-CN', now() FROM generate_series(1, ${teams}) g`);
  await q(
    `INSERT INTO "Team"(id, name, status, "captainId", "createdAt") SELECT 't' || g, '队伍 ' || g, 'approved', 'u' || g, now() FROM generate_series(1, ${teams}) g`,
  );
  await q(`INSERT INTO "TeamMember"("userId", "teamId", "joinedAt") SELECT 'u' || g, 't' || g, now() FROM generate_series(1, ${teams}) g`);
  await q(`INSERT INTO "LadderEntry"("teamId", position, since) SELECT 't' || g, g, now() FROM generate_series(1, ${teams}) g`);
  await q(
    `INSERT INTO "TeamRating"("teamId", rating, "ratedMatches", wins, losses, "updatedAt") SELECT 't' || g, 1500 + (g * 37 % 300), 20, 10, 10, now() FROM generate_series(1, ${teams}) g`,
  );
  // Final challenges between neighbours (defender wins: the ladder stays as set).
  await q(`INSERT INTO "Challenge"(id, "seasonId", "challengerId", "defenderId", "challengerPosition", "defenderPosition", state, "issuedAt", "respondBy", "playBy", "outcomeWinner", "outcomeReason", "finalAt", "decidedAt", "holdsLock")
           SELECT 'c' || g, 'bench-s1', 't' || (2 + g % ${TEAMS - 1}), 't' || (1 + g % ${TEAMS - 1}), 2 + g % ${TEAMS - 1}, 1 + g % ${TEAMS - 1}, 'final',
                  now() - interval '300 days' + g * interval '10 minutes', now() - interval '297 days' + g * interval '10 minutes', now() - interval '293 days' + g * interval '10 minutes',
                  'defender', 'played', now() - interval '294 days' + g * interval '10 minutes', now() - interval '294 days' + g * interval '10 minutes', false
           FROM generate_series(1, ${FINAL}) g`);
  // Issue 25: a league the replay check agrees with (a backup's restore is verified): the initial
  // ranking first in the log, and (below) the rating board and its history as the replay of the results.
  await q(
    `INSERT INTO "Event"(at, type, rule, data) SELECT now() - interval '301 days', 'ladder_set', 'T2', jsonb_build_object('order', (SELECT jsonb_agg('t' || g ORDER BY g) FROM generate_series(1, ${teams}) g))`,
  );
  await q(`INSERT INTO "Event"(at, type, rule, "teamId", "otherTeamId", "challengeId", data)
           SELECT now() - interval '300 days' + g * interval '10 minutes', t.type, t.rule, 't' || (2 + g % ${TEAMS - 1}), 't' || (1 + g % ${TEAMS - 1}), 'c' || g, t.data::jsonb
           FROM generate_series(1, ${FINAL}) g,
                (VALUES ('challenge_issued', 'C1', '{}'), ('slot_accepted', 'C5', '{}'), ('result_submitted', 'M2', '{}'), ('challenge_decided', 'M1', '{"winner":"defender","reason":"played","rated":true}')) AS t(type, rule, data)`);

  if (OPEN) {
    // Open challenges between extra teams (pairs), DUE of them past their response deadline.
    await q(`INSERT INTO "Challenge"(id, "seasonId", "challengerId", "defenderId", "challengerPosition", "defenderPosition", state, "issuedAt", "respondBy", "playBy", "nextDeadlineAt")
             SELECT 'o' || g, 'bench-s1', 't' || (${TEAMS} + 2 * g), 't' || (${TEAMS} + 2 * g - 1), ${TEAMS} + 2 * g, ${TEAMS} + 2 * g - 1, 'awaiting_response',
                    now() - interval '1 day', now() + interval '2 days', now() + interval '6 days', now() + interval '2 days'
             FROM generate_series(1, ${OPEN}) g`);
    await q(`UPDATE "Challenge" SET "issuedAt" = now() - interval '4 days', "respondBy" = now() - interval '1 day', "nextDeadlineAt" = now() - interval '1 day'
             WHERE id IN (SELECT 'o' || g FROM generate_series(1, ${DUE}) g)`);
  }
  // One long transaction (a request's is capped at 30 s): 21,000 teams' positions and ratings and
  // 40,000 rating changes written by the rebuild take ~40 s on PGlite when the sweep bench adds 10,000 open challenges.
  const { prisma: seeded } = await dbHandle();
  await seeded.$transaction((tx) => rebuildFromEvents(tx as Tx, new Date()), { timeout: 600_000, maxWait: 20_000 });
  // A league that has been running has its planner statistics and visibility map. Without this,
  // PostgreSQL's autovacuum of the fresh rows starts ~10 s after the seed, inside the bench's first
  // measured routes (seen in pg_stat_user_tables, twelfth session), and the sweep bench plans on
  // empty-table estimates; PGlite runs no autovacuum at all.
  const v0 = performance.now();
  await q("VACUUM ANALYZE");
  console.log(`[bench-seed] VACUUM ANALYZE in ${(performance.now() - v0).toFixed(0)} ms`);
  const n = await q(`SELECT (SELECT count(*) FROM "Team") teams, (SELECT count(*) FROM "Challenge") challenges, (SELECT count(*) FROM "Event") events`);
  console.log(`[bench-seed] ${JSON.stringify(n.rows[0])}`);
  if (process.env.BENCH_SWEEP === "1") {
    const t0 = performance.now();
    const first = await sweepDeadlines(new Date());
    const t1 = performance.now();
    const again = await sweepDeadlines(new Date());
    const t2 = performance.now();
    console.log(
      `[bench-sweep] ${OPEN} open, ${DUE} due: applied ${first.applied} in ${(t1 - t0).toFixed(0)} ms; second sweep applied ${again.applied} in ${(t2 - t1).toFixed(0)} ms`,
    );
    console.log(`[bench-sweep-json] ${JSON.stringify({ applied: first.applied, ms: Math.round(t1 - t0), againMs: Math.round(t2 - t1) })}`);
  }
}

runScript(main);
