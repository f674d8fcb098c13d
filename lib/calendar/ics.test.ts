// Issue 12: calendar files from the `ics` package, read back by a real parser (node-ical).
import { expect, test } from "vitest";
import ical, { type VEvent } from "node-ical";

const vevents = (text: string) => Object.values(ical.sync.parseICS(text)).filter((x): x is VEvent => x?.type === "VEVENT");
import { icsCalendar } from "./ics";

const e = {
  uid: "c1@ladder",
  start: new Date("2026-12-02T12:00:00Z"),
  minutes: 150,
  summary: "挑战 #3：月光桥影 vs 黑土神鸭",
  description: "C11: check in from 30 min before, line two\nsecond line; with, commas",
  location: "联众桥牌 · 江湖月光桥影 专用比赛房间 (16 副)",
  url: "https://ladder.example/challenges/c1",
  stamp: new Date("2026-11-29T00:00:00Z"),
};

test("a match file parses back: UTC start and end, escaped text, CRLF, folded lines", () => {
  const text = icsCalendar("月光桥影", [e]);
  for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const parsed = vevents(text);
  expect(parsed).toHaveLength(1);
  expect(parsed[0].start.toISOString()).toBe("2026-12-02T12:00:00.000Z");
  expect(parsed[0].end?.toISOString()).toBe("2026-12-02T14:30:00.000Z");
  expect(parsed[0].summary).toBe(e.summary);
  expect(parsed[0].description).toBe(e.description);
  expect(parsed[0].location).toBe(e.location);
  expect(parsed[0].uid).toBe("c1@ladder");
});

test("a team feed with several matches, a name with a bare CR, and an empty feed, all parse", () => {
  const feed = icsCalendar("黑土\r神鸭", [e, { ...e, uid: "c2@ladder", summary: "bad\rname", start: new Date("2026-12-09T12:00:00Z") }]);
  expect(feed).not.toMatch(/\r(?!\n)/);
  const events = vevents(feed);
  expect(events.map((x) => x.uid).sort()).toEqual(["c1@ladder", "c2@ladder"]);
  expect(events.find((x) => x.uid === "c2@ladder")!.summary).toBe("bad\nname");
  const empty = icsCalendar("x", []);
  expect(empty.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  expect(vevents(empty)).toHaveLength(0);
});
