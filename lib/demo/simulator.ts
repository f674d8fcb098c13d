// The league as the demo plan simulates it (issue 12): challenges moved by the domain's own
// transitions, positions swapped as L1 says, actions queued and applied in time order as the
// services will replay them, deadlines applied as the sweep would, and every step recorded for
// prisma/demo-league.ts. A step the rules would refuse throws, so no plan can break a rule.
import { issueChallenge, priorityWindow } from "@/lib/domain/challenge/issue";
import { transition } from "@/lib/domain/challenge/transition";
import { leagueWeekStart } from "@/lib/domain/schedule/window";
import type { LeagueSettings } from "@/lib/domain/settings";
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

export class DemoLeague {
  readonly steps: DemoStep[] = [];
  /** The challenges by the plan's reference. */
  readonly challenges = new Map<string, Challenge>();
  /** Each challenge's [challenger, defender] team. */
  readonly pairs = new Map<string, [number, number]>();
  /** order[position − 1] = team. */
  readonly order: number[];
  /** C10: weeks whose priority window closed early. */
  private readonly closedWeeks = new Set<number>();
  private readonly queue: { at: Date; seq: number; run: () => void }[] = [];
  private seq = 0;

  constructor(
    private readonly teams: number,
    private readonly settings: LeagueSettings,
  ) {
    this.order = Array.from({ length: teams }, (_, i) => i);
  }

  /** C2: which positions hold an outgoing or an incoming challenge now. */
  view() {
    const holds = [...this.challenges.entries()].filter(([, c]) => c.state !== "final" && !c.outcome);
    const pos = (team: number) => this.order.indexOf(team) + 1;
    return {
      hasOutgoing: new Set(holds.map(([r]) => pos(this.pairs.get(r)![0]))),
      hasIncoming: new Set(holds.map(([r]) => pos(this.pairs.get(r)![1]))),
      size: this.teams,
    };
  }

  /** Applies one action now (not queued); a refusal throws. */
  apply(ref: string, action: Action, at: Date) {
    const r = transition(this.challenges.get(ref)!, action, at, this.settings);
    if (!r.ok) throw new Error(`demo plan: ${action.type} on ${ref} at ${at.toISOString()} refused: ${r.violation.code} (${r.violation.rule ?? ""})`);
    this.challenges.set(ref, r.challenge);
    // L1: a challenger's win swaps the two positions when the outcome takes effect (M2).
    if (r.events.some((e) => e.type === "challenge_decided") && r.challenge.outcome?.winner === "challenger") {
      const [c, d] = this.pairs.get(ref)!;
      const ci = this.order.indexOf(c);
      const di = this.order.indexOf(d);
      if (ci > di) [this.order[ci], this.order[di]] = [this.order[di], this.order[ci]];
    }
  }

  /**
   * Queues an action and its step, applied in time order by flush(), as the services will replay
   * them: a result's swap must not be seen by a challenge issued before it.
   */
  act(ref: string, action: Action, at: Date, step: DemoStep) {
    this.queue.push({
      at,
      seq: this.seq++,
      run: () => {
        this.apply(ref, action, at);
        this.steps.push(step);
      },
    });
  }

  flush() {
    this.queue.sort((a, b) => a.at.getTime() - b.at.getTime() || a.seq - b.seq);
    for (const q of this.queue.splice(0)) q.run();
  }

  /** The sweep at `at`: every deadline due (D1: 30 s after it) is applied. */
  sweep(at: Date) {
    for (const [ref, c] of this.challenges) {
      const due = c.state !== "final" ? dueKind(c, at) : null;
      if (due) this.apply(ref, { type: "deadline", kind: due }, at);
    }
    this.steps.push({ kind: "sweep", at });
  }

  /** Issues a challenge from position `cPos` to `dPos` (C1, C2, C10 judged on the ladder now). */
  issue(ref: string, at: Date, cPos: number, dPos: number, slots: { at: Date; offWindowAgreed: boolean }[]) {
    const week = leagueWeekStart(at, this.settings.timeZone).getTime();
    const v = this.view();
    const r = issueChallenge(
      {
        challengerPosition: cPos,
        defenderPosition: dPos,
        slots,
        ladder: v,
        priority: { decided: [], topLocked: v.hasIncoming.has(1), closed: this.closedWeeks.has(week) },
      },
      at,
      this.settings,
    );
    if (!r.ok) throw new Error(`demo plan: issue ${ref} ${cPos}→${dPos} at ${at.toISOString()} refused: ${r.violation.code} (${r.violation.rule ?? ""})`);
    const [c, d] = [this.order[cPos - 1], this.order[dPos - 1]];
    this.pairs.set(ref, [c, d]);
    this.challenges.set(ref, r.challenge);
    if (dPos === 1 && priorityWindow(at, { decided: [], topLocked: false, closed: this.closedWeeks.has(week) }, this.settings).open) this.closedWeeks.add(week);
    this.steps.push({ kind: "issue", at, ref, challenger: c, defender: d, slots });
  }
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
