// Issue 38: each provider's message and signature, checked as the provider checks them.
import crypto from "node:crypto";
import { expect, test } from "vitest";
import { accepted, formatMessage, signRequest, type ChatMessage } from "./providers";
import { isPrivateAddress } from "./http";

/** A provider's JSON body, read loosely by path. */
type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const m: ChatMessage = {
  event: "result_submitted",
  title: "红队 提交了挑战 #7 的结果",
  lines: ["比赛：红队（第 5 名）对 [蓝队](http://evil.example)（第 3 名）", "结果：红队 45 : 30 蓝队 @all"],
  linkLabel: "确认或申诉",
  link: "https://ladder.example.club/challenges/c1",
};
const NOW = Date.UTC(2026, 11, 2, 12, 0, 0);

test.each([
  ["wecom", (b: Body) => [b.msgtype, b.markdown.content]],
  ["dingtalk", (b: Body) => [b.msgtype, b.markdown.text]],
  ["feishu", (b: Body) => [b.msg_type, b.card.elements[0].content]],
  ["slack", (b: Body) => ["text", b.text]],
  ["discord", (b: Body) => ["content", b.content]],
] as const)("%s: the provider's markdown with the link; a name's markdown stays text, no @all", (kind, read) => {
  const [type, text] = read(formatMessage(kind, m)) as [string, string];
  expect(type).toBe(kind === "wecom" || kind === "dingtalk" ? "markdown" : kind === "feishu" ? "interactive" : type);
  expect(text).toContain("https://ladder.example.club/challenges/c1");
  expect(text).toContain("45 : 30");
  if (kind === "slack") {
    // mrkdwn links only as <url|text>, mentions only as <!…>: a name cannot make either
    expect(text).not.toMatch(/<http:\/\/evil|<!/);
  } else {
    expect(text).not.toContain("[蓝队](http://evil.example)");
    expect(text).not.toMatch(/@all\b/);
  }
});

test("DingTalk: title and markdown; signed in the query as DingTalk verifies it", () => {
  const body = formatMessage("dingtalk", m);
  expect(body).toMatchObject({ msgtype: "markdown", markdown: { title: m.title } });
  const req = signRequest("dingtalk", new URL("https://oapi.dingtalk.com/robot/send?access_token=t"), body, "SECabc", NOW);
  const u = new URL(req.url);
  expect(u.searchParams.get("access_token")).toBe("t");
  expect(u.searchParams.get("timestamp")).toBe(String(NOW));
  const expected = crypto.createHmac("sha256", "SECabc").update(`${NOW}\nSECabc`).digest("base64");
  expect(u.searchParams.get("sign")).toBe(expected);
});

test("Feishu: an interactive card with a markdown element; signed in the body as Feishu verifies it", () => {
  const req = signRequest("feishu", new URL("https://open.feishu.cn/open-apis/bot/v2/hook/x"), formatMessage("feishu", m), "fs-secret", NOW);
  const body = JSON.parse(req.body);
  expect(body.timestamp).toBe(String(NOW / 1000));
  expect(body.sign).toBe(
    crypto
      .createHmac("sha256", `${NOW / 1000}\nfs-secret`)
      .update("")
      .digest("base64"),
  );
  expect(body.card.header.title.content).toBe(m.title);
  expect(body.card.elements[0].tag).toBe("markdown");
});

test("WeCom: markdown within 4,096 bytes however long the lines, the link kept", () => {
  const long = { ...m, lines: Array.from({ length: 400 }, (_, i) => `第 ${i} 行：挑战与应战`) };
  const content = (formatMessage("wecom", long) as Body).markdown.content as string;
  expect(Buffer.byteLength(content)).toBeLessThanOrEqual(4096);
  expect(content).toContain(m.link);
});

test("Slack escapes &, < and >; Discord allows no mentions", () => {
  expect((formatMessage("slack", { ...m, title: "A & <B>" }) as Body).text).toContain("A &amp; &lt;B&gt;");
  expect(formatMessage("discord", m)).toMatchObject({ allowed_mentions: { parse: [] } });
});

test("generic: the facts as JSON, signed with the timestamp and body (HMAC-SHA256, hex)", () => {
  const req = signRequest("generic", new URL("https://example.org/hook"), formatMessage("generic", m), "g-secret", NOW);
  const ts = req.headers["x-ladder-timestamp"];
  expect(req.headers["x-ladder-signature"]).toBe(`sha256=${crypto.createHmac("sha256", "g-secret").update(`${ts}.${req.body}`).digest("hex")}`);
  expect(JSON.parse(req.body)).toMatchObject({ event: "result_submitted", link: m.link });
});

test.each([
  ["wecom", 200, '{"errcode":0,"errmsg":"ok"}', true],
  ["wecom", 200, '{"errcode":45009,"errmsg":"api freq out of limit"}', false],
  ["dingtalk", 200, '{"errcode":310000,"errmsg":"sign not match"}', false],
  ["feishu", 200, '{"code":0,"msg":"success"}', true],
  ["feishu", 200, '{"code":19021,"msg":"sign match fail"}', false],
  ["slack", 200, "ok", true],
  ["discord", 204, "", true],
  ["discord", 429, '{"retry_after":1}', false],
  ["generic", 500, "boom", false],
] as const)("%s answering %i %s → accepted %s", (kind, status, text, ok) => {
  expect(accepted(kind, status, text).ok).toBe(ok);
});

test.each([
  ["127.0.0.1", true],
  ["10.1.2.3", true],
  ["172.20.0.1", true],
  ["192.168.1.1", true],
  ["169.254.169.254", true],
  ["100.64.0.1", true],
  ["::1", true],
  ["fe80::1", true],
  ["fd00::1", true],
  ["::ffff:127.0.0.1", true],
  ["0.0.0.0", true],
  ["8.8.8.8", false],
  ["101.226.4.6", false],
  ["2606:4700::1111", false],
  ["not-an-ip", true],
])("%s is private: %s", (address, priv) => expect(isPrivateAddress(address)).toBe(priv));
