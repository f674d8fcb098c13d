import { describe, expect, test } from "vitest";
import { checkPassword } from "./password-policy";

describe("password policy (issue 10)", () => {
  test.each([
    ["short1", "password_short"],
    ["password123", "password_weak"],
    ["qwertyuiop", "password_weak"],
    ["1234567890", "password_weak"],
    ["iloveyou12", "password_weak"],
    ["a".repeat(73), "password_long"],
    ["桥".repeat(25), "password_long"], // 75 bytes in UTF-8: refused, not cut
    ["correct horse battery staple", null],
    ["Bridge-Ladder-2026!", null],
    ["黑土神鸭在月光下打桥牌赢了", null],
  ])("%s → %s", (pw, code) => expect(checkPassword(pw)).toBe(code));
  test("the user's own e-mail and name do not make a password", () => {
    expect(checkPassword("zhang.wei.bridge", ["zhang.wei.bridge@club.test", "zhang", "wei", "bridge"])).toBe("password_weak");
  });
});
