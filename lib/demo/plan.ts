// The demo league as a pure plan (issue 12): given `now`, the steps that build six weeks of history
// and a present with every state a visitor should see, each step at an instant that is valid for
// the rules at that moment. The plan is simulated with the league's own domain (issue, transitions,
// ladder), so a plan that the rules would refuse cannot be produced; prisma/demo-league.ts replays
// it through the real services. Same story at any hour of any weekday.
import { issueChallenge, priorityWindow } from "@/lib/domain/challenge/issue";
import { transition } from "@/lib/domain/challenge/transition";
import { challengeDeadlines, isInSlotWindow, leagueWeekStart, localParts, zonedInstant } from "@/lib/domain/schedule/window";
import { latestStart } from "@/lib/domain/challenge/slots";
import { computeSheet, type Sheet } from "@/lib/domain/bridge/sheet";
import { parseRoomResult, type RoomResult } from "@/lib/domain/bridge/notation";
import { formatDeal, RANKS, SEATS, SUITS, type Deal } from "@/lib/domain/bridge/deal";
import { DEFAULT_SETTINGS, HOUR, MINUTE, type LeagueSettings } from "@/lib/domain/settings";
import type { Action, Challenge, Side } from "@/lib/domain/challenge/types";
import { SWEEP_GRACE_MS } from "@/lib/domain/challenge/transition-core";

/** A team is named by its index in the seeded order (0 = initial position 1). */
export type DemoStep =
  | { kind: "issue"; at: Date; ref: string; challenger: number; defender: number; slots: { at: Date; offWindowAgreed: boolean }[] }
  | { kind: "accept"; at: Date; ref: string; slot: Date }
  | { kind: "counter"; at: Date; ref: string; slots: Date[] }
  | { kind: "choose"; at: Date; ref: string; slot: Date }
  | { kind: "check_in"; at: Date; ref: string; side: Side }
  | {
      kind: "result";
      at: Date;
      ref: string;
      by: Side;
      challengerImps: number;
      defenderImps: number;
      boards?: { board: number; open: string; closed: string; deal: string }[];
    }
  | { kind: "confirm"; at: Date; ref: string; by: Side }
  | { kind: "appeal"; at: Date; ref: string; by: Side; reason: string }
  | { kind: "concede"; at: Date; ref: string; by: Side }
  | { kind: "sweep"; at: Date }
  | { kind: "replacement"; at: Date; team: number; reason: string };

export type DemoPlan = { start: Date; steps: DemoStep[]; final: Map<string, Challenge>; order: number[]; pairs: Map<string, [number, number]> };

const TEAMS = 8;
const ROUNDS = 6;

function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

/** A random but plausible board: a contract, its declarer and the tricks taken, as notation. */
function randomRoom(random: () => number): string {
  if (random() < 0.04) return "PASS";
  const level = 1 + Math.floor(random() * (random() < 0.3 ? 6 : 4));
  const strain = ["C", "D", "H", "S", "NT"][Math.floor(random() * 5)];
  const delta = Math.max(-(level + 6), Math.min(13 - (level + 6), Math.round((random() - 0.45) * 3)));
  const declarer = "NESW"[Math.floor(random() * 4)];
  return `${level}${strain}${delta === 0 ? "=" : delta > 0 ? `+${delta}` : delta} ${declarer}`;
}

/** Issue 23: a shuffled deal, so the demo's matches have hand records. */
function randomDeal(random: () => number): string {
  const cards = SUITS.flatMap((s) => [...RANKS].map((r) => `${s}${r}`));
  for (let i = cards.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  const deal = {} as Deal;
  SEATS.forEach((p, k) => {
    const hand = cards.slice(k * 13, k * 13 + 13);
    deal[p] = { S: "", H: "", D: "", C: "" };
    for (const s of SUITS) deal[p][s] = [...RANKS].filter((r) => hand.includes(`${s}${r}`)).join("");
  });
  return formatDeal(deal);
}

function randomSheet(random: () => number, boards: number, dealRandom: () => number) {
  const rows = Array.from({ length: boards }, (_, i) => ({ board: i + 1, open: randomRoom(random), closed: randomRoom(random), deal: randomDeal(dealRandom) }));
  const parse = (s: string) => (parseRoomResult(s) as { ok: true; value: RoomResult }).value;
  const sheet: Sheet = { challengerNsRoom: "open", boards: rows.map((r) => ({ board: r.board, open: parse(r.open), closed: parse(r.closed) })) };
  const t = computeSheet(sheet);
  return { rows, challengerImps: t.challengerImps, defenderImps: t.defenderImps };
}

/** Plans the demo league for `now` (league rules in `settings`). Throws if a step would break a rule. */
export function planDemo(now: Date, settings: LeagueSettings = DEFAULT_SETTINGS, seed = 20261129): DemoPlan {
  const random = rng(seed);
  // the deals draw from their own stream, so the rest of the plan is as it was before they existed
  const dealRandom = rng(seed + 1);
  const tz = settings.timeZone;
  const local = (base: Date, dayOffset: number, hour: number, minute = 0) => {
    const p = localParts(base, tz);
    return zonedInstant(p.year, p.month, p.day + dayOffset, hour, minute, tz);
  };
  const steps: DemoStep[] = [];
  const sim = new Map<string, Challenge>();
  const pairs = new Map<string, [number, number]>();
  const order = Array.from({ length: TEAMS }, (_, i) => i); // order[position - 1] = team index
  const closedWeeks = new Set<number>(); // C10: weeks whose priority window closed early

  const holds = () => [...sim.entries()].filter(([, c]) => c.state !== "final" && !c.outcome);
  const view = () => {
    const pos = (team: number) => order.indexOf(team) + 1;
    return {
      hasOutgoing: new Set(holds().map(([r]) => pos(pairs.get(r)![0]))),
      hasIncoming: new Set(holds().map(([r]) => pos(pairs.get(r)![1]))),
      size: TEAMS,
    };
  };
  const apply = (ref: string, action: Action, at: Date) => {
    const before = sim.get(ref)!;
    const r = transition(before, action, at, settings);
    if (!r.ok) throw new Error(`demo plan: ${action.type} on ${ref} at ${at.toISOString()} refused: ${r.violation.code} (${r.violation.rule ?? ""})`);
    sim.set(ref, r.challenge);
    // L1: a challenger's win swaps the two positions when the outcome takes effect (M2).
    if (r.events.some((e) => e.type === "challenge_decided") && r.challenge.outcome?.winner === "challenger") {
      const [c, d] = pairs.get(ref)!;
      const ci = order.indexOf(c);
      const di = order.indexOf(d);
      if (ci > di) [order[ci], order[di]] = [order[di], order[ci]];
    }
  };
  // Actions after an issue are queued and applied in time order (flush), as the services will
  // replay them: a result's swap must not be seen by a challenge issued before it.
  const queue: { at: Date; seq: number; run: () => void }[] = [];
  let seq = 0;
  const later = (at: Date, run: () => void) => queue.push({ at, seq: seq++, run });
  const act = (ref: string, action: Action, at: Date, step: DemoStep) =>
    later(at, () => {
      apply(ref, action, at);
      steps.push(step);
    });
  const flush = () => {
    queue.sort((a, b) => a.at.getTime() - b.at.getTime() || a.seq - b.seq);
    for (const q of queue.splice(0)) q.run();
  };
  const sweep = (at: Date) => {
    for (const [ref, c] of sim) {
      const due = c.state !== "final" ? dueKind(c, at) : null;
      if (due) apply(ref, { type: "deadline", kind: due }, at);
    }
    steps.push({ kind: "sweep", at });
  };
  const issue = (ref: string, at: Date, cPos: number, dPos: number, slots: { at: Date; offWindowAgreed: boolean }[]) => {
    const week = leagueWeekStart(at, tz).getTime();
    const v = view();
    const r = issueChallenge(
      {
        challengerPosition: cPos,
        defenderPosition: dPos,
        slots,
        ladder: v,
        priority: { decided: [], topLocked: v.hasIncoming.has(1), closed: closedWeeks.has(week) },
      },
      at,
      settings,
    );
    if (!r.ok) throw new Error(`demo plan: issue ${ref} ${cPos}→${dPos} at ${at.toISOString()} refused: ${r.violation.code} (${r.violation.rule ?? ""})`);
    const [c, d] = [order[cPos - 1], order[dPos - 1]];
    pairs.set(ref, [c, d]);
    sim.set(ref, r.challenge);
    if (dPos === 1 && priorityWindow(at, { decided: [], topLocked: false, closed: closedWeeks.has(week) }, settings).open) closedWeeks.add(week);
    steps.push({ kind: "issue", at, ref, challenger: c, defender: d, slots });
  };
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
    act(ref, { type: "submit_result", by: submitter, challengerImps, defenderImps, lineup: { challenger: seats(), defender: seats() } }, at, {
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
      const v = view();
      if (v.hasOutgoing.has(pos) || random() < 0.25) continue;
      const targets = [pos - 1, pos - 2, pos - 3].filter((t) => t >= 1 && t >= pos - (Math.floor(pos / 3) + 1) && !v.hasIncoming.has(t) && !wanted.has(t));
      if (!targets.length) continue;
      const dPos = targets[Math.floor(random() * targets.length)];
      wanted.add(dPos);
      const ref = `h${++n}`;
      const at = new Date(tuesday.getTime() + n * MINUTE);
      const slotTimes = windowTimes(proposable(at), 6, 20).slice(0, 4);
      issue(
        ref,
        at,
        pos,
        dPos,
        slotTimes.map((t) => ({ at: t, offWindowAgreed: false })),
      );
      const roll = random();
      if (roll < 0.1) continue; // never answered: C7 forfeit by the sweep
      const ch = sim.get(ref)!;
      let matchAt: Date;
      if (roll < 0.4) {
        const countered = new Date(at.getTime() + 3 * HOUR);
        const counter = windowTimes(proposable(countered), 6, 21).slice(0, 4);
        act(ref, { type: "counter", by: "defender", slots: counter.map((t) => ({ at: t })) }, countered, {
          kind: "counter",
          at: countered,
          ref,
          slots: counter,
        });
        matchAt = counter[Math.floor(random() * 2)];
        const chosen = new Date(at.getTime() + 5 * HOUR);
        act(ref, { type: "choose", by: "challenger", slot: matchAt }, chosen, { kind: "choose", at: chosen, ref, slot: matchAt });
      } else {
        matchAt = ch.slots[Math.floor(random() * 2)].at;
        const accepted = new Date(at.getTime() + 2 * HOUR);
        act(ref, { type: "accept", by: "defender", slot: matchAt }, accepted, { kind: "accept", at: accepted, ref, slot: matchAt });
      }
      if (roll > 0.94) {
        // The challenger concedes before the match (C17).
        const when = new Date(matchAt.getTime() - 2 * HOUR);
        act(ref, { type: "concede", by: "challenger" }, when, { kind: "concede", at: when, ref, by: "challenger" });
        continue;
      }
      for (const side of ["challenger", "defender"] as const) {
        const when = new Date(matchAt.getTime() - (side === "challenger" ? 12 : 5) * MINUTE);
        act(ref, { type: "check_in", by: side }, when, { kind: "check_in", at: when, ref, side });
      }
      const submitter: Side = random() < 0.5 ? "challenger" : "defender";
      const reported = new Date(matchAt.getTime() + 3 * HOUR);
      play(ref, reported, submitter, random() < 0.4);
      if (random() < 0.8) {
        const when = new Date(reported.getTime() + 10 * HOUR);
        const other: Side = submitter === "challenger" ? "defender" : "challenger";
        act(ref, { type: "confirm", by: other }, when, { kind: "confirm", at: when, ref, by: other });
      }
    }
    flush();
    sweep(local(monday, 6, 12)); // Sunday noon: C7 forfeits and the 48 h confirmations are due
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
    issue(ref, at, cPos, dPos, [
      { at: matchAt, offWindowAgreed: !isInSlotWindow(matchAt, tz, settings) },
      ...others.map((t) => ({ at: t, offWindowAgreed: false })),
    ]);
    const accepted = new Date(at.getTime() + HOUR);
    act(ref, { type: "accept", by: "defender", slot: matchAt }, accepted, { kind: "accept", at: accepted, ref, slot: matchAt });
    for (const side of ["defender", "challenger"] as const) {
      const when = new Date(matchAt.getTime() - 8 * MINUTE);
      act(ref, { type: "check_in", by: side }, when, { kind: "check_in", at: when, ref, side });
    }
    play(ref, new Date(matchAt.getTime() + 3 * HOUR), "challenger", true);
  };
  recent("awaiting-confirmation", 8, 7, 20);
  recent("disputed", 6, 5, 30);
  const appealAt = new Date(now.getTime() - 25 * HOUR);
  const reason = "第 9 副两室的结果记反了";
  act("disputed", { type: "appeal", by: "defender", reason }, appealAt, { kind: "appeal", at: appealAt, ref: "disputed", by: "defender", reason });
  flush();

  // Position 2 challenges position 1 first: allowed in any week (also inside C10's window, which
  // then closes as position 1 is locked), so the other present challenges meet no priority window.
  const nextWindow = windowTimes(new Date(now.getTime() + 5 * MINUTE), 7, 20);
  const soonest = nextWindow[0];
  const soon = soonest && soonest.getTime() - now.getTime() <= 26 * HOUR ? soonest : half(new Date(now.getTime() + 50 * MINUTE));
  // Issued with the notice before its first time (C5), and at least 3 h ago.
  const topAt = new Date(Math.min(now.getTime() - 3 * HOUR, soon.getTime() - settings.minNoticeHours * HOUR - 5 * MINUTE));
  const topSlots = [soon, ...playableTimes(topAt, new Date(soon.getTime() + 5 * MINUTE), 21, 3)];
  issue(
    "scheduled",
    topAt,
    2,
    1,
    topSlots.map((t) => ({ at: t, offWindowAgreed: !isInSlotWindow(t, tz, settings) })),
  );
  apply("scheduled", { type: "accept", by: "defender", slot: soon }, new Date(now.getTime() - 2 * HOUR));
  steps.push({ kind: "accept", at: new Date(now.getTime() - 2 * HOUR), ref: "scheduled", slot: soon });

  const choiceAt = new Date(now.getTime() - 150 * MINUTE);
  issue(
    "awaiting-choice",
    choiceAt,
    4,
    3,
    playableTimes(choiceAt, proposable(choiceAt), 19).map((t) => ({ at: t, offWindowAgreed: false })),
  );
  const counter = playableTimes(choiceAt, proposable(new Date(now.getTime() - 70 * MINUTE)), 22);
  apply("awaiting-choice", { type: "counter", by: "defender", slots: counter.map((t) => ({ at: t })) }, new Date(now.getTime() - 70 * MINUTE));
  steps.push({ kind: "counter", at: new Date(now.getTime() - 70 * MINUTE), ref: "awaiting-choice", slots: counter });

  const answerAt = new Date(now.getTime() - 40 * MINUTE);
  issue(
    "awaiting-response",
    answerAt,
    7,
    6,
    playableTimes(answerAt, proposable(answerAt), 20).map((t) => ({ at: t, offWindowAgreed: false })),
  );

  steps.push({ kind: "replacement", at: new Date(now.getTime() - 30 * MINUTE), team: order[4], reason: "郑浩 长期出差，由新会员 周一鸣 接替" });
  steps.sort((a, b) => a.at.getTime() - b.at.getTime());
  return { start, steps, final: sim, order, pairs };
}

function dueKind(c: Challenge, at: Date) {
  const kinds = { awaiting_response: "respond", awaiting_choice: "choose", scheduled: "play", result_submitted: "finalise" } as const;
  const k = kinds[c.state as keyof typeof kinds];
  const deadline =
    c.state === "awaiting_response"
      ? c.respondBy
      : c.state === "awaiting_choice"
        ? c.chooseBy
        : c.state === "scheduled"
          ? c.playBy
          : c.openCase
            ? undefined
            : c.resultDueAt;
  // D1: the sweep applies a deadline 30 s after it.
  return k && deadline && deadline.getTime() <= at.getTime() - SWEEP_GRACE_MS ? k : null;
}

/** Four registered seats (the domain only checks the lineup's shape here). */
function seats() {
  return [0, 1, 2, 3].map((i) => ({ userId: `m${i}`, registered: true as const }));
}
