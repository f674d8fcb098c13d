// Issue 37, "what done looks like": a club's first evening on a production server (NODE_ENV
// production, no demo, no clock override, the admin from LADDER_ADMIN_EMAIL, real SMTP), driven
// through the real pages in Chromium at phone width: the organiser names the league (a bad time
// refused, the form kept), imports 30 teams × 6 with staged invitations (one full-width ＠, two bad
// rows fixed), corrects an address, sends them; captains accept; a newcomer registers a team with a
// mistake and corrects it; two captains play a challenge to a confirmed result. Time passes as on a
// real server: libfaketime moves the server's system clock (FAKETIME_TIMESTAMP_FILE), never the
// league's clock override, which production refuses. On every page: axe, no sideways scroll at
// 390 px, and no raw event code or English word in the visible text of a zh-CN page.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { chromium, type Browser, type Page } from "playwright-core";
import { serve, type Served } from "@/scripts/lib/serve";
import { Api } from "@/scripts/lib/api-client";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "@/scripts/lib/chromium";
import { startSmtp } from "../integration/smtp";
import { fakeTimeEnv, moveServerClock, pageHolds as check } from "./production";

const ORGANISER = { email: "organiser@club.test", password: "Morning-star-bridge-2027" };
const PASSWORD = "Lantern-river-bid-2027";
const PHONE = { width: 390, height: 844 };

let server: Served;
let browser: Browser;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let clockFile: string;
const started = Date.now();

/** Moves the server's system clock to `at`. */
const serverTimeIs = (at: Date) => moveServerClock(clockFile, Math.round((at.getTime() - Date.now()) / 1000));

beforeAll(async () => {
  smtp = await startSmtp();
  clockFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ladder-faketime-")), "offset");
  moveServerClock(clockFile, 0);
  server = await serve({
    prepare: ["scripts/migrate.ts"],
    env: {
      LADDER_DEMO: "0",
      LADDER_ALLOW_CLOCK_OVERRIDE: "0",
      LADDER_ADMIN_EMAIL: ORGANISER.email,
      LADDER_ADMIN_PASSWORD: ORGANISER.password,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SMTP_FROM: "晨星桥牌俱乐部 <ladder@club.test>",
      ...fakeTimeEnv(clockFile),
    },
  });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}, 600_000);
afterAll(async () => {
  await browser?.close();
  if (process.env.LADDER_E2E_SHOW_LOG) console.log(server?.log());
  await server?.stop();
  await smtp?.stop();
  console.log(`[first evening] the journey took ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

async function phone(locale: "zh-CN" | "en" = "zh-CN", viewport = PHONE) {
  const context = await browser.newContext({ locale, viewport, baseURL: server.url, timezoneId: "Asia/Shanghai" });
  return { context, page: await context.newPage() };
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/signin");
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', password);
  await page.click('form[data-testid="sign-in-form"] button[type="submit"]');
  await page.waitForSelector('[data-testid="signed-in-as"]');
}

/** Waits for the page's action to come back (the same page with ?ok= or ?error=). */
async function submit(page: Page, selector: string) {
  await Promise.all([page.waitForEvent("framenavigated"), page.click(selector)]);
  await page.waitForSelector('[data-testid="flash-ok"], [data-testid="flash-error"]');
}

const TEAMS = Array.from({ length: 30 }, (_, i) => `晨星${String(i + 1).padStart(2, "0")}队`);
const person = (t: number, m: number) => `p${t + 1}.${m + 1}@club.test`;
const ROLE = ["captain", "deputy", "member", "member", "member", "member"];

test("a club's first evening on a production server, at phone width, in zh-CN", async () => {
  const org = await phone();
  const { page } = org;

  // 1. A production install is neutral: no league name yet; the organiser is pointed to the checklist.
  await signIn(page, ORGANISER.email, ORGANISER.password);
  expect(await page.title()).toContain("梯级挑战赛");
  expect(await page.textContent("body")).not.toContain("演示");
  await page.goto("/");
  await page.click('[data-testid="setup-link"]');
  await page.waitForSelector('[data-testid="setup-checklist"]');
  expect(await page.getAttribute('[data-step="name"]', "class")).toBe("next");
  await check(page, "admin overview (empty)");
  await page.screenshot({ path: "docs/screenshots/admin-checklist-zh-CN-390.png", fullPage: true });

  // 2. Settings: a time out of range is refused with the field named in Chinese, and what was typed stays.
  await page.click('[data-testid="admin-nav-settings"]');
  await page.waitForSelector('[data-testid="league-form"]');
  await page.fill('[data-testid="league-form"] input[name="name"]', "晨星桥牌俱乐部 梯级挑战赛");
  await page.fill('[data-testid="league-form"] input[name="venue"]', "晨星桥牌俱乐部 网上房间");
  await page.fill('[data-testid="league-form"] input[name="slotWindowStartMinute"]', "２５：００");
  await submit(page, '[data-testid="league-form"] button[type="submit"]');
  expect(await page.textContent('[data-testid="flash-error"]')).toBe("请检查：时间窗口开始。");
  await page.waitForSelector('input[name="slotWindowStartMinute"][aria-invalid="true"]');
  expect(await page.inputValue('[data-testid="league-form"] input[name="name"]')).toBe("晨星桥牌俱乐部 梯级挑战赛");
  await check(page, "settings (error)");
  await page.fill('[data-testid="league-form"] input[name="slotWindowStartMinute"]', "１９：００"); // a Chinese input method's full-width digits
  await submit(page, '[data-testid="league-form"] button[type="submit"]');
  expect(await page.locator('[data-testid="flash-ok"]').count()).toBe(1);
  expect(await page.inputValue('[data-testid="league-form"] input[name="slotWindowStartMinute"]')).toBe("19:00");
  expect(await page.title()).toContain("晨星桥牌俱乐部");

  // 3. The import: 30 teams × 6 from a CSV with two bad rows and one full-width ＠; invitations later.
  const rows = ["team,email,name,role"];
  for (let t = 0; t < 30; t++) for (let m = 0; m < 6; m++) rows.push(`${TEAMS[t]},${person(t, m)},队员${t + 1}之${m + 1},${ROLE[m]}`);
  rows[1 + 2 * 6 + 3] = `${TEAMS[2]},p3.4＠club.test,队员3之4,member`; // full-width ＠: read as @
  rows[1 + 5 * 6 + 2] = `${TEAMS[5]},p6.3@@club.test,队员6之3,member`; // bad address
  rows[1 + 8 * 6 + 4] = `${TEAMS[8]},p9.5@club.test,队员9之5,教练`; // unknown role
  await page.click('[data-testid="admin-nav-import"]');
  await page.waitForSelector('[data-testid="import-form"][data-ready]');
  await page.fill('[data-testid="import-csv"]', rows.join("\n"));
  await page.click('[data-testid="import-preview"]');
  await page.waitForSelector('[data-testid="import-problems"]');
  expect(await page.locator('[data-testid="import-result"] tbody tr').count()).toBe(2);
  await check(page, "import (problems)");
  rows[1 + 5 * 6 + 2] = `${TEAMS[5]},p6.3@club.test,队员6之3,member`;
  rows[1 + 8 * 6 + 4] = `${TEAMS[8]},p9.5@club.test,队员9之5,队员`;
  await page.fill('[data-testid="import-csv"]', rows.join("\n"));
  await page.check('[data-testid="import-invite-later"]');
  await page.click('[data-testid="import-preview"]');
  await page.waitForSelector('[data-testid="import-ok"]');
  expect(await page.textContent('[data-testid="import-result"] thead')).toContain("队名");
  await check(page, "import (preview)");
  await page.screenshot({ path: "docs/screenshots/import-preview-zh-CN-390.png", fullPage: true });
  await page.click('[data-testid="import-commit"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="import-ok"]')?.textContent?.includes("尚未发出邀请"));
  expect(smtp.inbox.length).toBe(0); // staged: nobody mailed

  // 4. Invitations: 180 staged, paged by 50; one address corrected; then all sent.
  await page.click('[data-testid="admin-nav-invitations"]');
  await page.waitForSelector('[data-testid="invitation-count"]');
  expect(await page.textContent('[data-testid="invitation-count"]')).toContain("共 180 个");
  expect(await page.locator('[data-testid="pending-invitations"] tbody tr').count()).toBe(50);
  await check(page, "invitations");
  await page.screenshot({ path: "docs/screenshots/admin-invitations-zh-CN-390.png" });
  await page.fill('[data-testid="invitation-search"]', "队员4之5");
  await Promise.all([page.waitForEvent("framenavigated"), page.click('[data-testid="invitation-filter-submit"]')]);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="pending-invitations"] tbody tr').length === 1);
  const row = page.locator('[data-invitation="p4.5@club.test"]');
  await row.locator("summary").click();
  await row.locator('[data-testid="invitation-new-email"]').fill("p4.5.right@club.test");
  await submit(page, '[data-invitation="p4.5@club.test"] [data-testid="invitation-email-submit"]');
  expect(await page.textContent('[data-testid="flash-ok"]')).toContain("邮箱已更正");
  await submit(page, '[data-testid="send-staged"]');
  expect(await page.textContent('[data-testid="flash-ok"]')).toBe("邀请已排队发出。");
  await expect.poll(() => smtp.inbox.length, { timeout: 60_000 }).toBe(180); // delivered at commit: no sweep
  expect(smtp.to("p4.5@club.test")).toHaveLength(0);
  expect(smtp.to("p4.5.right@club.test")).toHaveLength(1);
  expect(smtp.to("p3.4@club.test")).toHaveLength(1);
  expect(smtp.to("p1.1@club.test")[0].parsed.subject).toContain("晨星桥牌俱乐部");
  // Any invitation's link can be sent anew and copied into a group chat (the old one stops working).
  await page.fill('[data-testid="invitation-search"]', "p30.6@club.test");
  await Promise.all([page.waitForEvent("framenavigated"), page.click('[data-testid="invitation-filter-submit"]')]);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="pending-invitations"] tbody tr').length === 1);
  await page.waitForSelector('[data-testid="invite-form"][data-ready]'); // hydrated
  await page.click('[data-invitation="p30.6@club.test"] [data-testid="send-invitation"]');
  const copied = await (await page.waitForSelector('[data-testid="invitation-link"]')).inputValue();
  expect(copied).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
  await expect.poll(() => smtp.to("p30.6@club.test").length, { timeout: 30_000 }).toBe(2);
  expect(smtp.link("p30.6@club.test", "/invite").url).toBe(copied);

  // 5. Two captains and a member accept their invitations; the organiser sets the initial ladder.
  for (const [email, name] of [
    ["p1.1@club.test", "晨一队长"],
    ["p2.1@club.test", "晨二队长"],
    ["p1.3@club.test", "晨一队员"],
  ]) {
    const invitee = await phone();
    await invitee.page.goto(new URL(smtp.link(email, "/invite").url).pathname);
    await invitee.page.waitForSelector('[data-testid="accept-form"][data-ready]');
    await invitee.page.fill('[data-testid="accept-form"] input[name="name"]', name);
    await invitee.page.fill('[data-testid="accept-form"] input[name="password"]', PASSWORD);
    await invitee.page.click('[data-testid="accept-submit"]');
    await invitee.page.waitForSelector('[data-testid="signed-in-as"]');
    await invitee.context.close();
  }
  await page.click('[data-testid="admin-nav-teams"]');
  await page.waitForSelector('[data-testid="ladder-form"]');
  await check(page, "teams");
  await submit(page, '[data-testid="ladder-form"] button[type="submit"]');
  expect(await page.locator('[data-testid="flash-ok"]').count()).toBe(1);
  await page.click('[data-testid="admin-nav-overview"]');
  await page.waitForSelector('[data-testid="setup-checklist"]');
  expect(await page.locator('li[data-done="1"]').count()).toBe(5);
  expect(await page.getAttribute('[data-step="challenge"]', "class")).toBe("next");

  // 6. A newcomer registers a team, with a mistake (an address typed wrong); the form keeps the rest.
  const founder = await phone();
  await founder.page.goto("/signup");
  await founder.page.fill('[data-testid="signup-form"] input[name="email"]', "founder@club.test");
  await founder.page.fill('[data-testid="signup-form"] input[name="name"]', "灯塔 创始人");
  await founder.page.fill('[data-testid="signup-form"] input[name="password"]', PASSWORD);
  await founder.page.click('[data-testid="signup-submit"]');
  await founder.page.waitForSelector('[data-testid="flash-ok"]');
  await expect.poll(() => smtp.to("founder@club.test").length, { timeout: 30_000 }).toBe(1);
  await founder.page.goto(new URL(smtp.link("founder@club.test", "/verify").url).pathname);
  await founder.page.waitForSelector('[data-testid="verify-form"][data-ready]');
  await check(founder.page, "verify");
  await founder.page.fill('[data-testid="verify-password"]', PASSWORD);
  await founder.page.click('[data-testid="verify-submit"]');
  await founder.page.waitForSelector('[data-testid="signed-in-as"]'); // confirming the address signs in
  await founder.page.goto("/register-team");
  await founder.page.fill('[data-testid="register-team-form"] input[name="name"]', "灯塔队");
  await founder.page.fill('[data-testid="register-team-form"] textarea[name="memberEmails"]', "d1@club.test\nd2@@club.test\nd3@club.test");
  await submit(founder.page, '[data-testid="register-team-submit"]');
  await check(founder.page, "register team (error)");
  expect(await founder.page.inputValue('[data-testid="register-team-form"] input[name="name"]')).toBe("灯塔队");
  await founder.page.fill('[data-testid="register-team-form"] textarea[name="memberEmails"]', "d1@club.test\nd2@club.test\nd3@club.test");
  await Promise.all([founder.page.waitForEvent("framenavigated"), founder.page.click('[data-testid="register-team-submit"]')]);
  await founder.page.waitForSelector('[data-testid="team-name"]');
  await founder.context.close();
  await page.click('[data-testid="admin-nav-teams"]');
  await page.locator('[data-pending-team="灯塔队"] [data-testid="approve-pending"]').click();
  await page.waitForSelector('[data-testid="flash-ok"]');

  // 7. The second team challenges the first through the pages; the defender accepts a time.
  const c = await phone();
  const d = await phone();
  const m = await phone();
  await signIn(c.page, "p2.1@club.test");
  await signIn(d.page, "p1.1@club.test");
  await signIn(m.page, "p1.3@club.test");
  // T5 (revision 4): the initial order set the ladder, before any challenge: the captain's invitation
  // form asks whom a new member replaces (an invitation that does not say is refused, 422 T5).
  await d.page.goto("/");
  await Promise.all([d.page.waitForEvent("framenavigated"), d.page.locator(`a:text-is("${TEAMS[0]}")`).first().click()]);
  await d.page.waitForSelector('[data-testid="team-invitations"]');
  expect(await d.page.locator('[data-testid="team-invitations"] select[name="replaces"]').count()).toBe(1);
  await c.page.goto("/");
  await check(c.page, "ladder (challenger)");
  await c.page.click('[data-testid="challenge-1"]');
  await c.page.waitForSelector('[data-testid="issue-form"]');
  await check(c.page, "new challenge");
  expect(await c.page.isVisible('[data-testid="provisional-note"]')).toBe(true); // both teams are new: E2 explained
  await submit(c.page, '[data-testid="issue-submit"]');
  const url = new URL(c.page.url()).pathname;
  const id = url.split("/").pop()!;
  // To-do lists: the defender's captain is asked to answer; the challenger's is not asked anything about it.
  await d.page.goto("/");
  expect(await d.page.locator(`li.next-step:has(a[href$="/challenges/${id}"])`).count()).toBe(1);
  await check(d.page, "home (defender)");
  await d.page.goto(url);
  await check(d.page, "challenge (to answer)");
  await submit(d.page, '[data-testid="accept-submit"]');
  const api = await new Api(server.url).as("p1.1@club.test", PASSWORD);
  const scheduledAt = new Date((await api.call("GET", `/challenges/${id}`)).body.scheduledAt as string);

  // 8. Ten minutes after the start (the server's clock moved): a member checks in from its to-do list.
  serverTimeIs(new Date(scheduledAt.getTime() + 10 * 60_000));
  await m.page.goto("/");
  const checkIn = m.page.locator(`li.next-step:has(a[href$="/challenges/${id}"])`);
  expect(await checkIn.count()).toBe(1);
  await check(m.page, "home (member, check-in)");
  await m.page.goto(url);
  await submit(m.page, '[data-testid="check-in-submit"]');
  await c.page.goto(url);
  await submit(c.page, '[data-testid="check-in-submit"]');

  // 9. Three hours later the challenger reports 45 : 30; the defender confirms from its to-do list.
  serverTimeIs(new Date(scheduledAt.getTime() + 3 * 3_600_000));
  await c.page.goto(url);
  await c.page.fill('[data-testid="challenger-imps"]', "45");
  await c.page.fill('[data-testid="defender-imps"]', "30");
  await submit(c.page, '[data-testid="result-submit"]');
  await c.page.goto("/");
  expect(await c.page.locator(`li.next-step:has(a[href$="/challenges/${id}"])`).count()).toBe(0); // not asked to confirm its own result
  await d.page.goto("/");
  const confirm = d.page.locator(`li.next-step:has(a[href$="/challenges/${id}"]) [data-testid="next-confirm"]`);
  expect(await confirm.textContent()).toContain("45 : 30");
  await confirm.click();
  await d.page.waitForSelector('[data-testid="challenge-outcome"]');
  expect(await d.page.isVisible('[data-testid="rating-stake"]')).toBe(false);
  expect(await d.page.textContent('[data-testid="rating-changes"]')).toMatch(/\+\d+\.\d\d/);
  await check(d.page, "challenge (final)");
  await d.page.screenshot({ path: "docs/screenshots/first-evening-final-zh-CN-390.png", fullPage: true });
  const ladder = (await api.call("GET", "/ladder")).body.entries as { position: number; team: { name: string } }[];
  expect(ladder.slice(0, 2).map((e) => e.team.name)).toEqual([TEAMS[1], TEAMS[0]]);

  // 10. The event log names the teams; an unknown page is the site's own 404 in Chinese.
  await m.page.goto("/events");
  expect(await m.page.textContent('[data-testid="event-log"]')).toContain(TEAMS[1]);
  await check(m.page, "event log");
  await m.page.goto("/no-such-page");
  expect(await m.page.textContent("main")).toContain("找不到");
  await check(m.page, "404");
  for (const x of [c, d, m]) await x.context.close();

  // 11. Every admin page at 390, 768 and 1280 px, and in English at 390: no sideways scroll, axe clean, screenshots.
  for (const [locale, width] of [
    ["zh-CN", 390],
    ["zh-CN", 768],
    ["zh-CN", 1280],
    ["en", 390],
  ] as const) {
    const v = await phone(locale, { width, height: 900 });
    await signIn(v.page, ORGANISER.email, ORGANISER.password);
    const prefix = locale === "en" ? "/en" : "";
    for (const p of ["", "/settings", "/teams", "/invitations", "/import", "/robots", "/system"]) {
      await v.page.goto(`${prefix}/admin${p}`);
      await v.page.waitForSelector('[data-testid="admin-nav"]');
      await check(v.page, `${locale} admin${p} at ${width}`);
      const name = `docs/screenshots/admin${p.replace("/", "-") || "-overview"}-${locale}-${width}.png`;
      if (locale === "zh-CN" ? width !== 768 || p === "" : p === "") await v.page.screenshot({ path: name });
    }
    await v.context.close();
  }
  await org.context.close();
}, 900_000);
