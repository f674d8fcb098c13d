import { expect, test } from "vitest";
import { latenessPresumption } from "./lateness";

const start = new Date("2026-12-02T12:00:00Z");
const at = (min?: number) => (min === undefined ? undefined : new Date(start.getTime() + min * 60_000));

test.each([
  ["claimant in at start, opponent never", 0, undefined, "claim_presumed"],
  ["claimant in at start+15 exactly", 15, undefined, "claim_presumed"],
  ["claimant in at start+16", 16, undefined, "referee_decides"],
  ["opponent in at start+20 (late)", -5, 20, "claim_presumed"],
  ["both in time", -5, 10, "referee_decides"],
  ["claimant never checked in", undefined, undefined, "referee_decides"],
])("C12: %s → %s", (_n, c, o, finding) => {
  expect(latenessPresumption({ scheduledAt: start, graceMinutes: 15, claimantCheckIn: at(c), opponentCheckIn: at(o) }).finding).toBe(finding);
});
