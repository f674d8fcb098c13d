import { describe, expect, test } from "vitest";
import { safeCallbackPath } from "./safe-redirect";

describe("safeCallbackPath (issue 10: no open redirect after sign-in)", () => {
  test.each([
    ["/", "/"],
    ["/en/challenges/abc?x=1#top", "/en/challenges/abc?x=1#top"],
    ["/referee", "/referee"],
  ])("%s is kept", (raw, out) => expect(safeCallbackPath(raw, "/home")).toBe(out));
  test.each([
    ["//evil.example"],
    ["/\\evil.example"],
    ["/%09/evil.example"],
    ["/%2F/evil.example"],
    ["/%5Cevil.example"],
    ["/\t/evil.example"],
    ["/%252F%252Fevil.example"],
    ["https://evil.example/"],
    ["javascript:alert(1)"],
    ["evil.example"],
    ["/%E0%A4%A"],
    [""],
  ])("%s is refused", (raw) => expect(safeCallbackPath(raw, "/home")).toBe("/home"));
});
