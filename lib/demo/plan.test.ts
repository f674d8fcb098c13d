// Issue 12: the demo league is the same story at any hour of any weekday. For each of the 168
// hours of a week (and a few odd minutes), the plan is simulated with the rules themselves and
// must hold: nothing in the future, enough played history, every present state.
import { describe, expect, test } from "vitest";
import { planDemo } from "./plan";
import { isRated } from "@/lib/domain/challenge/result";
import { holdsLock } from "@/lib/domain/challenge/types";
import { HOUR, MINUTE } from "@/lib/domain/settings";

const MONDAY = new Date("2026-11-29T16:00:00Z"); // Mon 30 Nov 2026 00:00 league time
const instants = [
  ...Array.from({ length: 168 }, (_, h) => new Date(MONDAY.getTime() + h * HOUR)),
  new Date(MONDAY.getTime() + 1), // a millisecond into the week
  new Date(MONDAY.getTime() + 24 * HOUR - MINUTE), // the last minute of the C10 window
  new Date("2026-11-30T04:54:00Z"), // the report: Monday 12:54 league time
  new Date("2027-03-28T01:30:00Z"), // a London DST weekend (league time has none)
];

describe("the demo plan at every hour of the week (issue 12)", () => {
  test.each(instants.map((d) => [d.toISOString(), d] as const))("%s", (_iso, now) => {
    const plan = planDemo(now);
    // Nothing dated in the future; steps in order.
    for (const s of plan.steps) expect(s.at.getTime(), `${s.kind} ${"ref" in s ? s.ref : ""}`).toBeLessThanOrEqual(now.getTime());
    const challenges = [...plan.final.values()];
    const played = challenges.filter((c) => c.outcome && isRated(c.outcome));
    expect(played.length).toBeGreaterThanOrEqual(20);
    expect(challenges.filter((c) => c.outcome?.reason === "defender_forfeit" || c.outcome?.reason === "challenger_forfeit").length).toBeGreaterThan(0);
    expect(plan.steps.filter((s) => s.kind === "result" && s.boards?.length === 16).length).toBeGreaterThanOrEqual(3);
    // Every present state a visitor should see.
    const state = (ref: string) => plan.final.get(ref)!;
    expect(state("awaiting-response").state).toBe("awaiting_response");
    expect(state("awaiting-choice").state).toBe("awaiting_choice");
    expect(state("scheduled").state).toBe("scheduled");
    expect(state("awaiting-confirmation").state).toBe("result_submitted");
    expect(state("disputed").state).toBe("disputed");
    for (const ref of ["awaiting-response", "awaiting-choice", "scheduled"]) expect(holdsLock(state(ref))).toBe(true);
    // Deadlines still ahead at `now` (nothing the sweep would apply at once).
    expect(state("awaiting-response").respondBy.getTime()).toBeGreaterThan(now.getTime());
    expect(state("awaiting-choice").chooseBy!.getTime()).toBeGreaterThan(now.getTime());
    expect(state("scheduled").playBy.getTime()).toBeGreaterThan(now.getTime());
    expect(state("awaiting-confirmation").resultDueAt!.getTime()).toBeGreaterThan(now.getTime());
    // "Scheduled" is inside its check-in hour or within about a day.
    expect(state("scheduled").scheduledAt!.getTime() - now.getTime()).toBeLessThanOrEqual(26 * HOUR);
    expect(plan.steps.some((s) => s.kind === "replacement")).toBe(true);
  });

  test("ratings come out spread (some teams won more than others)", () => {
    const plan = planDemo(new Date("2026-12-02T10:00:00Z"));
    const wins = new Map<number, number>();
    for (const [ref, c] of plan.final) {
      if (!c.outcome?.winner || !isRated(c.outcome)) continue;
      const [a, b] = plan.pairs.get(ref)!;
      const w = c.outcome.winner === "challenger" ? a : b;
      wins.set(w, (wins.get(w) ?? 0) + 1);
    }
    const counts = [...wins.values()];
    expect(Math.max(...counts) - Math.min(...counts)).toBeGreaterThanOrEqual(2);
  });
});
