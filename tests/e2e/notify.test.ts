// Issue 38 through the real server (npm start) with a real SMTP server and a local robot server:
// an admin connects the group robots from the page; a challenge's news leaves at commit (no sweep)
// to the defender's captain by mail, with the teams, the times, the deadline and a link on
// LADDER_PUBLIC_URL, and to each robot, signed, in its provider's format; the captains talk on the
// challenge's thread; the share text carries the link; the captain's contact shows to signed-in
// readers only. Screenshots: the admin's robots page, the mail at phone width, and each robot's
// message rendered as its provider renders markdown.
import fs from "node:fs";
import MarkdownIt from "markdown-it";
import { afterAll, beforeAll, expect, test } from "vitest";
import { ADMIN, axe, captainEmailOf, newPage, signIn, startApp, type Api, type App } from "./harness";
import { startSmtp } from "../integration/smtp";
import { startRobotServer, type Received } from "../integration/robot-server";

const PUBLIC = "https://ladder.example.club";
const SECRETS = { dingtalk: "SECe2e0123456789", feishu: "feishu-e2e-secret" };
let app: App;
let admin: Api;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let robots: Awaited<ReturnType<typeof startRobotServer>>;
let challengeId = "";
let pair: { challenger: string; defender: string } = { challenger: "", defender: "" };

beforeAll(async () => {
  smtp = await startSmtp();
  robots = await startRobotServer(SECRETS, () => Date.now());
  app = await startApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SMTP_FROM: "Ladder <ladder@demo.club>",
      LADDER_WEBHOOK_ALLOW_HOSTS: "127.0.0.1",
      LADDER_PUBLIC_URL: PUBLIC,
    },
  });
  admin = await app.api.as(ADMIN.email, ADMIN.password);
  expect((await admin.call("POST", "/admin/clock", { now: "2027-03-02T04:00:00Z" })).status).toBe(200);
  expect((await admin.call("POST", "/admin/sweep")).status).toBe(200); // the seeded open challenges expire
}, 600_000);
afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
  await robots?.stop();
});

test("an admin connects a DingTalk group robot from the page; its test message arrives signed", async () => {
  const { context, page } = await newPage(app, "zh-CN", { width: 390, height: 844 });
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto("/admin");
  await page.click('[data-testid="admin-nav-robots"]');
  await page.waitForSelector('[data-testid="robot-form"]');
  await page.selectOption('[data-testid="robot-kind"]', "dingtalk");
  await page.fill('input[name="name"]', "俱乐部钉钉群");
  await page.fill('[data-testid="robot-url"]', `${robots.base}/robot/send?access_token=club`);
  await page.fill('[data-testid="robot-secret"]', SECRETS.dingtalk);
  await page.click('[data-testid="robot-add"]');
  await page.waitForSelector('[data-testid="flash-ok"]');
  expect(await page.textContent('[data-testid="robot-list"]')).toContain("俱乐部钉钉群");
  // The URL's token and the secret are not on the page.
  expect(await page.content()).not.toContain("access_token=club");
  expect(await page.content()).not.toContain(SECRETS.dingtalk);
  await Promise.all([page.waitForURL(/[?&](ok=robotTested|error=)/), page.click('[data-testid="robot-test"]')]);
  expect(await page.isVisible('[data-testid="flash-ok"]')).toBe(true);
  expect(robots.accepted.filter((m) => m.provider === "dingtalk").map((m) => m.body.markdown.title)).toEqual(["测试消息"]);
  expect(robots.refused).toEqual([]);
  // S2: with two ladders the admin chooses the whole site or one ladder; the women's group robot
  // names its ladder in the list (and hears nothing of the open ladder: the next test).
  expect(await page.locator('[data-testid="robot-ladder"] option').allTextContents()).toEqual(["全站（所有梯级）", "黑土神鸭桥牌俱乐部 梯级挑战赛", "女子组"]);
  await page.selectOption('[data-testid="robot-kind"]', "wecom");
  await page.selectOption('[data-testid="robot-ladder"]', "women");
  await page.fill('input[name="name"]', "女子组群");
  await page.fill('[data-testid="robot-url"]', `${robots.base}/cgi-bin/webhook/send?key=women`);
  await page.click('[data-testid="robot-add"]');
  await page.waitForSelector('[data-testid="flash-ok"]');
  expect(await page.locator('[data-testid="robot"]', { hasText: "女子组群" }).textContent()).toContain("· 女子组 ·");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axe(page, "admin robots 390");
  await page.screenshot({ path: "docs/screenshots/robots-admin-zh-CN.png", fullPage: true });
  await context.close();
});

test("a challenge's news leaves at commit: the defender's captain's mail and every robot, with teams, times, deadline and the public link", async () => {
  // WeCom, Feishu (English), Slack and Discord robots beside the DingTalk one, by the API.
  for (const robot of [
    { kind: "wecom", url: `${robots.base}/cgi-bin/webhook/send?key=club` },
    { kind: "feishu", url: `${robots.base}/open-apis/bot/v2/hook/club`, secret: SECRETS.feishu, language: "en" },
    { kind: "slack", url: `${robots.base}/services/T0/B0/club`, language: "en" },
    { kind: "discord", url: `${robots.base}/api/webhooks/1/club`, language: "en" },
  ]) {
    expect(
      (await admin.call("POST", "/webhooks", { events: ["challenge_issued", "time_agreed", "result_submitted", "ladder_changed"], ...robot })).status,
    ).toBe(201);
  }
  type Row = { team: { id: string; name: string }; position: number; mayChallenge: number[]; outgoing?: string; incoming?: string };
  const ladder: Row[] = (await app.api.call("GET", "/ladder")).body.entries;
  const challenger = [...ladder]
    .reverse()
    .find((r) => !r.outgoing && !r.incoming && ladder.some((d) => r.mayChallenge.includes(d.position) && !d.incoming && !d.outgoing))!;
  const defender = ladder.find((d) => challenger.mayChallenge.includes(d.position) && !d.incoming && !d.outgoing)!;
  pair = { challenger: challenger.team.name, defender: defender.team.name };
  const captain = await app.api.as(await captainEmailOf(challenger.team.name));
  // Issue 38: the defender's captain reads from London: a zone unknown to the runtime is refused,
  // in Chinese, naming the field; the account page's select sets it.
  const to = await captainEmailOf(defender.team.name);
  const refused = await (await app.api.as(to)).call("PATCH", "/me", { timeZone: "Mars/Olympus" });
  expect(refused.status).toBe(400);
  expect(Object.keys(refused.body.error.fields)).toEqual(["timeZone"]);
  expect(refused.body.error.message).toBe("请检查：时区。");
  {
    const { context, page } = await newPage(app, "zh-CN", { width: 390, height: 844 });
    await signIn(page, to);
    await page.goto("/account");
    expect(await page.textContent('[data-testid="time-zone"] option[value=""]')).toContain("与联赛相同（中国时间 · Asia/Shanghai）");
    await page.selectOption('[data-testid="time-zone"]', "Europe/London");
    await page.click('[data-testid="profile-submit"]');
    await page.waitForSelector('[data-testid="flash-ok"]');
    expect(await page.inputValue('[data-testid="time-zone"]')).toBe("Europe/London");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.locator('[data-testid="profile-form"]').screenshot({ path: "docs/screenshots/account-time-zone-zh-CN-390.png" });
    await context.close();
  }
  expect((await (await app.api.as(to)).call("GET", "/me")).body.timeZone).toBe("Europe/London");
  // Wed, Thu, Fri and Mon at 20:00 in the league's time (the clock is Tue 2 Mar 2027, noon).
  const slots = ["2027-03-03T12:00:00Z", "2027-03-04T12:00:00Z", "2027-03-05T12:00:00Z", "2027-03-08T12:00:00Z"];
  const issued = await captain.call("POST", "/challenges", { defenderId: defender.team.id, slots });
  expect(issued.status).toBe(201);
  challengeId = issued.body.id;
  // No sweep: the commit started the delivery.
  const subject = `${challenger.team.name} 挑战 ${defender.team.name}`;
  const received = () => smtp.to(to).filter((m) => m.parsed.subject?.includes(subject));
  // Behind the sweep's backlog (the seeded challenges it ended), still without another sweep.
  await expect.poll(() => received().length, { timeout: 60_000 }).toBe(1);
  const mail = received()[0].parsed;
  expect(mail.text).toContain(`比赛：${challenger.team.name}（第 ${challenger.position} 名）对 ${defender.team.name}（第 ${defender.position} 名）`);
  expect(mail.text).toContain("提出的时间：");
  expect(mail.text).toMatch(/截止：.+中国时间/);
  // League time, and the reader's own beside it (20:00 in Shanghai is 12:00 in London in March).
  expect(mail.text).toContain("· 3月3日周三 20:00 中国时间（你的时间：12:00 英国时间）");
  expect(mail.text).toContain(`回复挑战：${PUBLIC}/challenges/${challengeId}`);
  expect(mail.html).toContain(`href="${PUBLIC}/challenges/${challengeId}"`);
  // Only the defender's captain and deputies: the challenger's captain got nothing of it.
  expect(smtp.to(await captainEmailOf(challenger.team.name)).filter((m) => m.parsed.subject?.includes(subject))).toEqual([]);
  await expect
    .poll(() => new Set(robots.accepted.filter((m) => m.body && m.text.includes(challenger.team.name)).map((m) => m.provider)).size, { timeout: 60_000 })
    .toBe(5);
  expect(robots.refused).toEqual([]);
  // The women's ladder's robot (the first test) hears nothing of the open ladder's challenge.
  expect(robots.accepted.filter((m) => m.url.includes("key=women"))).toEqual([]);
  // A group has no reader's zone: league time only.
  expect(robots.accepted.filter((m) => m.text.includes(challenger.team.name)).some((m) => /你的时间|your time/.test(m.text))).toBe(false);

  // The mail as a phone shows it: no sideways scroll.
  const { context, page } = await newPage(app, "zh-CN", { width: 390, height: 844 });
  await page.setContent(mail.html as string);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "docs/screenshots/mail-challenge-zh-CN-390.png", fullPage: true });
  // Each robot's message as its provider renders the markdown.
  for (const provider of ["dingtalk", "wecom", "feishu", "slack", "discord"]) {
    const m = robots.accepted.filter((r) => r.provider === provider && r.text.includes(challenger.team.name)).at(-1)!;
    await page.setContent(chatBubble(provider, m));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `docs/screenshots/robot-${provider}.png`, fullPage: true });
  }
  await context.close();
});

test("the captains talk on the thread; the other side is told; the share text carries the public link (390 px)", async () => {
  const d = await newPage(app, "zh-CN", { width: 390, height: 844 });
  await signIn(d.page, await captainEmailOf(pair.defender));
  await d.page.goto(`/challenges/${challengeId}`);
  await d.page.fill('[data-testid="thread-text"]', "周三晚上八点可以吗？\n我们有一位队员要晚到十分钟。");
  await d.page.click('[data-testid="thread-send"]');
  await d.page.waitForSelector('[data-testid="flash-ok"]');
  expect(await d.page.textContent('[data-testid="thread"]')).toContain("我们有一位队员要晚到十分钟。");
  const share = await d.page.inputValue('[data-testid="share-text"]');
  expect(share).toContain(`${pair.challenger}（第`);
  expect(share.trim().split("\n").at(-1)).toBe(`${PUBLIC}/challenges/${challengeId}`);
  expect(await d.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axe(d.page, "challenge with thread 390");
  await d.page.screenshot({ path: "docs/screenshots/thread-zh-CN-390.png", fullPage: true });

  // The challenger's captain is told in its own language (a demo captain reads English).
  const to = await captainEmailOf(pair.challenger);
  const told = () => smtp.to(to).filter((m) => /留言|wrote on challenge/.test(m.parsed.subject ?? ""));
  await expect.poll(() => told().length, { timeout: 60_000 }).toBe(1);
  expect(told()[0].parsed.text).toMatch(new RegExp(`(回复：|Reply: )${PUBLIC}(/en)?/challenges/${challengeId}#thread`));
  expect(told()[0].parsed.text).toContain("我们有一位队员要晚到十分钟。");
  const c = await newPage(app, "en");
  await signIn(c.page, to, undefined, "/en");
  await c.page.goto(`/en/challenges/${challengeId}`);
  expect(await c.page.textContent('[data-testid="thread"]')).toContain("周三晚上八点可以吗？");
  await axe(c.page, "challenge with thread en");
  await d.context.close();
  await c.context.close();
});

test("the captain's contact: set on the team page, read by signed-in members, not by visitors", async () => {
  const ladder: { team: { id: string; name: string } }[] = (await app.api.call("GET", "/ladder")).body.entries;
  const team = ladder.find((r) => r.team.name === pair.defender)!.team;
  const cap = await newPage(app, "zh-CN");
  await signIn(cap.page, await captainEmailOf(pair.defender));
  await cap.page.goto(`/teams/${team.id}`);
  await cap.page.click('[data-testid="contact-panel"] summary');
  await cap.page.fill('[data-testid="contact-input"]', "微信 bridge_ladder_2027");
  await cap.page.click('[data-testid="contact-submit"]');
  await cap.page.waitForSelector('[data-testid="flash-ok"]');
  expect(await cap.page.textContent('[data-testid="team-contact"]')).toBe("微信 bridge_ladder_2027");
  const other = await newPage(app, "zh-CN");
  await signIn(other.page, await captainEmailOf(pair.challenger));
  await other.page.goto(`/teams/${team.id}`);
  expect(await other.page.textContent('[data-testid="team-contact"]')).toBe("微信 bridge_ladder_2027");
  const visitor = await newPage(app, "zh-CN");
  await visitor.page.goto(`/teams/${team.id}`);
  expect(await visitor.page.content()).not.toContain("bridge_ladder_2027");
  expect((await app.api.call("GET", `/teams/${team.id}`)).body.contact).toBeUndefined();
  for (const p of [cap, other, visitor]) await p.context.close();
});

/** A chat bubble as the provider shows a robot's markdown (markdown-it; Slack's mrkdwn turned into it first). */
function chatBubble(provider: string, m: Received): string {
  const md = new MarkdownIt({ html: false, breaks: true, linkify: false });
  let text = m.text;
  if (provider === "slack") text = text.replace(/<([^|>]+)\|([^>]+)>/g, "[$2]($1)").replace(/(^|\n)\*([^*\n]+)\*/g, "$1**$2**");
  const look: Record<string, { name: string; color: string }> = {
    dingtalk: { name: "钉钉 · 俱乐部钉钉群", color: "#3296fa" },
    wecom: { name: "企业微信 · 群机器人", color: "#07c160" },
    feishu: { name: "飞书 · Custom bot", color: "#3370ff" },
    slack: { name: "Slack · #ladder", color: "#4a154b" },
    discord: { name: "Discord · #ladder", color: "#5865f2" },
  };
  const head = provider === "feishu" ? `<div class="card-head">${md.renderInline(m.body.card.header.title.content)}</div>` : "";
  const body = provider === "feishu" ? md.render(m.body.card.elements[0].content) : md.render(text);
  const css = `body{margin:0;padding:16px;background:#f2f3f5;font:15px/1.55 system-ui,'Noto Sans CJK SC',sans-serif;color:#1f2329}
    .who{font-size:13px;color:#646a73;margin-bottom:6px}.bubble{background:#fff;border-radius:8px;padding:12px 14px;max-width:340px;overflow-wrap:anywhere;border-left:4px solid ${look[provider].color}}
    .bubble p{margin:0 0 6px}.bubble a{color:${look[provider].color}}.card-head{font-weight:600;margin:-12px -14px 10px;padding:10px 14px;background:${look[provider].color};color:#fff;border-radius:8px 8px 0 0}`;
  fs.mkdirSync("docs/screenshots", { recursive: true });
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><style>${css}</style></head><body><div class="who">${look[provider].name}</div><div class="bubble">${head}${body}</div></body></html>`;
}
