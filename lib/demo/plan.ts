// The demo league as a pure plan (issue 12): given `now`, the steps that build six weeks of history
// and a present with every state a visitor should see, each step at an instant that is valid for
// the rules at that moment. The plan is simulated with the league's own domain (lib/demo/simulator.ts:
// issue, transitions, ladder), so a plan that the rules would refuse cannot be produced;
// prisma/demo-league.ts replays it through the real services. Same story at any hour of any weekday.
import { priorityWindow } from "@/lib/domain/challenge/issue";
import { challengeDeadlines, isInSlotWindow, leagueWeekStart, localParts, zonedInstant } from "@/lib/domain/schedule/window";
import { latestStart } from "@/lib/domain/challenge/slots";
import { DEFAULT_SETTINGS, HOUR, MINUTE, type LeagueSettings } from "@/lib/domain/settings";
import type { Challenge, Side } from "@/lib/domain/challenge/types";
import { DemoLeague, type DemoStep } from "@/lib/demo/simulator";
import { randomSheet, seats } from "@/lib/demo/random-match";
import { seededRandom } from "@/lib/seeded-random";

export type { DemoStep } from "@/lib/demo/simulator";

export type DemoPlan = { start: Date; steps: DemoStep[]; final: Map<string, Challenge>; order: number[]; pairs: Map<string, [number, number]> };

const TEAMS = 8;
const ROUNDS = 6;

/** Plans the demo league for `now` (league rules in `settings`). Throws if a step would break a rule. */
export function planDemo(now: Date, settings: LeagueSettings = DEFAULT_SETTINGS, seed = 20261129): DemoPlan {
  const random = seededRandom(seed);
  // the deals draw from their own stream, so the rest of the plan is as it was before they existed
  const dealRandom = seededRandom(seed + 1);
  const tz = settings.timeZone;
  const local = (base: Date, dayOffset: number, hour: number, minute = 0) => {
    const p = localParts(base, tz);
    return zonedInstant(p.year, p.month, p.day + dayOffset, hour, minute, tz);
  };
  const league = new DemoLeague(TEAMS, settings);
  // C5 (revision 3): a time proposed at `t` starts at least the minimum notice later.
  const proposable = (t: Date) => new Date(t.getTime() + settings.minNoticeHours * HOUR);
  const windowTimes = (from: Date, days: number, hour: number) => {
    const out: Date[] = [];
    for (let d = 0; out.length < 12 && d < days + 10; d++) {
      const t = local(from, d, hour);
      if (t > from && isInSlotWindow(t, tz, settings)) out.push(t);
    }
    return out;
  };
  // C8: the first `count` window times from `from` that a challenge issued at `issuedAt` can still play by its deadline.
  const playableTimes = (issuedAt: Date, from: Date, hour: number, count = 4) =>
    windowTimes(from, 6, hour)
      .filter((t) => t <= latestStart(challengeDeadlines(issuedAt, settings).playBy, settings))
      .slice(0, count);
  const play = (ref: string, at: Date, submitter: Side, withBoards: boolean) => {
    let challengerImps: number;
    let defenderImps: number;
    let boards: { board: number; open: string; closed: string; deal: string }[] | undefined;
    if (withBoards) {
      const s = randomSheet(random, settings.boardsPerMatch, dealRandom);
      ({ challengerImps, defenderImps } = s);
      boards = s.rows;
    } else {
      challengerImps = 5 + Math.floor(random() * 60);
      defenderImps = 5 + Math.floor(random() * 60);
    }
    league.act(ref, { type: "submit_result", by: submitter, challengerImps, defenderImps, lineup: { challenger: seats(), defender: seats() } }, at, {
      kind: "result",
      at,
      ref,
      by: submitter,
      challengerImps,
      defenderImps,
      boards,
    });
  };

  // History: six full league weeks that end before now − 6 days (so the present starts clean).
  const historyEnd = new Date(now.getTime() - 6 * 24 * HOUR);
  const lastWeek = new Date(leagueWeekStart(historyEnd, tz).getTime() - 7 * 24 * HOUR);
  const start = new Date(lastWeek.getTime() - (ROUNDS - 1) * 7 * 24 * HOUR - 2 * 24 * HOUR);
  let n = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const monday = new Date(lastWeek.getTime() - (ROUNDS - 1 - round) * 7 * 24 * HOUR);
    const tuesday = local(monday, 1, 12);
    const wanted = new Set<number>();
    for (let pos = TEAMS; pos >= 2; pos--) {
      const v = league.view();
      if (v.hasOutgoing.has(pos) || random() < 0.25) continue;
      const targets = [pos - 1, pos - 2, pos - 3].filter((t) => t >= 1 && t >= pos - (Math.floor(pos / 3) + 1) && !v.hasIncoming.has(t) && !wanted.has(t));
      if (!targets.length) continue;
      const dPos = targets[Math.floor(random() * targets.length)];
      wanted.add(dPos);
      const ref = `h${++n}`;
      const at = new Date(tuesday.getTime() + n * MINUTE);
      const slotTimes = windowTimes(proposable(at), 6, 20).slice(0, 4);
      league.issue(
        ref,
        at,
        pos,
        dPos,
        slotTimes.map((t) => ({ at: t, offWindowAgreed: false })),
      );
      const roll = random();
      if (roll < 0.1) continue; // never answered: C7 forfeit by the sweep
      const ch = league.challenges.get(ref)!;
      let matchAt: Date;
      if (roll < 0.4) {
        const countered = new Date(at.getTime() + 3 * HOUR);
        const counter = windowTimes(proposable(countered), 6, 21).slice(0, 4);
        league.act(ref, { type: "counter", by: "defender", slots: counter.map((t) => ({ at: t })) }, countered, {
          kind: "counter",
          at: countered,
          ref,
          slots: counter,
        });
        matchAt = counter[Math.floor(random() * 2)];
        const chosen = new Date(at.getTime() + 5 * HOUR);
        league.act(ref, { type: "choose", by: "challenger", slot: matchAt }, chosen, { kind: "choose", at: chosen, ref, slot: matchAt });
      } else {
        matchAt = ch.slots[Math.floor(random() * 2)].at;
        const accepted = new Date(at.getTime() + 2 * HOUR);
        league.act(ref, { type: "accept", by: "defender", slot: matchAt }, accepted, { kind: "accept", at: accepted, ref, slot: matchAt });
      }
      if (roll > 0.94) {
        // The challenger concedes before the match (C17).
        const when = new Date(matchAt.getTime() - 2 * HOUR);
        league.act(ref, { type: "concede", by: "challenger" }, when, { kind: "concede", at: when, ref, by: "challenger" });
        continue;
      }
      for (const side of ["challenger", "defender"] as const) {
        const when = new Date(matchAt.getTime() - (side === "challenger" ? 12 : 5) * MINUTE);
        league.act(ref, { type: "check_in", by: side }, when, { kind: "check_in", at: when, ref, side });
      }
      const submitter: Side = random() < 0.5 ? "challenger" : "defender";
      const reported = new Date(matchAt.getTime() + 3 * HOUR);
      play(ref, reported, submitter, random() < 0.4);
      if (random() < 0.8) {
        const when = new Date(reported.getTime() + 10 * HOUR);
        const other: Side = submitter === "challenger" ? "defender" : "challenger";
        league.act(ref, { type: "confirm", by: other }, when, { kind: "confirm", at: when, ref, by: other });
      }
    }
    league.flush();
    league.sweep(local(monday, 6, 12)); // Sunday noon: C7 forfeits and the 48 h confirmations are due
  }

  // The present: two results from the last days (one awaiting confirmation, one on the referee
  // desk), then three challenges that hold their locks (scheduled within the hour or soon,
  // awaiting a choice, awaiting an answer), and a pending replacement request.
  const outsideWindow = (t: Date) => {
    const w = priorityWindow(t, { decided: [], topLocked: false }, settings);
    return w.open ? new Date(w.closesAt.getTime() + 5 * MINUTE) : t;
  };
  const half = (t: Date) => new Date(Math.floor(t.getTime() / (30 * MINUTE)) * 30 * MINUTE);
  const recent = (ref: string, cPos: number, dPos: number, playedAgo: number) => {
    const at = outsideWindow(new Date(now.getTime() - 4 * 24 * HOUR));
    const matchAt = half(new Date(now.getTime() - playedAgo * HOUR));
    const others = windowTimes(proposable(at), 6, 20)
      .filter((t) => t.getTime() !== matchAt.getTime() && t <= latestStart(challengeDeadlines(at, settings).playBy, settings))
      .slice(0, 3);
    league.issue(ref, at, cPos, dPos, [
      { at: matchAt, offWindowAgreed: !isInSlotWindow(matchAt, tz, settings) },
      ...others.map((t) => ({ at: t, offWindowAgreed: false })),
    ]);
    const accepted = new Date(at.getTime() + HOUR);
    league.act(ref, { type: "accept", by: "defender", slot: matchAt }, accepted, { kind: "accept", at: accepted, ref, slot: matchAt });
    for (const side of ["defender", "challenger"] as const) {
      const when = new Date(matchAt.getTime() - 8 * MINUTE);
      league.act(ref, { type: "check_in", by: side }, when, { kind: "check_in", at: when, ref, side });
    }
    play(ref, new Date(matchAt.getTime() + 3 * HOUR), "challenger", true);
  };
  recent("awaiting-confirmation", 8, 7, 20);
  recent("disputed", 6, 5, 30);
  const appealAt = new Date(now.getTime() - 25 * HOUR);
  const reason = "第 9 副两室的结果记反了";
  league.act("disputed", { type: "appeal", by: "defender", reason }, appealAt, { kind: "appeal", at: appealAt, ref: "disputed", by: "defender", reason });
  league.flush();

  // Position 2 challenges position 1 first: allowed in any week (also inside C10's window, which
  // then closes as position 1 is locked), so the other present challenges meet no priority window.
  const nextWindow = windowTimes(new Date(now.getTime() + 5 * MINUTE), 7, 20);
  const soonest = nextWindow[0];
  const soon = soonest && soonest.getTime() - now.getTime() <= 26 * HOUR ? soonest : half(new Date(now.getTime() + 50 * MINUTE));
  // Issued with the notice before its first time (C5), and at least 3 h ago.
  const topAt = new Date(Math.min(now.getTime() - 3 * HOUR, soon.getTime() - settings.minNoticeHours * HOUR - 5 * MINUTE));
  const topSlots = [soon, ...playableTimes(topAt, new Date(soon.getTime() + 5 * MINUTE), 21, 3)];
  league.issue(
    "scheduled",
    topAt,
    2,
    1,
    topSlots.map((t) => ({ at: t, offWindowAgreed: !isInSlotWindow(t, tz, settings) })),
  );
  league.apply("scheduled", { type: "accept", by: "defender", slot: soon }, new Date(now.getTime() - 2 * HOUR));
  league.steps.push({ kind: "accept", at: new Date(now.getTime() - 2 * HOUR), ref: "scheduled", slot: soon });

  const choiceAt = new Date(now.getTime() - 150 * MINUTE);
  league.issue(
    "awaiting-choice",
    choiceAt,
    4,
    3,
    playableTimes(choiceAt, proposable(choiceAt), 19).map((t) => ({ at: t, offWindowAgreed: false })),
  );
  const counter = playableTimes(choiceAt, proposable(new Date(now.getTime() - 70 * MINUTE)), 22);
  league.apply("awaiting-choice", { type: "counter", by: "defender", slots: counter.map((t) => ({ at: t })) }, new Date(now.getTime() - 70 * MINUTE));
  league.steps.push({ kind: "counter", at: new Date(now.getTime() - 70 * MINUTE), ref: "awaiting-choice", slots: counter });

  const answerAt = new Date(now.getTime() - 40 * MINUTE);
  league.issue(
    "awaiting-response",
    answerAt,
    7,
    6,
    playableTimes(answerAt, proposable(answerAt), 20).map((t) => ({ at: t, offWindowAgreed: false })),
  );

  league.steps.push({ kind: "replacement", at: new Date(now.getTime() - 30 * MINUTE), team: league.order[4], reason: "郑浩 长期出差，由新会员 周一鸣 接替" });
  league.steps.sort((a, b) => a.at.getTime() - b.at.getTime());
  return { start, steps: league.steps, final: league.challenges, order: league.order, pairs: league.pairs };
}
