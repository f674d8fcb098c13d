// npm run soak (issue 11): two app instances on one PostgreSQL (LADDER_BENCH_PG_URL, else
// LADDER_TEST_PG_URL, else the local test server), 100 teams, 10 parallel API clients playing
// 4 league weeks of challenges through both instances with the clock override (issue, answer,
// choose, reschedule, check in, report, confirm, appeal, concede), then `verify`. Prints the 5xx
// count, lost writes (events expected vs stored) and p95 per operation; exits 1 when any is off
// budget (0 × 5xx, 0 lost, verify clean; revision 4: ≥ 80 writes/s at saturation, or with SOAK_RATE=30
// an open loop whose p95 of writes is ≤ 100 ms). Needs a build.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import pg from "pg";
import { serve } from "./lib/serve";
import { createScratchDatabase } from "./lib/pg-database";
import { Api } from "./lib/api-client";
import { hashPassword } from "@/lib/auth/password";
import { seededRandom } from "@/lib/seeded-random";
import { describeHost, probeHost } from "./lib/host-probe";

const PG_ADMIN = process.env.LADDER_BENCH_PG_URL ?? process.env.LADDER_TEST_PG_URL ?? "postgresql://ladder:ladder@127.0.0.1:5432/postgres";
const TEAMS = Number(process.env.SOAK_TEAMS ?? 100);
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 10); // the budget: 10 (fewer only to see service times)
const WEEKS = Number(process.env.SOAK_WEEKS ?? 4);
/**
 * Budgets.md revision 4: SOAK_RATE=30 offers a fixed load of 30 writes per second (open loop: each
 * write is sent at its own time slot whether or not the earlier ones have been answered, and every
 * pending item of a phase runs at once), instead of 10 clients with no think time (saturation).
 */
const RATE = Number(process.env.SOAK_RATE ?? 0);
const PASSWORD = "soak-pass-1234";
const H = 3_600_000;
const START = Date.parse("2027-09-07T04:00:00Z"); // a Tuesday noon, league time

type Sample = { op: string; ms: number; status: number };
const samples: Sample[] = [];
const expected: { challengeId: string; type: string }[] = [];
const EVENT_OF: Record<string, string> = {
  issue: "challenge_issued",
  accept: "slot_accepted",
  counter: "slots_countered",
  choose: "slot_chosen",
  reschedule: "reschedule_proposed",
  reschedule_accept: "reschedule_accepted",
  check_in: "checked_in",
  result: "result_submitted",
  confirm: "result_confirmed",
  appeal: "result_appealed",
  concede: "challenge_conceded",
};

/** Busy CPU time of the whole machine so far (Linux /proc/stat, all cores). */
function machineCpuMs(): number {
  try {
    const [, user, nice, system, , , irq, softirq, steal] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
    return ((user + nice + system + irq + softirq + steal) * 1000) / 100;
  } catch {
    return NaN;
  }
}

/** Page faults of the whole machine so far (Linux /proc/vmstat): each costs ~11 µs on this host. */
function machinePageFaults(): number {
  try {
    return Number(/^pgfault (\d+)$/m.exec(readFileSync("/proc/vmstat", "utf8"))?.[1] ?? NaN);
  } catch {
    return NaN;
  }
}

async function main() {
  // The machine the figures come from (scripts/lib/host-probe.ts), before anything else runs.
  const host = probeHost();
  console.log(describeHost(host));
  const scratch = await createScratchDatabase(PG_ADMIN, "ladder_soak");
  const url = new URL(scratch.url);
  const env = {
    DATABASE_URL: scratch.url,
    LADDER_ADMIN_EMAIL: "admin@soak.club",
    LADDER_ADMIN_PASSWORD: "soak-admin-1234",
    LADDER_SWEEP_INTERVAL_SECONDS: "0",
  };
  const a = await serve({ prepare: ["scripts/migrate.ts"], env });
  const b = await serve({ env });
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  try {
    // The league, written directly (500 bcrypt hashes through the API would be the slow part).
    const hash = await hashPassword(PASSWORD);
    await db.query(
      `INSERT INTO "User"(id, email, name, "passwordHash", role, locale, "createdAt") SELECT 'su' || t || '_' || m, 's' || t || '.' || m || '@soak.club', 'Soak ' || t || '-' || m, $1, 'member', 'en', now() FROM generate_series(1, ${TEAMS}) t, generate_series(0, 4) m`,
      [hash],
    );
    await db.query(
      `INSERT INTO "User"(id, email, name, "passwordHash", role, locale, "createdAt") VALUES ('sref', 'referee@soak.club', 'Referee', $1, 'referee', 'en', now())`,
      [hash],
    );
    await db.query(
      `INSERT INTO "Team"(id, name, status, "captainId", "createdAt") SELECT 'st' || t, 'Soak team ' || t, 'approved', 'su' || t || '_0', now() FROM generate_series(1, ${TEAMS}) t`,
    );
    await db.query(
      `INSERT INTO "TeamMember"("userId", "teamId", "joinedAt") SELECT 'su' || t || '_' || m, 'st' || t, now() FROM generate_series(1, ${TEAMS}) t, generate_series(0, 4) m`,
    );
    const order = Array.from({ length: TEAMS }, (_, i) => `st${i + 1}`);
    const apiA = new Api(a.url);
    const apiB = new Api(b.url);
    const boss = await apiA.as("admin@soak.club", "soak-admin-1234");
    await boss.call("POST", "/admin/clock", { now: new Date(START - 7 * 24 * H).toISOString() });
    if ((await boss.call("PUT", "/ladder", { order })).status !== 200) throw new Error("initial ladder");
    // Each captain's token, half issued through each instance; requests alternate A/B afterwards.
    const captain = new Map<string, Api[]>();
    for (let t = 1; t <= TEAMS; t++) {
      const viaA = await apiA.as(`s${t}.0@soak.club`, PASSWORD);
      const viaB = Object.assign(new Api(b.url), { token: viaA.token });
      captain.set(`st${t}`, [viaA, viaB]);
    }
    const referee = await apiB.as("referee@soak.club", PASSWORD);
    let flip = 0;
    // Open loop: the next free send slot (RATE per second), reserved by each write before it is sent.
    let nextSlot = 0;
    const pace = async () => {
      if (!RATE) return;
      const now = performance.now();
      const slot = Math.max(now, nextSlot);
      nextSlot = slot + 1000 / RATE;
      if (slot > now) await new Promise((r) => setTimeout(r, slot - now));
    };
    const call = async (op: string, teamId: string, method: string, path: string, body?: unknown, challengeId?: string) => {
      const api = captain.get(teamId)![flip++ % 2];
      await pace();
      const t0 = performance.now();
      const r = await api.call(method, path, body);
      samples.push({ op, ms: performance.now() - t0, status: r.status });
      if (r.status < 300 && EVENT_OF[op]) expected.push({ challengeId: challengeId ?? r.body?.id, type: EVENT_OF[op] });
      return r;
    };
    const clock = async (ms: number) => {
      await boss.call("POST", "/admin/clock", { now: new Date(ms).toISOString() });
      await boss.call("POST", "/admin/sweep");
    };
    const random = seededRandom(11);
    const members = (teamId: string) => [0, 1, 2, 3].map((m) => `su${teamId.slice(2)}_${m}`);
    const parallel = async <T>(items: T[], fn: (x: T) => Promise<unknown>) => {
      if (RATE) return void (await Promise.all(items.map(fn))); // open loop: the pacing sets the load
      const lanes = Array.from({ length: CLIENTS }, (_, i) => items.filter((_, j) => j % CLIENTS === i));
      await Promise.all(
        lanes.map(async (lane) => {
          for (const x of lane) await fn(x);
        }),
      );
    };
    const cpu0 = a.cpuMs() + b.cpuMs();
    const own0 = process.cpuUsage();
    const machine0 = machineCpuMs();
    const faults0 = machinePageFaults();
    const wall0 = performance.now();
    for (let week = 0; week < WEEKS; week++) {
      const tue = START + week * 7 * 24 * H;
      await clock(tue);
      const ladder = (await apiB.call("GET", "/ladder?limit=all")).body.entries as { position: number; team: { id: string }; mayChallenge: number[] }[];
      const byPos = new Map(ladder.map((e) => [e.position, e.team.id]));
      const wed = tue + 24 * H + 8 * H; // Wed 20:00 league time
      const slots = [0, 1, 2, 5].map((d) => new Date(wed + d * 24 * H).toISOString());
      const counter = [0, 1, 2, 5].map((d) => new Date(wed + d * 24 * H + H).toISOString());
      const open: { id: string; c: string; d: string; mode: string }[] = [];
      // 10 clients issue at once: races for the same defender end in 409 (C2), never a 5xx.
      await parallel(
        ladder.filter((e) => e.mayChallenge.length),
        async (e) => {
          const d = byPos.get(e.mayChallenge[Math.floor(random() * e.mayChallenge.length)])!;
          const r = await call("issue", e.team.id, "POST", "/challenges", { defenderId: d, slots });
          const roll = random();
          if (r.status === 201)
            open.push({ id: r.body.id, c: e.team.id, d, mode: roll < 0.1 ? "concede" : roll < 0.35 ? "counter" : roll < 0.45 ? "reschedule" : "accept" });
        },
      );
      await clock(tue + 2 * H);
      await parallel(open, async (o) => {
        if (o.mode === "counter") {
          await call("counter", o.d, "POST", `/challenges/${o.id}/counter`, { slots: counter }, o.id);
          await call("choose", o.c, "POST", `/challenges/${o.id}/choose`, { slot: counter[0] }, o.id);
        } else {
          await call("accept", o.d, "POST", `/challenges/${o.id}/accept`, { slot: slots[0] }, o.id);
        }
        if (o.mode === "concede") await call("concede", o.c, "POST", `/challenges/${o.id}/concede`, undefined, o.id);
        if (o.mode === "reschedule") {
          await call("reschedule", o.c, "POST", `/challenges/${o.id}/reschedule`, { at: new Date(wed + 30 * 60_000).toISOString() }, o.id);
          await call("reschedule_accept", o.d, "POST", `/challenges/${o.id}/reschedule/accept`, undefined, o.id);
        }
      });
      const played = open.filter((o) => o.mode !== "concede");
      // C11: both sides check in within the hour around their own start (10 min before it), earliest
      // start first: accepted at Wed 20:00, rescheduled to 20:30, counter-proposed 21:00.
      const startOf = (o: { mode: string }) => wed + (o.mode === "counter" ? H : o.mode === "reschedule" ? H / 2 : 0);
      for (const start of [...new Set(played.map(startOf))].sort((x, y) => x - y)) {
        await clock(start - 10 * 60_000);
        await parallel(
          played.filter((o) => startOf(o) === start),
          async (o) => {
            await call("check_in", o.c, "POST", `/challenges/${o.id}/check-in`, undefined, o.id);
            await call("check_in", o.d, "POST", `/challenges/${o.id}/check-in`, undefined, o.id);
          },
        );
      }
      await clock(wed + 4 * H);
      await parallel(played, async (o) => {
        const ci = 10 + Math.floor(random() * 50);
        const di = 10 + Math.floor(random() * 50);
        await call(
          "result",
          o.c,
          "POST",
          `/challenges/${o.id}/result`,
          { challengerImps: ci, defenderImps: di, lineup: { challenger: members(o.c), defender: members(o.d) } },
          o.id,
        );
        if (random() < 0.08) await call("appeal", o.d, "POST", `/challenges/${o.id}/appeal`, { reason: "board 3 entered the wrong way round" }, o.id);
        else await call("confirm", o.d, "POST", `/challenges/${o.id}/confirm`, undefined, o.id);
      });
      // The referee rules on the week's appeals (upholding them).
      const cases = ((await referee.call("GET", "/cases")).body.cases ?? []) as { id: string }[];
      for (const c of cases) await referee.call("POST", `/cases/${c.id}/ruling`, { kind: "uphold", reason: "the hand records confirm the result" });
      console.log(`week ${week + 1}: ${open.length} challenges issued, ${played.length} played`);
    }
    await clock(START + WEEKS * 7 * 24 * H);
    // The instances' CPU per write of the league weeks (clock moves and sweeps included): a figure
    // that queueing does not blur, to compare changes by.
    const cpuPerWrite = (a.cpuMs() + b.cpuMs() - cpu0) / samples.length;
    const own = process.cpuUsage(own0);
    const wallS = (performance.now() - wall0) / 1000;
    console.log(
      `CPU per write: instances ${cpuPerWrite.toFixed(1)} ms, load generator ${((own.user + own.system) / 1000 / samples.length).toFixed(1)} ms, whole machine (PostgreSQL and the kernel too) ${((machineCpuMs() - machine0) / samples.length).toFixed(1)} ms; ${samples.length} writes in ${wallS.toFixed(1)} s (${(samples.length / wallS).toFixed(0)} per second); page faults per write (whole machine) ${((machinePageFaults() - faults0) / samples.length).toFixed(0)}`,
    );

    // Lost writes: every successful call's event must be in the log.
    const stored = new Set<string>();
    for (const id of new Set(expected.map((e) => e.challengeId))) {
      const c = (await apiA.call("GET", `/challenges/${id}`)).body as { events: { type: string }[] };
      for (const e of c.events) stored.add(`${id}:${e.type}`);
    }
    const lost = expected.filter((e) => !stored.has(`${e.challengeId}:${e.type}`)).length;
    const fivexx = samples.filter((s) => s.status >= 500).length;
    const p95 = (xs: number[]) => (xs.length ? [...xs].sort((x, y) => x - y)[Math.floor(xs.length * 0.95)] : 0);
    const ops = [...new Set(samples.map((s) => s.op))];
    console.log("\noperation          calls   2xx   4xx   5xx   p95 ms");
    for (const op of ops) {
      const s = samples.filter((x) => x.op === op);
      console.log(
        `${op.padEnd(18)} ${String(s.length).padStart(5)} ${String(s.filter((x) => x.status < 300).length).padStart(5)} ${String(s.filter((x) => x.status >= 400 && x.status < 500).length).padStart(5)} ${String(s.filter((x) => x.status >= 500).length).padStart(5)}  ${p95(
          s.map((x) => x.ms),
        )
          .toFixed(1)
          .padStart(7)}`,
      );
    }
    const writesP95 = p95(samples.map((s) => s.ms));
    await a.stop({ keepData: true });
    await b.stop({ keepData: true });
    const v = spawnSync(process.execPath, ["--import", "tsx", "scripts/verify.ts"], {
      env: { ...process.env, DATABASE_URL: url.toString() },
      encoding: "utf8",
    });
    const clean = v.status === 0 && /no difference/.test(v.stdout);
    console.log(`\n${v.stdout.trim()}`);
    console.log(
      `\n5xx: ${fivexx} · lost writes: ${lost} of ${expected.length} · p95 of writes: ${writesP95.toFixed(1)} ms · app CPU per write: ${cpuPerWrite.toFixed(1)} ms · verify: ${clean ? "clean" : "DIFFERENCES"}`,
    );
    console.log(
      JSON.stringify({
        soak: {
          calls: samples.length,
          fivexx,
          lost,
          expected: expected.length,
          writesP95Ms: Number(writesP95.toFixed(1)),
          mode: RATE ? `open loop, ${RATE} writes/s offered` : `closed loop, ${CLIENTS} clients, no think time`,
          appCpuPerWriteMs: Number(cpuPerWrite.toFixed(1)),
          writesPerSecond: Number((samples.length / wallS).toFixed(1)),
          verifyClean: clean,
        },
        host,
      }),
    );
    // Budgets.md revision 4: at saturation (closed loop) ≥ 80 writes/s on 2 cores; at a fixed offered
    // load of 30 writes/s (open loop) p95 of writes ≤ 100 ms. Always: no 5xx, no lost write, verify clean.
    const offBudget = RATE ? writesP95 > 100 : samples.length / wallS < 80;
    if (fivexx || lost || !clean || offBudget) process.exitCode = 1;
  } finally {
    await db.end();
    await a.stop();
    await b.stop();
    await scratch.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
