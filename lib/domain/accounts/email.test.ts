// Issue 35: one strict address or nothing (table of what mail forms people and attackers write).
import { describe, expect, test } from "vitest";
import { EMAIL_MAX, parseEmail } from "@/lib/domain/accounts/email";

describe("parseEmail (issue 35)", () => {
  test.each([
    ["12345678@qq.com", "12345678@qq.com"],
    // Issue 37: full-width forms from a Chinese input method.
    ["lin.guoqing＠example.com", "lin.guoqing@example.com"],
    ["ＬＩＮ＠ｅｘａｍｐｌｅ．ｃｏｍ", "lin@example.com"],
    ["１２３４５６７８＠ｑｑ．ｃｏｍ", "12345678@qq.com"],
    ["  Li.Wei+ladder@Example.CN ", "li.wei+ladder@example.cn"],
    ["a@b.co", "a@b.co"],
    ["t1m2@club", "t1m2@club"],
    ["o'brien@club.ie", "o'brien@club.ie"],
    ["x@sub-domain.example.com", "x@sub-domain.example.com"],
  ])("%j is %j", (text, email) => expect(parseEmail(text)).toBe(email));

  test.each([
    ["a@x.cn, b@x.cn"],
    ["a@x.cn;b@x.cn"],
    ["v@x.cn\r\nBcc: e@evil.cn"],
    ["v@x.cn\nBcc: e@evil.cn"],
    ["Victim <v@x.cn>"],
    ['"v@x.cn" <e@evil.cn>'],
    ["v@x.cn (comment)"],
    ['"quoted local"@x.cn'],
    ["v@x.cn\u0000"],
    ["a@@x.cn"],
    ["@x.cn"],
    ["a.@x.cn"],
    [".a@x.cn"],
    ["a..b@x.cn"],
    ["a@-x.cn"],
    ["a@x-.cn"],
    ["a b@x.cn"],
    ["张三@x.cn"],
    [""],
    ["   "],
    [`${"a".repeat(65)}@x.cn`],
    [`a@${"b".repeat(250)}.cn`],
    [42],
    [null],
  ])("%j is refused", (text) => expect(parseEmail(text)).toBeNull());

  test("the longest address is taken, one more character is not", () => {
    const at = (n: number) => `${"a".repeat(60)}@${"b.".repeat((n - 60 - 1 - 2) / 2)}cn`;
    expect(at(EMAIL_MAX - 1).length).toBe(EMAIL_MAX - 1);
    expect(parseEmail(at(EMAIL_MAX - 1))).not.toBeNull();
    expect(parseEmail(at(EMAIL_MAX - 1) + "x")).not.toBeNull();
    expect(parseEmail(at(EMAIL_MAX - 1) + "xx")).toBeNull();
  });
});
