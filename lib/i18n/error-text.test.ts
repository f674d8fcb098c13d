// Issue 37: "invalid input" names the fields by their labels in the reader's language, never by
// their code names (the settings form said "提交的内容有误。 (timeZone)").
import { describe, expect, it } from "vitest";
import { BadRequest } from "@/lib/errors";
import { appErrorText, fieldLabel, queryErrorText } from "./error-text";

describe("field labels in errors", () => {
  it.each([
    ["zh-CN", { timeZone: ["timeZone"] }, "请检查：时区。"],
    ["en", { timeZone: ["timeZone"] }, "Please check: Time zone."],
    ["zh-CN", { email: ["email"], "name.0": ["too_small"] }, "请检查：电子邮箱、名称。"],
    ["en", { slotWindowStartMinute: ["x"], venue: ["x"] }, "Please check: Window opens, Venue."],
    ["zh-CN", { someInternalKey: ["x"] }, "提交的内容有误。"],
  ])("%s %j → %s", (locale, fields, want) => {
    expect(appErrorText(locale, new BadRequest(fields))).toBe(want);
  });

  it("a page action's query names the fields the same way", () => {
    expect(queryErrorText("zh-CN", { error: "invalid_input", fields: "timeZone, slotWindowEndMinute" })).toBe("请检查：时区、时间窗口结束。");
    expect(queryErrorText("en", { error: "invalid_input" })).toBe("Some fields are invalid.");
  });

  it("no label is an English code name on a zh-CN page", () => {
    for (const f of ["name", "email", "password", "contact", "timeZone", "responseHours"]) expect(fieldLabel("zh-CN", f)).toMatch(/[\u4e00-\u9fff]/);
  });
});
