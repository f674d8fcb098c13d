// Issue 37 (api.md "Club setup"): times of day as HH:MM on the API too, under the settings' own
// names or api.md's short ones; a bad value is refused with its field named.
import { describe, expect, it } from "vitest";
import { UpdateLeagueSchema } from "./settings";

describe("UpdateLeagueSchema: times of day", () => {
  it.each([
    [{ slotWindowStartMinute: "19:00" }, { slotWindowStartMinute: 1140 }],
    [{ slotWindowStartMinute: 1140 }, { slotWindowStartMinute: 1140 }],
    [{ windowStart: "19:00" }, { slotWindowStartMinute: 1140 }],
    [
      { windowStart: "１９：３０", windowEnd: "24:00" },
      { slotWindowStartMinute: 1170, slotWindowEndMinute: 1440 },
    ],
    [{ windowEnd: "23:00", slotWindowEndMinute: 1380 }, { slotWindowEndMinute: 1380 }],
  ])("%j is read as %j", (body, want) => {
    const p = UpdateLeagueSchema.safeParse(body);
    expect(p.success && p.data).toEqual(want);
  });

  it.each([
    [{ windowStart: "7pm" }, "slotWindowStartMinute"],
    [{ slotWindowStartMinute: "25:00" }, "slotWindowStartMinute"],
    [{ windowEnd: "19:60" }, "slotWindowEndMinute"],
    [{ timeZone: "UTC+8" }, "timeZone"],
    [{ windowBegin: "19:00" }, ""],
  ])("%j is refused, naming %s", (body, field) => {
    const p = UpdateLeagueSchema.safeParse(body);
    expect(p.success).toBe(false);
    if (field) expect(p.error!.issues.map((i) => i.path.join("."))).toContain(field);
  });
});
