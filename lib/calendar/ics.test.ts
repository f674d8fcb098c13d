import { expect, test } from "vitest";
import { icsCalendar } from "./ics";

const e = {
  uid: "c1@ladder",
  start: new Date("2026-12-02T12:00:00Z"),
  minutes: 150,
  summary: "挑战 #3：月光桥影 vs 黑土神鸭",
  description: "C11: check in from 30 min before, line two\nsecond line; with, commas",
  location: "联众桥牌 · 江湖月光桥影 专用比赛房间 (16 副)",
  stamp: new Date("2026-11-29T00:00:00Z"),
};

test("an iCalendar event: UTC times, escaped text, CRLF, lines folded at 75 octets", () => {
  const ics = icsCalendar("月光桥影", [e]);
  expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
  expect(ics).toContain("DTSTART:20261202T120000Z\r\n");
  expect(ics).toContain("DTEND:20261202T143000Z\r\n");
  expect(ics.replace(/\r\n /g, "")).toContain("second line\\; with\\, commas");
  for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  expect(ics.replace(/\r\n /g, "")).toContain(`SUMMARY:${e.summary}`);
  expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
});

test("an empty feed is still a valid calendar", () => {
  expect(icsCalendar("x", [])).toBe("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//bridge-ladder//league//ZH\r\nCALSCALE:GREGORIAN\r\nMETHOD:PUBLISH\r\nX-WR-CALNAME:x\r\nEND:VCALENDAR\r\n");
});
