// Issue 38: every notice says what happened with its facts, in both languages, with no placeholder
// left unfilled and the page's link where the action is.
import { describe, expect, test } from "vitest";
import { NOTICE_TYPES, noticePath, noticeSides } from "@/lib/domain/notify/notice";
import { leagueTime, noticeText, readerTime, renderNotice, zoneName } from "@/lib/services/notify/render";
import { LINK_MARKER } from "@/lib/services/mail/sealed-link";

const facts = {
  number: 7,
  challengeId: "ch1",
  challenger: "红队",
  defender: "Blue",
  challengerPosition: 5,
  defenderPosition: 3,
  by: "红队",
  times: ["2026-12-07T12:00:00.000Z", "2026-12-08T12:30:00.000Z"],
  at: "2026-12-07T12:00:00.000Z",
  deadline: "2026-12-05T12:00:00.000Z",
  challengerImps: 45,
  defenderImps: 30,
  winner: "红队",
  reason: "played",
  name: "红队",
  position: 4,
  text: "周一晚上可以吗？",
  teamId: "t1",
  caseId: "k1",
  ladder: { "zh-CN": "甲级", en: "Division A" },
};

describe.each(["zh-CN", "en"])("%s", (locale) => {
  test.each(NOTICE_TYPES)("%s: subject, lead, facts and action, every placeholder filled", (type) => {
    const n = renderNotice(locale, type, facts, "Asia/Shanghai");
    const all = [n.subject, n.lead, ...n.details, n.action.label].join("\n");
    expect(all).not.toMatch(/\{\w+\}/);
    expect(all).not.toMatch(/notifications\./);
    expect(n.subject.length).toBeGreaterThan(3);
    expect(n.action.path).toBe(`${locale === "en" ? "/en" : ""}${noticePath(type, facts)}`);
    expect(noticeText(n, locale)).toContain(LINK_MARKER);
  });
});

test("a challenge received names both teams, their positions, the four times and C7's deadline in league time", () => {
  const n = renderNotice("zh-CN", "challenge_received", facts, "Asia/Shanghai");
  const text = noticeText(n, "zh-CN");
  expect(n.subject).toBe("红队 挑战 Blue（#7）");
  expect(text).toContain("红队（第 5 名）对 Blue（第 3 名）");
  expect(text).toContain("12月7日周一 20:00 中国时间"); // 12:00 UTC is 20:00 in Shanghai
  expect(text).toContain("12月8日周二 20:30 中国时间");
  expect(text).toContain("截止：12月5日周六 20:00 中国时间");
  expect(text).toMatch(/回复挑战：/);
});

test("a result names the score and the acting team; English reads in English with the zone's name", () => {
  const n = renderNotice("en", "result_submitted", { ...facts, times: undefined, at: undefined }, "Europe/London");
  expect(n.subject).toBe("红队 submitted the result of challenge #7");
  expect(n.details).toContain("Result: 红队 45 : 30 Blue");
  expect(n.details.join("\n")).toContain("Deadline: Sat, Dec 5, 12:00 United Kingdom Time");
  expect(n.action.label).toBe("Confirm or appeal");
});

test.each([
  ["zh-CN", "case_opened", "appeal", "结果申诉"],
  ["en", "case_opened", "unreported", "Played, not reported (C8)"],
  ["zh-CN", "challenge_final", "conceded", "认输"],
  ["en", "challenge_final", "defender_forfeit", "Defender forfeited"],
] as const)("%s %s names its reason %s as %s, not its code", (locale, type, reason, label) => {
  const n = renderNotice(locale, type, { ...facts, reason }, "Asia/Shanghai");
  expect([n.lead, ...n.details].join("\n")).toContain(label);
});

test.each([
  ["zh-CN", "Asia/Shanghai", "中国时间"],
  ["en", "Asia/Shanghai", "China Time"],
  ["en", "Asia/Tokyo", "Japan Time"],
])("zone name %s %s → %s (not GMT+8)", (locale, tz, name) => {
  expect(zoneName(locale, tz)).toBe(name);
  expect(leagueTime(locale, tz, facts.at)).toContain(name);
});

test.each([
  ["result_submitted", "challenger", ["defender"]],
  ["result_submitted", "defender", ["challenger"]],
  ["challenge_answered", "defender", ["challenger"]],
  ["reschedule_proposed", "challenger", ["defender"]],
  ["message_posted", "defender", ["challenger"]],
  ["challenge_received", null, ["defender"]],
  ["challenge_scheduled", "challenger", ["challenger", "defender"]],
  ["challenge_final", null, ["challenger", "defender"]],
] as const)("%s by %s goes to %j", (type, by, sides) => {
  expect(noticeSides(type, by)).toEqual(sides);
});

// Issue 38: the reader's own time zone beside league time, where it differs.
test.each([
  ["zh-CN", "Europe/London", "12月7日周一 20:00 中国时间（你的时间：12:00 英国时间）"],
  ["en", "America/Los_Angeles", "Mon, Dec 7, 20:00 China Time (your time: 04:00 PT)"],
  ["zh-CN", "Asia/Shanghai", "12月7日周一 20:00 中国时间"],
  ["en", null, "Mon, Dec 7, 20:00 China Time"],
])("%s reader in %s reads %s", (locale, zone, text) => {
  expect(readerTime(locale, "Asia/Shanghai", facts.at, zone)).toBe(text);
});

test.each([
  ["zh-CN", "Europe/London", "12月8日周二 01:00 中国时间（你的时间：12月7日周一 17:00 英国时间）"],
  ["en", "Europe/Paris", "Tue, Dec 8, 01:00 China Time (your time: Mon, Dec 7, 18:00 France Time)"],
  ["en", "America/New_York", "Tue, Dec 8, 01:00 China Time (your time: Mon, Dec 7, 12:00 ET)"],
])("%s reader in %s on another day reads the date too: %s", (locale, zone, text) => {
  expect(readerTime(locale, "Asia/Shanghai", "2026-12-07T17:00:00.000Z", zone)).toBe(text);
});

test("a reader abroad gets every time of a notice in both zones, the date where it differs", () => {
  const n = renderNotice("en", "challenge_received", facts, "Asia/Shanghai", "America/New_York");
  const lines = n.details.join("\n");
  expect(lines).toContain("· Mon, Dec 7, 20:00 China Time (your time: 07:00 ET)");
  expect(lines).toContain("· Tue, Dec 8, 20:30 China Time (your time: 07:30 ET)");
  expect(lines).toContain("Sat, Dec 5, 20:00 China Time (your time: 07:00 ET)");
  // the same notice for a reader at home has no second time
  expect(renderNotice("en", "challenge_received", facts, "Asia/Shanghai").details.join("\n")).not.toContain("your time");
});
