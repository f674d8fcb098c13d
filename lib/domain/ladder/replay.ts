// L1–L4 and T2: the ladder as a pure reduction of ordered events.
import type { Side } from "@/lib/domain/challenge/types";

export type LadderEvent =
  | { type: "ladder_set"; order: string[] } // T2: the initial ranking
  | { type: "team_joined"; teamId: string } // T2: a team approved later joins at the bottom
  | { type: "challenge_decided"; challengerId: string; defenderId: string; winner: Side | null } // L1, L2
  | { type: "penalty_drop"; teamId: string } // L3
  | { type: "team_withdrawn"; teamId: string }; // T7: the team leaves; every team below moves up one

/** Applies one event to the ladder (team ids, top first); returns a new array. */
export function applyLadderEvent(order: readonly string[], ev: LadderEvent): string[] {
  switch (ev.type) {
    case "ladder_set":
      return [...ev.order];
    case "team_joined":
      return order.includes(ev.teamId) ? [...order] : [...order, ev.teamId];
    case "challenge_decided": {
      const next = [...order];
      const c = next.indexOf(ev.challengerId);
      const d = next.indexOf(ev.defenderId);
      // L1: swap their positions at the moment the outcome takes effect (M2); only ever upwards
      // (a defender dropped below by L3 meanwhile is not swapped back above).
      if (ev.winner === "challenger" && c > d && d >= 0) {
        next[c] = ev.defenderId;
        next[d] = ev.challengerId;
      }
      return next;
    }
    case "team_withdrawn":
      return order.filter((t) => t !== ev.teamId);
    case "penalty_drop": {
      const i = order.indexOf(ev.teamId);
      if (i < 0) return [...order];
      const next = order.filter((t) => t !== ev.teamId);
      next.push(ev.teamId);
      return next;
    }
  }
}

/**
 * The same reduction for long histories (L4 rebuilds, budgets.md: 1,000,000 events in ≤ 5 s,
 * linear): the order is kept with each team's index, so a decided challenge, nearly every event,
 * costs O(1) instead of a copy and two scans of the whole ladder. The rare events that reorder
 * many teams go through applyLadderEvent. Equal to folding applyLadderEvent (property test).
 */
export class LadderReplay {
  private order: string[] = [];
  private index = new Map<string, number>();

  apply(ev: LadderEvent): void {
    if (ev.type !== "challenge_decided") return this.reset(applyLadderEvent(this.order, ev));
    const c = this.index.get(ev.challengerId);
    const d = this.index.get(ev.defenderId);
    // L1, as in applyLadderEvent: only a challenger's win, only upwards.
    if (ev.winner !== "challenger" || c === undefined || d === undefined || !(c > d)) return;
    this.order[c] = ev.defenderId;
    this.order[d] = ev.challengerId;
    this.index.set(ev.defenderId, c);
    this.index.set(ev.challengerId, d);
  }

  /** The position (1-based) of a team now, or undefined when it is not on the ladder. */
  positionOf(teamId: string): number | undefined {
    const i = this.index.get(teamId);
    return i === undefined ? undefined : i + 1;
  }

  /** The ladder now (team ids, top first), a copy. */
  current(): string[] {
    return [...this.order];
  }

  private reset(order: string[]) {
    this.order = order;
    this.index = new Map();
    order.forEach((t, i) => {
      if (!this.index.has(t)) this.index.set(t, i); // indexOf's answer
    });
  }
}

/** L4: the ladder rebuilt from the whole ordered history. */
export function replayLadder(events: readonly LadderEvent[]): string[] {
  const ladder = new LadderReplay();
  for (const ev of events) ladder.apply(ev);
  return ladder.current();
}
