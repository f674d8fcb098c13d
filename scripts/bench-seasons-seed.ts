// budgets.md revision 4, "several ladders and seasons" (issue 40): a site of BENCH_LADDERS ladders of
// BENCH_TEAMS teams, each with BENCH_SEASONS closed seasons of history and a running one, each season
// BENCH_SEASON_FINAL final challenges per ladder (4 events each: ≈ 200,000 events for 10 ladders ×
// 10 seasons × 500), closed and started through the real services ladder by ladder (each close
// builds its archive from the stored ladder and board, rebuilt from the events first). It times, on
// this database: each close, each next start (ratings regressed by half toward the start, so every
// rating row of the ladder is written), and `verify` of the whole site (every ladder's events
// replayed, every season's archive checked). Ends with one "[bench-seasons-json]" line.
import { dbHandle, db, type Tx } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate-database";
import { getLeague } from "@/lib/services/league/league";
import { rebuildFromEvents, verifyLeague } from "@/lib/services/league/verify";
import { closeSeason, startNextSeason } from "@/lib/services/league/season-admin";
import { latestSeason } from "@/lib/services/league/seasons";
import { createLadder } from "@/lib/services/league/ladders";
import { leagueDay } from "@/lib/domain/schedule/window";
import { freezeClock } from "@/lib/clock";
import { runScript } from "./lib/run";

const LADDERS = Number(process.env.BENCH_LADDERS ?? 10);
/** Teams per ladder. */
const TEAMS = Number(process.env.BENCH_TEAMS ?? 100);
const SEASONS = Number(process.env.BENCH_SEASONS ?? 10);
/** Final challenges per ladder and season (500 × 10 ladders × 10 seasons × 4 events ≈ 200,000). */
const PER_SEASON = Number(process.env.BENCH_SEASON_FINAL ?? 500);
const DAY = 86_400_000;
const SEASON_DAYS = 30;
/** The first season starts here; each lasts 30 days, the next starts the day after. */
const T0 = Date.UTC(2025, 0, 6, 4);

async function main() {
  await migrateDatabase();
  const { pool } = await dbHandle();
  const q = (sql: string, params: unknown[] = []) => pool.query(sql, params);
  freezeClock(new Date(T0));
  await getLeague(await db()); // the default ladder and its first season (S6), on T0's day
  await q(`UPDATE "League" SET name = 'Bench league' WHERE id = 1`);
  const ALL = LADDERS * TEAMS;
  await q(`INSERT INTO "User"(id, email, name, "passwordHash", role, locale, "createdAt")
           SELECT 'u' || g, 'u' || g || '@bench.club', '队员 ' || g, '$2b$10$abcdefghijklmnopqrstuv', 'member', 'zh-CN', now() FROM generate_series(1, ${ALL}) g`);
  await q(
    `INSERT INTO "User"(id, email, name, "passwordHash", role, locale, "createdAt") VALUES ('admin', 'admin@bench.club', 'Admin', 'x', 'admin', 'zh-CN', now())`,
  );
  const admin = { id: "admin", role: "admin" as const, teams: [], teamId: null, captainOf: null, name: "Admin", locale: "zh-CN" };
  // S2: ladder 1 is the default ("main"); ladders 2… are made by the admin (each with its first season).
  for (let l = 2; l <= LADDERS; l++) await createLadder(admin, { slug: `l${l}`, name: { "zh-CN": `第 ${l} 组`, en: `Group ${l}` } }, new Date(T0));
  // Team g plays in ladder ceil(g / TEAMS), at its place there.
  const ladderOf = `((g - 1) / ${TEAMS} + 1)`;
  await q(
    `INSERT INTO "Team"(id, name, status, "captainId", "createdAt", "leagueId") SELECT 't' || g, '队伍 ' || g, 'approved', 'u' || g, now(), ${ladderOf} FROM generate_series(1, ${ALL}) g`,
  );
  await q(
    `INSERT INTO "TeamMember"("userId", "teamId", "leagueId", "joinedAt") SELECT 'u' || g, 't' || g, ${ladderOf}, now() FROM generate_series(1, ${ALL}) g`,
  );
  await q(
    `INSERT INTO "LadderEntry"("teamId", "leagueId", position, since) SELECT 't' || g, ${ladderOf}, (g - 1) % ${TEAMS} + 1, now() FROM generate_series(1, ${ALL}) g`,
  );
  await q(
    `INSERT INTO "TeamRating"("teamId", rating, "ratedMatches", wins, losses, "updatedAt") SELECT 't' || g, 1600, 0, 0, 0, now() FROM generate_series(1, ${ALL}) g`,
  );
  for (let l = 1; l <= LADDERS; l++)
    await q(
      `INSERT INTO "Event"(at, type, rule, data, "leagueId") VALUES ($1, 'ladder_set', 'T2', jsonb_build_object('order', (SELECT jsonb_agg('t' || g ORDER BY g) FROM generate_series(${(l - 1) * TEAMS + 1}, ${l * TEAMS}) g)), ${l})`,
      [new Date(T0)],
    );
  const timings = { closeMs: [] as number[], startMs: [] as number[] };
  const t00 = performance.now();
  for (let s = 1; s <= SEASONS + 1; s++) {
    const from = T0 + (s - 1) * (SEASON_DAYS + 1) * DAY;
    const end = new Date(from + SEASON_DAYS * DAY);
    for (let l = 1; l <= LADDERS; l++) {
      const season = (await latestSeason(await db(), l))!;
      // The season's final challenges between neighbours of the ladder, a third won by the challenger (a swap).
      const n = s <= SEASONS ? PER_SEASON : Math.floor(PER_SEASON / 5);
      const base = ((s - 1) * LADDERS + (l - 1)) * PER_SEASON;
      const off = (l - 1) * TEAMS;
      const step = Math.floor(((SEASON_DAYS - 2) * DAY) / n);
      const at = (extra: string) => `to_timestamp(${from / 1000} + g * ${step / 1000}${extra})`;
      await q(
        `INSERT INTO "Challenge"(id, "challengerId", "defenderId", "challengerPosition", "defenderPosition", state, "issuedAt", "respondBy", "playBy", "outcomeWinner", "outcomeReason", "finalAt", "decidedAt", "holdsLock", "seasonId", "leagueId")
               SELECT 'c' || (${base} + g), 't' || (${off} + 2 + g % ${TEAMS - 1}), 't' || (${off} + 1 + g % ${TEAMS - 1}), 2 + g % ${TEAMS - 1}, 1 + g % ${TEAMS - 1}, 'final',
                      ${at("")}, ${at(" + 259200")}, ${at(" + 604800")},
                      CASE WHEN g % 3 = 0 THEN 'challenger'::"Side" ELSE 'defender'::"Side" END, 'played', ${at(" + 3600")}, ${at(" + 3600")}, false, $1, ${l}
               FROM generate_series(1, ${n}) g`,
        [season.id],
      );
      await q(`INSERT INTO "Event"(at, type, rule, "teamId", "otherTeamId", "challengeId", data, "leagueId")
               SELECT ${at(" + t.k * 900")}, t.type, t.rule, 't' || (${off} + 2 + g % ${TEAMS - 1}), 't' || (${off} + 1 + g % ${TEAMS - 1}), 'c' || (${base} + g),
                      CASE WHEN t.type = 'challenge_decided' THEN jsonb_build_object('winner', CASE WHEN g % 3 = 0 THEN 'challenger' ELSE 'defender' END, 'reason', 'played', 'rated', true) ELSE '{}'::jsonb END, ${l}
               FROM generate_series(1, ${n}) g,
                    (VALUES (0, 'challenge_issued', 'C1'), (1, 'slot_accepted', 'C5'), (2, 'result_submitted', 'M2'), (3, 'challenge_decided', 'M1')) AS t(k, type, rule)
               ORDER BY 1`);
      // The stored ladder and board as the events make them (what the services keep as they go).
      const { prisma } = await dbHandle();
      await prisma.$transaction((tx) => rebuildFromEvents(tx as Tx, end, undefined, undefined, l), { timeout: 600_000, maxWait: 20_000 });
      if (s > SEASONS) continue; // the running season
      freezeClock(end);
      let t0 = performance.now();
      await closeSeason(admin, season.id, end);
      timings.closeMs.push(performance.now() - t0);
      const startsOn = leagueDay(new Date(end.getTime() + DAY), "Asia/Shanghai");
      const endsOn = leagueDay(new Date(end.getTime() + (SEASON_DAYS + 1) * DAY), "Asia/Shanghai");
      t0 = performance.now();
      await startNextSeason(admin, { name: `第 ${s + 1} 赛季`, startsOn, endsOn, ratingPolicy: "regress", regressFraction: 0.5 }, end, l);
      timings.startMs.push(performance.now() - t0);
    }
    if (s <= SEASONS)
      console.log(
        `[bench-seasons] season ${s}: ${LADDERS} ladders × ${PER_SEASON} challenges; closed in ≤ ${Math.max(...timings.closeMs.slice(-LADDERS)).toFixed(0)} ms, the next started in ≤ ${Math.max(...timings.startMs.slice(-LADDERS)).toFixed(0)} ms`,
      );
  }
  console.log(`[bench-seasons] seeded in ${((performance.now() - t00) / 1000).toFixed(0)} s`);
  await q("VACUUM ANALYZE");
  const counts = (
    await q(
      `SELECT (SELECT count(*) FROM "Event")::int events, (SELECT count(*) FROM "Season")::int seasons, (SELECT count(*) FROM "Challenge")::int challenges`,
    )
  ).rows[0];
  // The whole site's replay and verify (every season's archive against the replay at its close).
  const v0 = performance.now();
  const v = await verifyLeague();
  const verifyMs = performance.now() - v0;
  // An archived season of the last ladder (the reads are timed on a ladder other than the default).
  const archived = (await q(`SELECT id FROM "Season" WHERE number = ${Math.ceil(SEASONS / 2)} AND "leagueId" = ${LADDERS}`)).rows[0].id as string;
  const max = (xs: number[]) => Math.max(...xs);
  console.log(
    `[bench-seasons] ${counts.events} events, ${counts.seasons} seasons, ${counts.challenges} challenges: close ≤ ${max(timings.closeMs).toFixed(0)} ms, start ≤ ${max(timings.startMs).toFixed(0)} ms, verify ${verifyMs.toFixed(0)} ms (${v.differences.length} differences, ${v.seasons} archives)`,
  );
  console.log(
    `[bench-seasons-json] ${JSON.stringify({
      events: counts.events,
      seasons: counts.seasons,
      seasonCloseMaxMs: Math.round(max(timings.closeMs)),
      seasonStartMaxMs: Math.round(max(timings.startMs)),
      siteVerifyMs: Math.round(verifyMs),
      verifyDifferences: v.differences.length,
      archived,
      ladder: LADDERS > 1 ? `l${LADDERS}` : "main",
      team: `t${LADDERS * TEAMS - TEAMS / 2}`,
    })}`,
  );
}

runScript(main);
