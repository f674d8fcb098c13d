// Issue 38 (api.md "Chat groups"): which providers a group robot may be, where its URL may point,
// which league events it may follow, and the providers' limits. Pure: the network and the clock
// are the service's (lib/services/notify/chat/).
import type { NoticeType } from "@/lib/domain/notify/notice";

export const CHAT_KINDS = ["wecom", "dingtalk", "feishu", "slack", "discord", "generic"] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

export const CHAT_EVENTS = [
  "challenge_issued",
  "time_agreed",
  "match_soon",
  "result_submitted",
  "ladder_changed",
  "case_ruled",
  "deadline_near",
  "season_closed",
  "digest",
] as const;
export type ChatEvent = (typeof CHAT_EVENTS)[number];

/** The chat event a notice is posted as (null: a notice for its readers only, e.g. an inbox-only one). */
export const CHAT_EVENT_OF: Partial<Record<NoticeType, ChatEvent>> = {
  challenge_received: "challenge_issued",
  challenge_scheduled: "time_agreed",
  reschedule_accepted: "time_agreed",
  match_reminder: "match_soon",
  result_submitted: "result_submitted",
  challenge_final: "ladder_changed",
  case_ruled: "case_ruled",
  deadline_reminder: "deadline_near",
  season_closed: "season_closed",
  team_promoted: "season_closed",
  team_relegated: "season_closed",
};

/** The provider's own hosts for its robots (api.md); a generic robot may be any public https host. */
export const PROVIDER_HOSTS: Record<Exclude<ChatKind, "generic">, string[]> = {
  wecom: ["qyapi.weixin.qq.com"],
  dingtalk: ["oapi.dingtalk.com"],
  feishu: ["open.feishu.cn", "open.larksuite.com"],
  slack: ["hooks.slack.com"],
  discord: ["discord.com", "discordapp.com"],
};

/** Whether the operator listed the URL's host (LADDER_WEBHOOK_ALLOW_HOSTS): "host:port" names one port, "host" any port of it. */
export function isAllowListed(url: URL, allowHosts: readonly string[]): boolean {
  return allowHosts.some((h) => h.toLowerCase() === url.host.toLowerCase() || h.toLowerCase() === url.hostname.toLowerCase());
}

export type UrlCheck = { ok: true; url: URL; allowListed: boolean } | { ok: false; code: "webhook_url_invalid" | "webhook_url_host" | "webhook_url_https" };

/**
 * Whether a robot's URL is acceptable (SSRF, api.md): `https:` on the provider's own host, or for
 * a generic robot any `https:` host (its address is checked when it is resolved, by the service);
 * a host the operator listed (LADDER_WEBHOOK_ALLOW_HOSTS, "host[:port]") is accepted for any kind,
 * `http:` included. No credentials in the URL; no fragment.
 */
export function checkWebhookUrl(kind: ChatKind, raw: string, allowHosts: readonly string[]): UrlCheck {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, code: "webhook_url_invalid" };
  }
  if (url.username || url.password || url.hash || raw.length > 1000) return { ok: false, code: "webhook_url_invalid" };
  const listed = isAllowListed(url, allowHosts);
  if (listed && (url.protocol === "https:" || url.protocol === "http:")) return { ok: true, url, allowListed: true };
  if (url.protocol !== "https:") return { ok: false, code: "webhook_url_https" };
  if (url.port && url.port !== "443") return { ok: false, code: "webhook_url_host" };
  if (kind !== "generic" && !PROVIDER_HOSTS[kind].includes(url.hostname.toLowerCase())) return { ok: false, code: "webhook_url_host" };
  // A generic robot on an IP literal is judged by the address check; a name is resolved then.
  return { ok: true, url, allowListed: false };
}

/**
 * The providers' rate limits per robot (api.md): WeCom and DingTalk 20 messages a minute, Feishu 5
 * a second (and 100 a minute), Slack about 1 a second, Discord 30 a minute (5 per 2 s).
 */
export const RATE_LIMITS: Record<ChatKind, { count: number; ms: number }[]> = {
  wecom: [{ count: 20, ms: 60_000 }],
  dingtalk: [{ count: 20, ms: 60_000 }],
  feishu: [
    { count: 5, ms: 1_000 },
    { count: 100, ms: 60_000 },
  ],
  slack: [{ count: 1, ms: 1_000 }],
  discord: [
    { count: 5, ms: 2_000 },
    { count: 30, ms: 60_000 },
  ],
  generic: [{ count: 60, ms: 60_000 }],
};

/**
 * Half a second more than each provider's window: the provider counts arrivals by its own clock,
 * and a send is recorded when it was accepted, after it arrived.
 */
export const RATE_MARGIN_MS = 500;

/**
 * How many more messages a robot may send at `now` given the instants of its recent sends (ms),
 * and when the next one may go if none (ms since the epoch).
 */
export function rateRoom(kind: ChatKind, recentSends: number[], now: number): { room: number; nextAt: number } {
  let room = Infinity;
  let nextAt = now;
  for (const { count, ms } of RATE_LIMITS[kind]) {
    const span = ms + RATE_MARGIN_MS;
    const inWindow = recentSends.filter((t) => t > now - span).sort((a, b) => a - b);
    const left = count - inWindow.length;
    room = Math.min(room, left);
    // the oldest send in the window leaves it at t + span
    if (left <= 0) nextAt = Math.max(nextAt, inWindow[inWindow.length - count] + span);
  }
  return { room: Math.max(0, room), nextAt };
}

/** The wait before the n-th retry (n ≥ 1): 30 s, 1 min, 2 min … at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

/** Consecutive failures after which a robot is paused and its owner told. */
export const PAUSE_AFTER_FAILURES = 8;

/** WeCom's markdown holds at most 4,096 bytes; Discord's content 2,000 characters; DingTalk and Feishu ~20 kB. */
export const MAX_BYTES: Record<ChatKind, number> = { wecom: 4096, dingtalk: 18_000, feishu: 18_000, slack: 35_000, discord: 2000, generic: 18_000 };

/** `text` cut to at most `max` UTF-8 bytes, on a character boundary, with "…" when cut. */
export function cutToBytes(text: string, max: number): string {
  const enc = new TextEncoder();
  if (enc.encode(text).length <= max) return text;
  let out = "";
  let used = 0;
  const budget = max - 3; // "…" is 3 bytes
  for (const ch of text) {
    const n = enc.encode(ch).length;
    if (used + n > budget) break;
    out += ch;
    used += n;
  }
  return `${out}…`;
}
