// npm run season: a whole season through the JSON API with the clock override, on a fresh
// embedded database served by the production build (run `npm run build` first). A new league of
// 8 teams is set up through the API; then, week after week, captains challenge within the step
// table, answer (accept or counter), move an agreed time by agreement (C16), check in, report and
// confirm; some defenders never answer (C7 forfeit by the sweep), some captains concede (C17), one
// defender never shows up while the challenger checked in (C8 by check-ins: the defender forfeits),
// and one result is appealed and corrected by a referee (M2, L4). Rules revision 3: every captain
// names a deputy, and deputies answer challenges (T6); an in-match claim is dismissed by a referee
// and the match is reported as usual (R4); a defender concedes after the start (a rated loss, C17);
// a team is withdrawn mid-season and returns at the bottom (T7, T1). Rules revision 4, after the
// season: a pretext claim, a split claim and appeal, a rematch beside an incoming challenge and a
// rating setting changed between results (scripts/lib/season-revision4.ts). Prints the final ladder and
// rating board; any rerun with the same seed prints the same season.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { serve } from "./lib/serve";
import { Api, type Answer } from "./lib/api-client";
import { seededRandom } from "@/lib/seeded-random";
import { revision4Episodes } from "./lib/season-revision4";

const WEEKS = Number(process.env.SEASON_WEEKS ?? 10);
const TEAMS = ["黑土神鸭", "月光桥影", "江湖夜雨", "东方明珠", "长城飞将", "西湖印月", "黄山松客", "珠江潮声"];
const START = new Date("2027-01-05T04:00:00Z"); // Tuesday 12:00 league time
const H = 3_600_000;

const random = seededRandom(Number(process.env.SEASON_SEED ?? 7));
const iso = (ms: number) => new Date(ms).toISOString();

async function main() {
  const served = await serve({ prepare: ["scripts/migrate.ts"], env: { LADDER_ADMIN_EMAIL: "admin@season.club", LADDER_ADMIN_PASSWORD: "season-admin-1" } });
  const base = new Api(served.url);
  try {
    const admin = await base.as("admin@season.club", "season-admin-1");
    const must = async (r: Promise<Answer>, what: string) => {
      const x = await r;
      if (x.status >= 300) throw new Error(`${what}: ${x.status} ${JSON.stringify(x.body)}`);
      return x.body;
    };
    const clock = (ms: number) => must(admin.call("POST", "/admin/clock", { now: iso(ms) }), "clock");
    await clock(START.getTime() - 7 * 24 * H);

    // League setup through the API (T1, T2).
    const captains = new Map<string, Api>();
    const deputies = new Map<string, Api>();
    const members = new Map<string, string[]>();
    for (const [i, name] of TEAMS.entries()) {
      const ids: string[] = [];
      for (let m = 0; m < 5; m++)
        ids.push(
          (await must(admin.call("POST", "/users", { email: `s${i}m${m}@season.club`, name: `${name}${m + 1}`, password: "season-pass-1" }), "user")).id,
        );
      const team = await must(admin.call("POST", "/teams", { name, captainId: ids[0], memberIds: ids }), "team");
      captains.set(team.id, await base.as(`s${i}m0@season.club`, "season-pass-1"));
      members.set(team.id, ids);
      // T6: the captain names a deputy, who answers challenges for the team.
      await must(captains.get(team.id)!.call("PUT", `/teams/${team.id}/deputies`, { userIds: [ids[1]] }), "deputies");
      deputies.set(team.id, await base.as(`s${i}m1@season.club`, "season-pass-1"));
    }
    const deputyIds = new Set([...members.values()].map((ids) => ids[1]));
    let withdrawn: string | null = null;

    await must(admin.call("POST", "/users", { email: "referee@season.club", name: "裁判", password: "whistle-and-board-27", role: "referee" }), "referee");
    const referee = await base.as("referee@season.club", "whistle-and-board-27");
    let issued = 0;
    let appealed = false;

    for (let week = 0; week < WEEKS; week++) {
      const tuesday = START.getTime() + week * 7 * 24 * H;
      await clock(tuesday);
      await must(admin.call("POST", "/admin/sweep"), "sweep");
      const ladder = (await must(base.call("GET", "/ladder"), "ladder")).entries as { position: number; team: { id: string }; mayChallenge: number[] }[];
      const byPos = new Map(ladder.map((e) => [e.position, e.team.id]));
      const busy = new Set<string>();
      const open: { id: string; c: string; d: string; mode: string }[] = [];
      for (const e of [...ladder].reverse()) {
        if (busy.has(e.team.id) || !e.mayChallenge.length || random() < 0.2) continue;
        const free = e.mayChallenge.filter((p) => !busy.has(byPos.get(p)!));
        if (!free.length) continue;
        const d = byPos.get(free[Math.floor(random() * free.length)])!;
        // Wed, Thu, Fri 20:00 and Mon 19:00 league time (UTC+8).
        const slots = [1, 2, 3, 6].map((day) => iso(tuesday + day * 24 * H + (day === 6 ? 7 : 8) * H));
        const r = await captains.get(e.team.id)!.call("POST", "/challenges", { defenderId: d, slots });
        if (r.status !== 201) continue;
        issued++;
        busy.add(e.team.id).add(d);
        const roll = random();
        const mode =
          roll < 0.1
            ? "no-answer"
            : roll < 0.33
              ? "counter"
              : roll < 0.43
                ? "reschedule"
                : roll < 0.5
                  ? "concede"
                  : roll < 0.55
                    ? "no-show"
                    : roll < 0.62
                      ? "concede-late"
                      : roll < 0.7
                        ? "claim"
                        : "accept";
        open.push({ id: r.body.id, c: e.team.id, d, mode });
      }
      await clock(tuesday + 2 * H);
      for (const [n, o] of open.entries()) {
        // T6: every other answer comes from the defender's deputy.
        const dc = (n % 2 ? deputies : captains).get(o.d)!;
        if (o.mode !== "no-answer" && o.mode !== "counter")
          await must(dc.call("POST", `/challenges/${o.id}/accept`, { slot: iso(tuesday + 24 * H + 8 * H) }), "accept");
        // C16: the challenger asks for Thursday 21:00 instead; the defender agrees.
        if (o.mode === "reschedule") {
          await must(captains.get(o.c)!.call("POST", `/challenges/${o.id}/reschedule`, { at: iso(tuesday + 2 * 24 * H + 9 * H) }), "reschedule");
          await must(dc.call("POST", `/challenges/${o.id}/reschedule/accept`), "reschedule accept");
        }
        // C17: the defender concedes rather than play.
        if (o.mode === "concede") await must(dc.call("POST", `/challenges/${o.id}/concede`), "concede");
        if (o.mode === "counter") {
          const counter = [1, 2, 3, 6].map((day) => iso(tuesday + day * 24 * H + (day === 6 ? 7.5 : 8.5) * H));
          await must(dc.call("POST", `/challenges/${o.id}/counter`, { slots: counter }), "counter");
          await must(captains.get(o.c)!.call("POST", `/challenges/${o.id}/choose`, { slot: counter[1] }), "choose");
        }
      }
      // Play: Thursday night covers both agreed times; then report and confirm (or let 48 h pass).
      await clock(tuesday + 2 * 24 * H + 8.5 * H);
      const played = open.filter((x) => x.mode === "accept" || x.mode === "counter" || x.mode === "reschedule" || x.mode === "claim");
      for (const o of played) {
        await captains.get(o.d)!.call("POST", `/challenges/${o.id}/check-in`);
      }
      // C17 (revision 3): the match began on Wednesday; the defender concedes on Thursday: a rated loss.
      for (const o of open.filter((x) => x.mode === "concede-late"))
        await must(captains.get(o.d)!.call("POST", `/challenges/${o.id}/concede`), "late concession");
      // R4: an in-match claim (M5) the referee finds unfounded is dismissed; the match is reported as usual.
      for (const o of open.filter((x) => x.mode === "claim")) {
        const claim = await must(
          captains.get(o.d)!.call("POST", `/challenges/${o.id}/claims`, { kind: "in_match", reason: "第 3 副掉线后对方改变了打法" }),
          "claim",
        );
        await must(referee.call("POST", `/cases/${claim.caseId}/ruling`, { kind: "dismiss", reason: "比赛房间记录显示没有掉线" }), "dismiss");
      }
      // C8 by check-ins: only the challenger checks in (Wednesday 20:05); the defender never shows.
      await clock(tuesday + 24 * H + 8 * H + 5 * 60_000);
      for (const o of open.filter((x) => x.mode === "no-show")) await must(captains.get(o.c)!.call("POST", `/challenges/${o.id}/check-in`), "check-in");
      await clock(tuesday + 2 * 24 * H + 8.5 * H);
      await clock(tuesday + 2 * 24 * H + 12 * H);
      for (const o of played) {
        const lineup = { challenger: members.get(o.c)!.slice(0, 4), defender: members.get(o.d)!.slice(0, 4) };
        const ci = Math.floor(random() * 60) + 5;
        const di = Math.floor(random() * 60) + 5;
        await must(captains.get(o.c)!.call("POST", `/challenges/${o.id}/result`, { challengerImps: ci, defenderImps: di, lineup }), "result");
        if (!appealed && week >= 2 && ci > di) {
          // M2: the defender appeals; the referee finds the totals swapped and corrects them (L4 rebuild).
          appealed = true;
          await must(captains.get(o.d)!.call("POST", `/challenges/${o.id}/appeal`, { reason: "两个房间的 IMP 记反了" }), "appeal");
          const c = await must(base.call("GET", `/challenges/${o.id}`), "challenge");
          const caseId = (c.cases as { id: string; kind: string }[]).find((k) => k.kind === "appeal")!.id;
          await must(
            referee.call("POST", `/cases/${caseId}/ruling`, { kind: "replace", challengerImps: di, defenderImps: ci, reason: "牌谱核实：IMP 记反" }),
            "ruling",
          );
          console.log(`  appeal on #${c.number}: ${ci}:${di} corrected to ${di}:${ci}`);
        } else if (random() < 0.75) await must(captains.get(o.d)!.call("POST", `/challenges/${o.id}/confirm`), "confirm");
      }
      // Saturday: the 48 h confirmations and the unanswered challenges' C7 deadlines have passed.
      await clock(tuesday + 5 * 24 * H);
      await must(admin.call("POST", "/admin/sweep"), "sweep");
      // T7: after week 4 the team at the bottom disbands (its open challenges end as its
      // concessions); after week 6 it registers again and joins at the bottom.
      if (week === 3) {
        const bottom = ((await must(base.call("GET", "/ladder"), "ladder")).entries as { team: { id: string; name: string } }[]).at(-1)!.team;
        await must(admin.call("POST", `/teams/${bottom.id}/withdraw`, { reason: "队员出国，暂停参赛" }), "withdraw");
        withdrawn = bottom.id;
        console.log(`  ${bottom.name} withdrawn (T7)`);
      }
      if (week === 5 && withdrawn) {
        await must(admin.call("POST", `/teams/${withdrawn}/approve`), "approve");
        console.log("  the withdrawn team is back at the bottom (T1, T2)");
      }
      console.log(`week ${week + 1}: ${open.length} challenge(s) (${open.map((o) => o.mode).join(", ")})`);
    }

    // The last week's matches reach their deadlines (C8 by check-ins, M2 finalisation).
    await clock(START.getTime() + WEEKS * 7 * 24 * H);
    await must(admin.call("POST", "/admin/sweep"), "sweep");
    // Rules revision 4, one episode a week after the season (scripts/lib/season-revision4.ts).
    await revision4Episodes({ start: START.getTime() + WEEKS * 7 * 24 * H, base, admin, referee, captains, members, clock, must });
    await clock(START.getTime() + (WEEKS + 6) * 7 * 24 * H);
    await must(admin.call("POST", "/admin/sweep"), "sweep");
    const closed = (await must(base.call("GET", "/challenges?state=closed&limit=500"), "list")).challenges as { id: string; outcome: { reason: string } }[];
    const reasons = closed.reduce<Record<string, number>>((m, c) => ((m[c.outcome.reason] = (m[c.outcome.reason] ?? 0) + 1), m), {});
    const events = (await must(base.call("GET", "/events?limit=5000"), "events")) as {
      events: { type: string; rule: string | null; by: string | null; data: Record<string, unknown> }[];
    };
    const count = (type: string, rule?: string) => events.events.filter((e) => e.type === type && (!rule || e.rule === rule)).length;
    console.log(`\n${issued} challenges issued, ${closed.length} final: ${JSON.stringify(reasons)}`);
    console.log(
      `reschedules agreed (C16): ${count("reschedule_accepted", "C16")}, concessions (C17): ${count("challenge_conceded", "C17")}, appeals (M2): ${count("result_appealed", "M2")}, outcomes revised (L4): ${count("outcome_revised", "L4")}, C8 forfeits by check-ins: ${count("challenge_decided", "C8")}`,
    );
    if (!count("reschedule_accepted") || !count("challenge_conceded") || !count("outcome_revised") || !count("challenge_decided", "C8"))
      throw new Error("the season did not exercise every revision-2 path");
    const byDeputy = events.events.filter((e) => e.by && deputyIds.has(e.by) && (e.type === "slot_accepted" || e.type === "slots_countered")).length;
    const ratedConcessions = events.events.filter((e) => e.type === "challenge_conceded" && e.data?.rated === true).length;
    console.log(
      `deputies' answers (T6): ${byDeputy}, dismissals (R4): ${count("case_dismissed", "R4")}, rated concessions after the start (C17): ${ratedConcessions}, withdrawals (T7): ${count("team_withdrawn", "T7")}`,
    );
    if (!byDeputy || !count("case_dismissed", "R4") || !ratedConcessions || !count("team_withdrawn", "T7"))
      throw new Error("the season did not exercise every revision-3 path");
    const ladder = (await must(base.call("GET", "/ladder"), "ladder")).entries as { position: number; team: { name: string } }[];
    console.log("\nFinal ladder");
    for (const e of ladder) console.log(`  ${String(e.position).padStart(2)}  ${e.team.name}`);
    const ratings = (await must(base.call("GET", "/ratings"), "ratings")).entries as {
      team: { name: string };
      rating: number;
      ratedMatches: number;
      provisional: boolean;
      wins: number;
      losses: number;
    }[];
    console.log("\nRating board");
    for (const r of ratings)
      console.log(
        `  ${r.team.name}  ${r.rating.toFixed(2).padStart(8)}  ${r.provisional ? `provisional ${r.ratedMatches}/28` : "established"}  ${r.wins}–${r.losses}`,
      );
    // L4: the stored ladder and board must equal a replay of the season's event log.
    await served.stop({ keepData: true });
    const v = spawnSync(process.execPath, ["--import", "tsx", "scripts/verify.ts"], {
      env: { ...process.env, DATABASE_URL: "", LADDER_DATA_DIR: served.dataDir },
      encoding: "utf8",
    });
    console.log(`\n${v.stdout.trim()}`);
    if (v.status !== 0) process.exitCode = 1;
  } finally {
    await served.stop();
    if (served.dataDir) fs.rmSync(served.dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
