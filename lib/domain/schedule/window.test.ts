import { describe, expect, it, test } from "vitest";
import { afterLeagueDay, challengeDeadlines, isInSlotWindow, leagueDay, leagueWeekStart, localParts, windowSlots, zonedInstant } from "./window";
import { DEFAULT_SETTINGS } from "@/lib/domain/settings";

const at = (iso: string) => new Date(iso);

describe("C6 slot window, Asia/Shanghai (UTC+8, no DST)", () => {
  test.each([
    ["Mon 18:00 local", "2026-11-30T10:00:00Z", true],
    ["Mon 17:59 local", "2026-11-30T09:59:00Z", false],
    ["Mon 23:59 local", "2026-11-30T15:59:00Z", true],
    ["Tue 00:00 local (= Mon 24:00) is outside", "2026-11-30T16:00:00Z", false],
    ["Fri 23:30 local", "2026-12-04T15:30:00Z", true],
    ["Sat 19:00 local", "2026-12-05T11:00:00Z", false],
    ["Sun 20:00 local", "2026-12-06T12:00:00Z", false],
    ["Sat 00:30 local (Fri night in UTC)", "2026-12-04T16:30:00Z", false],
    ["Wed 12:00 local", "2026-12-02T04:00:00Z", false],
  ])("%s → %s", (_n, iso, ok) => expect(isInSlotWindow(at(iso), "Asia/Shanghai")).toBe(ok));
});

describe("C6 slot window, Europe/London across DST", () => {
  test.each([
    // Summer time (UTC+1) ends Sunday 25 Oct 2026.
    ["Fri 23 Oct 18:00 BST", "2026-10-23T17:00:00Z", true],
    ["Fri 23 Oct 17:30 BST", "2026-10-23T16:30:00Z", false],
    ["Mon 26 Oct 18:00 GMT", "2026-10-26T18:00:00Z", true],
    ["Mon 26 Oct 17:00 GMT (would be 18:00 in BST)", "2026-10-26T17:00:00Z", false],
    ["Mon 26 Oct 23:59 GMT", "2026-10-26T23:59:00Z", true],
    // Summer time starts Sunday 29 Mar 2026.
    ["Fri 27 Mar 23:30 GMT", "2026-03-27T23:30:00Z", true],
    ["Mon 30 Mar 23:30 BST = 22:30Z", "2026-03-30T22:30:00Z", true],
    ["Mon 30 Mar 23:30Z = Tue 00:30 BST", "2026-03-30T23:30:00Z", false],
  ])("%s → %s", (_n, iso, ok) => expect(isInSlotWindow(at(iso), "Europe/London")).toBe(ok));
});

describe("C7/C8 deadlines", () => {
  test("72 h and 168 h after issue", () => {
    const d = challengeDeadlines(at("2026-12-01T03:00:00Z"));
    expect(d.respondBy.toISOString()).toBe("2026-12-04T03:00:00.000Z");
    expect(d.playBy.toISOString()).toBe("2026-12-08T03:00:00.000Z");
  });
  test("league settings change them", () => {
    const d = challengeDeadlines(at("2026-12-01T03:00:00Z"), { responseHours: 24, playHours: 48 });
    expect(d.playBy.toISOString()).toBe("2026-12-03T03:00:00.000Z");
  });
});

describe("C10 league week", () => {
  test.each([
    ["Sun 23:59 Shanghai belongs to the week before", "2026-12-06T15:59:00Z", "2026-11-29T16:00:00.000Z"],
    ["Mon 00:00 Shanghai starts a week", "2026-12-06T16:00:00Z", "2026-12-06T16:00:00.000Z"],
    ["Wed in Shanghai", "2026-12-02T10:00:00Z", "2026-11-29T16:00:00.000Z"],
  ])("%s", (_n, iso, start) => expect(leagueWeekStart(at(iso), "Asia/Shanghai").toISOString()).toBe(start));
  test("London week start after the clocks go back is midnight GMT", () => {
    expect(leagueWeekStart(at("2026-10-28T12:00:00Z"), "Europe/London").toISOString()).toBe("2026-10-26T00:00:00.000Z");
  });
});

test("zonedInstant and localParts are inverse", () => {
  const i = zonedInstant(2026, 12, 1, 19, 30, "Asia/Shanghai");
  expect(i.toISOString()).toBe("2026-12-01T11:30:00.000Z");
  expect(localParts(i, "Asia/Shanghai")).toEqual({ year: 2026, month: 12, day: 1, hour: 19, minute: 30, isoDay: 2 });
});

describe("C6 window slots offered by the slot picker", () => {
  test("a week from Tue 12:00 Shanghai: 5 evenings × 12 half-hours, all in the window, none after the deadline", () => {
    const from = new Date("2026-12-01T04:00:00Z");
    const until = new Date("2026-12-08T04:00:00Z");
    const slots = windowSlots(from, until, DEFAULT_SETTINGS);
    expect(slots).toHaveLength(5 * 12); // Tue, Wed, Thu, Fri, Mon
    expect(slots.every((s) => isInSlotWindow(s, "Asia/Shanghai") && s > from && s < until)).toBe(true);
    expect(slots[0].toISOString()).toBe("2026-12-01T10:00:00.000Z");
    expect(slots.at(-1)!.toISOString()).toBe("2026-12-07T15:30:00.000Z");
  });
  test("London across the end of summer time keeps 18:00 local", () => {
    const slots = windowSlots(new Date("2026-10-23T00:00:00Z"), new Date("2026-10-27T00:00:00Z"), { ...DEFAULT_SETTINGS, timeZone: "Europe/London" }, 60);
    expect(slots.map((s) => s.toISOString())).toContain("2026-10-23T17:00:00.000Z");
    expect(slots.map((s) => s.toISOString())).toContain("2026-10-26T18:00:00.000Z");
    expect(slots).toHaveLength(12);
  });
});

describe("S3 league days", () => {
  it.each([
    ["2026-12-31T15:59:59Z", "Asia/Shanghai", "2026-12-31"],
    ["2026-12-31T16:00:00Z", "Asia/Shanghai", "2027-01-01"],
    ["2027-03-28T00:30:00Z", "Europe/London", "2027-03-28"],
    ["2027-03-27T23:30:00Z", "America/New_York", "2027-03-27"],
  ])("%s in %s is %s", (iso, tz, day) => {
    expect(leagueDay(new Date(iso), tz)).toBe(day);
  });
  it.each([
    ["2027-06-30", "Asia/Shanghai", "2027-06-30T16:00:00.000Z"],
    ["2027-12-31", "Asia/Shanghai", "2027-12-31T16:00:00.000Z"],
    ["2027-03-27", "Europe/London", "2027-03-28T00:00:00.000Z"],
    ["2027-03-28", "Europe/London", "2027-03-28T23:00:00.000Z"],
  ])("the day after %s in %s starts at %s", (day, tz, iso) => {
    expect(afterLeagueDay(day, tz).toISOString()).toBe(iso);
  });
});
