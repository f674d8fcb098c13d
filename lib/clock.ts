// The one clock of the app (STYLE.md: time is a parameter). Services read it once per call.
// api.md: with LADDER_ALLOW_CLOCK_OVERRIDE=1 an admin can set it; it then runs on in real time
// from the set instant. The offset is kept in the league row so every process shares it.

let offsetMs = 0;
let fixed: Date | null = null;

/** The current instant for league rules. */
export function now(): Date {
  if (fixed) return new Date(fixed.getTime());
  return new Date(Date.now() + offsetMs);
}

/** Sets the offset from the real clock (loaded from the league row, or set by the admin). */
export function setClockOffset(ms: number) {
  offsetMs = ms;
}

export function clockOffset(): number {
  return offsetMs;
}

/** Tests: freeze the clock at an instant (null to release). */
export function freezeClock(at: Date | null) {
  fixed = at ? new Date(at.getTime()) : null;
}
