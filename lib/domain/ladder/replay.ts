// L1–L4 and T2: the ladder as a pure reduction of ordered events.
import type { Side } from "@/lib/domain/challenge/types";

export type LadderEvent =
  | { type: "ladder_set"; order: string[] } // T2: the initial ranking
  | { type: "team_joined"; teamId: string } // T2: a team approved later joins at the bottom
  | { type: "challenge_decided"; challengerId: string; defenderId: string; winner: Side | null } // L1, L2
  | { type: "penalty_drop"; teamId: string }; // L3

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
    case "penalty_drop": {
      const i = order.indexOf(ev.teamId);
      if (i < 0) return [...order];
      const next = order.filter((t) => t !== ev.teamId);
      next.push(ev.teamId);
      return next;
    }
  }
}

/** L4: the ladder rebuilt from the whole ordered history. */
export function replayLadder(events: readonly LadderEvent[]): string[] {
  let order: string[] = [];
  for (const ev of events) order = applyLadderEvent(order, ev);
  return order;
}
