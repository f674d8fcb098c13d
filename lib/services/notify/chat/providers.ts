// Issue 38 (api.md "Chat groups"): one notice as each provider's message, and its signature. Each
// provider's format was read from its documentation: WeCom group robot `markdown` (content ≤ 4,096
// bytes), DingTalk custom robot `markdown` with `title` (signed: `timestamp` in ms and `sign` =
// base64(HMAC-SHA256(secret, timestamp + "\n" + secret)) in the query), Feishu/Lark custom bot
// `interactive` card with a `markdown` element (signed: `timestamp` in s and `sign` =
// base64(HMAC-SHA256(key = timestamp + "\n" + secret, message = "")) in the body), Slack incoming
// webhook `text` (mrkdwn: `<url|label>`, & < > escaped), Discord webhook `content` (≤ 2,000, no
// mentions). A generic robot gets the facts as JSON, signed like a GitHub webhook when it has a
// secret. Names come from users: in markdown they are escaped so a team called "[x](http://…)"
// stays text and no robot pings @everyone.
import crypto from "node:crypto";
import { MAX_BYTES, cutToBytes, type ChatKind } from "@/lib/domain/notify/chat";

export type ChatMessage = { event: string; title: string; lines: string[]; linkLabel: string; link: string };

/** Markdown's active characters as text (WeCom, DingTalk, Feishu, Discord). */
const md = (s: string) => s.replace(/([\\`*_~[\]()#>|<])/g, "\\$1").replace(/@(everyone|here|all)/gi, "@\u200b$1");
/** Slack's mrkdwn: only &, < and > are escaped (its documentation). */
const slack = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The lines cut so that the whole text stays within the provider's size, the link kept. */
function fit(kind: ChatKind, head: string, lines: string[], tail: string, sep: string): string {
  const max = MAX_BYTES[kind];
  const whole = [head, ...lines, tail].join(sep);
  if (new TextEncoder().encode(whole).length <= max) return whole;
  const room = max - new TextEncoder().encode(`${head}${sep}${sep}${tail}`).length;
  return [head, cutToBytes(lines.join(sep), Math.max(16, room)), tail].join(sep);
}

/** The provider's JSON body for a message (unsigned). */
export function formatMessage(kind: ChatKind, m: ChatMessage): Record<string, unknown> {
  switch (kind) {
    case "wecom":
      return { msgtype: "markdown", markdown: { content: fit(kind, `**${md(m.title)}**`, m.lines.map(md), `[${md(m.linkLabel)}](${m.link})`, "\n") } };
    case "dingtalk":
      return {
        msgtype: "markdown",
        markdown: { title: m.title, text: fit(kind, `### ${md(m.title)}`, m.lines.map(md), `[${md(m.linkLabel)}](${m.link})`, "\n\n") },
      };
    case "feishu":
      return {
        msg_type: "interactive",
        card: {
          config: { wide_screen_mode: true },
          header: { title: { tag: "plain_text", content: m.title } },
          elements: [{ tag: "markdown", content: fit(kind, "", m.lines.map(md), `[${md(m.linkLabel)}](${m.link})`, "\n").replace(/^\n/, "") }],
        },
      };
    case "slack":
      return { text: fit(kind, `*${slack(m.title)}*`, m.lines.map(slack), `<${m.link}|${slack(m.linkLabel)}>`, "\n") };
    case "discord":
      return { content: fit(kind, `**${md(m.title)}**`, m.lines.map(md), `[${md(m.linkLabel)}](<${m.link}>)`, "\n"), allowed_mentions: { parse: [] } };
    case "generic":
      return { event: m.event, title: m.title, lines: m.lines, link: m.link, linkLabel: m.linkLabel };
  }
}

export type SignedRequest = { url: string; body: string; headers: Record<string, string> };

const hmac = (key: string, message: string, encoding: "base64" | "hex") => crypto.createHmac("sha256", key).update(message).digest(encoding);

/** The request as the provider expects it: the body, and the signature where the robot has a secret. */
export function signRequest(kind: ChatKind, url: URL, body: Record<string, unknown>, secret: string | null, nowMs: number): SignedRequest {
  const target = new URL(url);
  let payload = body;
  const headers: Record<string, string> = { "content-type": "application/json; charset=utf-8" };
  if (secret && kind === "dingtalk") {
    const timestamp = String(nowMs);
    target.searchParams.set("timestamp", timestamp);
    target.searchParams.set("sign", hmac(secret, `${timestamp}\n${secret}`, "base64"));
  } else if (secret && kind === "feishu") {
    const timestamp = String(Math.floor(nowMs / 1000));
    payload = { timestamp, sign: hmac(`${timestamp}\n${secret}`, "", "base64"), ...body };
  }
  const text = JSON.stringify(payload);
  if (secret && kind === "generic") {
    const timestamp = String(Math.floor(nowMs / 1000));
    headers["x-ladder-timestamp"] = timestamp;
    headers["x-ladder-signature"] = `sha256=${hmac(secret, `${timestamp}.${text}`, "hex")}`;
  }
  return { url: target.toString(), body: text, headers };
}

/** Whether the provider accepted the message (its HTTP status and, for some, its own error code). */
export function accepted(kind: ChatKind, status: number, text: string): { ok: boolean; error?: string } {
  if (status < 200 || status >= 300) return { ok: false, error: `HTTP ${status} ${text.slice(0, 200)}` };
  if (kind === "wecom" || kind === "dingtalk" || kind === "feishu") {
    try {
      const j = JSON.parse(text) as { errcode?: number; errmsg?: string; code?: number; msg?: string; StatusCode?: number };
      const code = kind === "feishu" ? (j.code ?? j.StatusCode ?? 0) : (j.errcode ?? 0);
      if (code !== 0) return { ok: false, error: `${code} ${(j.errmsg ?? j.msg ?? "").slice(0, 200)}` };
    } catch {
      return { ok: false, error: `not JSON: ${text.slice(0, 200)}` };
    }
  }
  return { ok: true };
}
