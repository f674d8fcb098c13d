// Issue 39: a refused field reads in the reader's language, zod's own checks and ours alike.
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { SettingsPatchSchema } from "@/lib/validations/settings";
import { IssueChallengeSchema } from "@/lib/validations/challenge";
import { fieldErrors } from "@/lib/api/handler";
import { zodErrorMap } from "./error-map";

const fields = (schema: z.ZodType, value: unknown, locale: "zh-CN" | "en") => {
  const p = schema.safeParse(value, { error: zodErrorMap(locale) });
  if (p.success) throw new Error("expected a refusal");
  return fieldErrors(p.error);
};

describe("zod's messages per locale", () => {
  test.each([
    ["zh-CN", { responseHours: 100000 }, "responseHours", /336/, /[\u4e00-\u9fff]/],
    ["en", { responseHours: 100000 }, "responseHours", /336/, /^[\x20-\x7e]+$/],
    ["zh-CN", { timeZone: "UTC+8" }, "timeZone", /Asia\/Shanghai/, /时区/],
    ["en", { timeZone: "UTC+8" }, "timeZone", /Asia\/Shanghai/, /time zone/],
    ["zh-CN", { slotWeekdays: [1, 1] }, "slotWeekdays", /一次/, /[\u4e00-\u9fff]/],
    ["en", { responseHours: "12" }, "responseHours", /number/, /^[\x20-\x7e]+$/],
  ] as const)("%s %j → %s", (locale, value, field, says, script) => {
    const text = fields(SettingsPatchSchema, value, locale)[field]?.[0] ?? "";
    expect(text).toMatch(says);
    expect(text).toMatch(script);
  });

  test.each([
    ["zh-CN", /ISO 8601.*2026-12-07T19:30:00\+08:00/],
    ["en", /ISO 8601 instant with an offset/],
  ] as const)("%s: an instant without an offset is explained with an example", (locale, says) => {
    const f = fields(IssueChallengeSchema, { defenderId: "x".repeat(25), slots: [{ at: "2026-12-07 19:30" }] }, locale);
    expect(Object.values(f).flat().join(" ")).toMatch(says);
  });

  test("a message of ours is never English on a Chinese answer", () => {
    const all = Object.values(fields(SettingsPatchSchema, { timeZone: "Mars/Olympus", slotWeekdays: [2, 2], ratingK: -1 }, "zh-CN")).flat();
    expect(all).toHaveLength(3);
    for (const m of all) expect(m).not.toMatch(/^[\x20-\x7e]+$/);
  });
});
