// The one clock of the app (STYLE.md: time is a parameter). Services read it once per call.
// api.md: with LADDER_ALLOW_CLOCK_OVERRIDE=1 an admin can set it; it then runs on in real time
// from the set instant. The offset is kept in the league row so every process shares it, and on
// globalThis so that every bundle of one process (route handlers, pages) sees the same value.

type ClockState = { offsetMs: number; fixed: Date | null };
const g = globalThis as unknown as { __ladderClock?: ClockState };
const state: ClockState = (g.__ladderClock ??= { offsetMs: 0, fixed: null });

/** The current instant for league rules. */
export function now(): Date {
  if (state.fixed) return new Date(state.fixed.getTime());
  return new Date(Date.now() + state.offsetMs);
}

/** Sets the offset from the real clock (loaded from the league row, or set by the admin). */
export function setClockOffset(ms: number) {
  state.offsetMs = ms;
}

export function clockOffset(): number {
  return state.offsetMs;
}

/** Tests: freeze the clock at an instant (null to release). */
export function freezeClock(at: Date | null) {
  state.fixed = at ? new Date(at.getTime()) : null;
}
