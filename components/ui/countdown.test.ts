import { expect, test } from "vitest";
import { countdownText } from "./countdown";

const H = 3_600_000;
test.each([
  [2 * 24 * H + 23 * H + 59 * 60_000 + 56_000, "天", "2天 23:59:56"],
  [2 * 24 * H + 23 * H + 59 * 60_000 + 56_000, "d", "2d 23:59:56"],
  [5 * 60_000 + 1_500, "天", "00:05:01"],
  [-1, "天", "00:00:00"],
])("countdownText(%d, %s) = %s", (ms, day, text) => expect(countdownText(ms, day)).toBe(text));
