// The league's offset that the viewer's local time is compared with (components/ui/local-time.tsx):
// minutes east of UTC at that instant, daylight saving included, so that a viewer whose clock reads
// the same as the league's gets nothing added and builds no Intl formatter.
import { describe, expect, test } from "vitest";
import { leagueTimeText } from "@/components/ui/time";
import { sameWallClock } from "@/components/ui/local-time";

describe("leagueTimeText", () => {
  test.each([
    ["Asia/Shanghai", "2026-12-03T12:30:00Z", 480],
    ["Asia/Shanghai", "2027-07-03T12:30:00Z", 480],
    ["Europe/London", "2026-12-03T12:30:00Z", 0],
    ["Europe/London", "2027-07-03T12:30:00Z", 60],
    // the instant the clocks go back (2027-10-31 01:00 UTC): an hour before and after
    ["Europe/London", "2027-10-31T00:59:00Z", 60],
    ["Europe/London", "2027-10-31T01:00:00Z", 0],
    ["America/New_York", "2027-01-15T23:00:00Z", -300],
    ["Asia/Kolkata", "2027-01-15T23:00:00Z", 330],
  ])("%s at %s: offset %i minutes", (zone, iso, offset) => {
    const t = leagueTimeText(iso, "en", zone);
    expect(t).toMatchObject({ iso, offset });
    expect(t.league).toContain(t.local.slice(-5)); // the same hour and minute, with the zone's name
  });

  test("the wall-clock time shown is the league's", () => {
    expect(leagueTimeText("2026-12-03T12:30:00Z", "en", "Asia/Shanghai").local).toMatch(/20:30$/);
    expect(leagueTimeText("2026-12-03T12:30:00Z", "zh-CN", "Asia/Shanghai").local).toMatch(/20:30$/);
  });
});

describe("sameWallClock (this process's zone stands for the viewer's)", () => {
  const d = new Date("2027-03-01T12:00:00Z");
  const mine = -d.getTimezoneOffset();
  test.each([
    [mine, true],
    [mine + 60, false],
    [mine - 30, false],
  ])("league offset %i: %s", (offset, same) => {
    expect(sameWallClock(d, offset)).toBe(same);
  });
});
