// Test fixtures for the challenge domain: fixed UTC instants (league time Asia/Shanghai).
import { challengeDeadlines } from "@/lib/domain/schedule/window";
import type { Challenge, LineupPlayer, TransitionResult } from "@/lib/domain/challenge/types";

/** The next challenge of an allowed transition (throws with the violation otherwise). */
export function ok(r: TransitionResult): Challenge {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r.violation)}`);
  return r.challenge;
}

/** The violation of a refused transition (throws if it was allowed). */
export function refused(r: TransitionResult) {
  if (r.ok) throw new Error("expected a violation");
  return r.violation;
}

/** Tue 1 Dec 2026 12:00 league time. */
export const ISSUED = new Date("2026-12-01T04:00:00Z");
/** Four in-window slots (Wed–Fri and Mon evenings, league time). */
export const SLOTS = [
  new Date("2026-12-02T12:00:00Z"), // Wed 20:00
  new Date("2026-12-03T12:00:00Z"), // Thu 20:00
  new Date("2026-12-04T11:30:00Z"), // Fri 19:30
  new Date("2026-12-07T12:00:00Z"), // Mon 20:00
];
export const COUNTER = [
  new Date("2026-12-02T13:00:00Z"), // Wed 21:00
  new Date("2026-12-03T13:30:00Z"), // Thu 21:30
  new Date("2026-12-04T14:00:00Z"), // Fri 22:00
  new Date("2026-12-07T11:00:00Z"), // Mon 19:00
];

export function issued(): Challenge {
  const { respondBy, playBy } = challengeDeadlines(ISSUED);
  return {
    state: "awaiting_response",
    issuedAt: ISSUED,
    respondBy,
    playBy,
    slots: SLOTS.map((at) => ({ at, proposedBy: "challenger", offWindowAgreed: false })),
    checkIns: [],
  };
}

export const team = (prefix: string, unregistered = 0): LineupPlayer[] =>
  [0, 1, 2, 3].map((i) => (i < 4 - unregistered ? { userId: `${prefix}${i}`, registered: true } : { name: `${prefix} guest ${i}`, registered: false }));

export const plus = (d: Date, ms: number) => new Date(d.getTime() + ms);

/** A challenge awaiting the defender's answer, issued at `issuedAt` with the challenger's `slots`. */
export function awaiting(issuedAt: Date, slots: readonly Date[]): Challenge {
  const { respondBy, playBy } = challengeDeadlines(issuedAt);
  return {
    state: "awaiting_response",
    issuedAt,
    respondBy,
    playBy,
    slots: slots.map((at) => ({ at, proposedBy: "challenger", offWindowAgreed: false })),
    checkIns: [],
  };
}
