// Issue 38 (api.md "Chat groups"): robots' URLs (SSRF), rate limits and backoff.
import { describe, expect, test } from "vitest";
import { checkWebhookUrl, cutToBytes, rateRoom, retryDelayMs } from "./chat";

describe("checkWebhookUrl", () => {
  test.each([
    ["wecom", "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=abc", true],
    ["dingtalk", "https://oapi.dingtalk.com/robot/send?access_token=abc", true],
    ["feishu", "https://open.feishu.cn/open-apis/bot/v2/hook/abc", true],
    ["feishu", "https://open.larksuite.com/open-apis/bot/v2/hook/abc", true],
    ["slack", "https://hooks.slack.com/services/T/B/x", true],
    ["discord", "https://discord.com/api/webhooks/1/x", true],
    ["generic", "https://example.org/hook", true],
    ["wecom", "http://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=abc", "webhook_url_https"],
    ["wecom", "https://qyapi.weixin.qq.com.evil.example/x", "webhook_url_host"],
    ["dingtalk", "https://example.org/robot/send", "webhook_url_host"],
    ["slack", "https://hooks.slack.com:8443/services/x", "webhook_url_host"],
    ["generic", "http://example.org/hook", "webhook_url_https"],
    ["generic", "https://user:pw@example.org/hook", "webhook_url_invalid"],
    ["generic", "https://example.org/hook#x", "webhook_url_invalid"],
    ["generic", "not a url", "webhook_url_invalid"],
    ["generic", "file:///etc/passwd", "webhook_url_https"],
  ] as const)("%s %s → %s", (kind, url, expected) => {
    const r = checkWebhookUrl(kind, url, []);
    if (expected === true) expect(r.ok).toBe(true);
    else expect(r).toEqual({ ok: false, code: expected });
  });

  test("a host on the operator's list is taken for any kind, http: included, exactly as given", () => {
    const r = checkWebhookUrl("dingtalk", "http://127.0.0.1:4100/robot/send?access_token=t", ["127.0.0.1:4100"]);
    expect(r).toMatchObject({ ok: true, allowListed: true });
    expect(checkWebhookUrl("dingtalk", "http://127.0.0.1:4101/robot/send", ["127.0.0.1:4100"])).toEqual({ ok: false, code: "webhook_url_https" });
  });
});

describe("rateRoom", () => {
  const now = 1_000_000;
  test.each([
    ["wecom", [], 20, now],
    ["wecom", Array.from({ length: 19 }, (_, i) => now - 1000 * i), 1, now],
    ["wecom", Array.from({ length: 20 }, (_, i) => now - 1000 * i), 0, now - 19_000 + 60_500], // the provider's minute and half a second
    ["wecom", Array.from({ length: 20 }, (_, i) => now - 61_000 - i), 20, now],
    ["feishu", [now, now, now, now, now], 0, now + 1500],
    ["feishu", [now - 1000, now - 1000, now - 1000, now - 1000, now - 1000], 0, now + 500],
    ["feishu", [now - 1600, now - 1600, now - 1600, now - 1600, now - 1600], 5, now],
    ["discord", [now - 100, now - 200, now - 300, now - 400, now - 500], 0, now - 500 + 2500],
  ] as const)("%s with %j sent → room %i, next at %i", (kind, sends, room, nextAt) => {
    expect(rateRoom(kind, [...sends], now)).toEqual({ room, nextAt });
  });
});

test.each([
  [1, 30_000],
  [2, 60_000],
  [5, 480_000],
  [12, 3_600_000],
])("retry %i waits %i ms", (n, ms) => expect(retryDelayMs(n)).toBe(ms));

test("a text is cut on a character boundary within a byte budget", () => {
  const t = "挑战".repeat(2000); // 3 bytes each
  const cut = cutToBytes(t, 4096);
  expect(new TextEncoder().encode(cut).length).toBeLessThanOrEqual(4096);
  expect(cut.endsWith("…")).toBe(true);
  expect(cutToBytes("short", 4096)).toBe("short");
});
