// Issue 40 (S3, S4) through the real server and pages on the demo league, which closed its first
// season after three weeks of history and plays on in the next: the JSON calls (each answer
// checked against the published contract), the season line above the ladder, the seasons list, a
// closed season's archive, the team's record by season, and the admin's season page, whose close is
// refused with the open challenges named while the running season has any (nothing changes).
import { afterAll, beforeAll, expect, test } from "vitest";
import { ADMIN, axe, newPage, signIn, startApp, type App } from "./harness";

let app: App;
type Season = { id: string; name: string; state: string; number: number; champion: { id: string; name: string } | null };
let seasons: Season[];

beforeAll(async () => {
  app = await startApp();
  seasons = (await app.api.call("GET", "/ladders/main/seasons")).body.seasons;
}, 600_000);
afterAll(async () => {
  await app?.stop();
});

const noSideways = async (page: import("playwright-core").Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

test("the API: the ladder with its current season, its seasons, a closed season's archive, and an admin's refused close", async () => {
  const ladders = await app.api.call("GET", "/ladders");
  expect(ladders.status).toBe(200);
  // S2: the demo's two ladders, the open one in its second season, the women's in its first.
  expect(ladders.body.ladders.map((l: { slug: string }) => l.slug)).toEqual(["main", "women"]);
  expect(ladders.body.ladders[0]).toMatchObject({ slug: "main", currentSeason: { number: 2, state: "running", endsOn: null } });
  expect(ladders.body.ladders[1]).toMatchObject({ name: { "zh-CN": "女子组", en: "Women" }, currentSeason: { number: 1, state: "running", ladder: "women" } });
  expect(seasons.map((s) => [s.number, s.state])).toEqual([
    [2, "running"],
    [1, "closed"],
  ]);
  const closed = await app.api.call("GET", `/seasons/${seasons[1].id}`);
  expect(closed.status).toBe(200);
  expect(closed.body.final.ladder).toHaveLength(8);
  expect(closed.body.final.honours.champion).toEqual(seasons[1].champion);
  expect(closed.body.matches.length).toBeGreaterThanOrEqual(6);
  // Matches come by pages (100 by default), newest first.
  const paged = await app.api.call("GET", `/seasons/${seasons[1].id}?limit=5`);
  expect(paged.body.matches).toHaveLength(5);
  expect(paged.body.page).toEqual({ total: closed.body.matches.length, offset: 0, limit: 5, next: "5" });
  expect(paged.body.matches.map((m: { number: number }) => m.number)).toEqual(closed.body.matches.slice(0, 5).map((m: { number: number }) => m.number));
  expect((await app.api.call("GET", "/ladders/women/seasons")).body.seasons).toHaveLength(1);
  expect((await app.api.call("GET", "/ladders/seniors/seasons")).status).toBe(404);
  // Each ladder's own positions; the default paths stay the open ladder's.
  const women = await app.api.call("GET", "/ladders/women/ladder");
  expect(women.status).toBe(200);
  expect(women.body.entries.map((e: { team: { name: string } }) => e.team.name)).toEqual(["玫瑰桥社", "兰心", "巾帼四方", "清风雅韵"]);
  expect((await app.api.call("GET", "/ladder")).body.entries.map((e: { team: { name: string } }) => e.team.name)).not.toContain("兰心");
  expect((await app.api.call("GET", "/ladders/women/ratings")).body.entries).toHaveLength(4);
  expect((await app.api.call("GET", "/ladders/seniors/ladder")).status).toBe(404);
  expect((await app.api.call("GET", "/seasons/no-such-season")).status).toBe(404);
  // Anonymous writes are refused; the admin's close names what is open, and nothing changes.
  expect((await app.api.call("POST", `/seasons/${seasons[0].id}/close`)).status).toBe(401);
  const admin = await app.api.as(ADMIN.email, ADMIN.password);
  const refused = await admin.call("POST", `/seasons/${seasons[0].id}/close`);
  expect(refused.status).toBe(409);
  expect(refused.body.error).toMatchObject({ code: "season_open_items", rule: "S3" });
  expect(refused.body.error.message).toMatch(/挑战 #\d+/);
  const next = await admin.call("POST", "/ladders/main/seasons", { name: "2027 春季", startsOn: "2027-03-01", endsOn: "2027-05-30", ratingPolicy: "carry" });
  expect(next.status).toBe(409);
  expect(next.body.error.code).toBe("season_previous_open");
  const bad = await admin.call("POST", "/ladders/main/seasons", { name: "x", startsOn: "2027-02-30", endsOn: "2027-05-30" });
  expect(bad.status).toBe(400);
  expect((await app.api.call("GET", "/ladders")).body.ladders[0].currentSeason).toMatchObject({ id: seasons[0].id, state: "running" });
});

test("the pages: the season line, the seasons list, a closed season's archive and the team's seasons, at 390 and 1280 px", async () => {
  for (const [locale, width] of [
    ["zh-CN", 390],
    ["zh-CN", 1280],
    ["en", 390],
  ] as const) {
    const { context, page } = await newPage(app, locale, { width, height: 900 });
    const prefix = locale === "en" ? "/en" : "";
    await page.goto(`${prefix}/`);
    await expect.poll(() => page.textContent('[data-testid="season-banner"]')).toContain(seasons[0].name);
    await page.goto(`${prefix}/seasons`);
    expect(await page.locator('[data-testid="seasons-table"] tbody tr').count()).toBe(2);
    await axe(page, `seasons ${locale} ${width}`);
    await noSideways(page);
    if (width === 390) await page.screenshot({ path: `docs/screenshots/seasons-${locale}-390.png`, fullPage: true });
    await page.click(`a[href$="/seasons/${seasons[1].id}"]`);
    await page.waitForSelector('[data-testid="season-honours"]');
    expect(await page.textContent('[data-testid="season-honours"]')).toContain(seasons[1].champion!.name);
    expect(await page.locator('[data-testid="season-ladder"] tbody tr').count()).toBe(8);
    await axe(page, `season archive ${locale} ${width}`);
    await noSideways(page);
    await page.screenshot({ path: `docs/screenshots/season-archive-${locale}-${width}.png`, fullPage: true });
    // Its matches, the other tab.
    await page.click('[data-testid="season-tab-matches"]');
    await page.waitForSelector('[data-testid="season-matches"]');
    expect(await page.locator('[data-testid="season-matches"] tbody tr').count()).toBeGreaterThanOrEqual(6);
    await axe(page, `season matches ${locale} ${width}`);
    await noSideways(page);
    if (width === 390) await page.screenshot({ path: `docs/screenshots/season-matches-${locale}-390.png`, fullPage: true });
    // A match of the archive opens its own page (scoresheet and hand record where it has them).
    await page.locator('[data-testid="season-matches"] tbody tr a').first().click();
    await page.waitForURL(/\/challenges\//);
    await page.goto(`${prefix}/teams/${seasons[1].champion!.id}`);
    expect(await page.textContent('[data-testid="team-seasons"]')).toContain(locale === "en" ? "Champion" : "冠军");
    await axe(page, `team seasons ${locale} ${width}`);
    await context.close();
  }
});

test("S2: the ladder switcher on the ladder page; the women's ladder has its own page, in both languages", async () => {
  for (const [locale, width] of [
    ["zh-CN", 390],
    ["en", 1280],
  ] as const) {
    const { context, page } = await newPage(app, locale, { width, height: 900 });
    const prefix = locale === "en" ? "/en" : "";
    await page.goto(`${prefix}/`);
    const links = page.locator('[data-testid="ladder-switcher"] a');
    expect(await links.allTextContents()).toEqual(locale === "en" ? ["黑土神鸭桥牌俱乐部 梯级挑战赛", "Women"] : ["黑土神鸭桥牌俱乐部 梯级挑战赛", "女子组"]);
    expect(await links.first().getAttribute("aria-current")).toBe("page");
    await links.nth(1).click();
    await page.waitForURL(/\/ladders\/women$/);
    expect(await page.textContent("h1")).toBe(locale === "en" ? "Women" : "女子组");
    expect(await page.locator('[data-testid="ladder-table"] tbody tr').count()).toBe(4);
    expect(await page.locator('[data-testid="ladder-switcher"] a[aria-current="page"]').textContent()).toBe(locale === "en" ? "Women" : "女子组");
    await axe(page, `women's ladder ${locale} ${width}`);
    await noSideways(page);
    await page.screenshot({ path: `docs/screenshots/ladder-switcher-${locale}-${width}.png`, fullPage: false });
    // A team of the women's ladder names its ladder on its page.
    await page.locator('[data-testid="ladder-table"] tbody tr a').first().click();
    await page.waitForURL(/\/teams\//);
    expect(await page.textContent('[data-testid="team-ladder"]')).toBe(locale === "en" ? "Women" : "女子组");
    // Its label is the team's one ladder (not the switcher's "Ladders").
    expect(await page.textContent('dt:has(+ [data-testid="team-ladder"])')).toBe(locale === "en" ? "Ladder" : "所属梯级");
    await context.close();
  }
});

test("S2: each ladder's ratings, seasons and coming matches have their own pages; the switcher keeps the page; an unknown ladder is 404", async () => {
  for (const [locale, width] of [
    ["zh-CN", 390],
    ["en", 1280],
  ] as const) {
    const { context, page } = await newPage(app, locale, { width, height: 900 });
    const prefix = locale === "en" ? "/en" : "";
    const women = locale === "en" ? "Women" : "女子组";
    // From the women's ladder page to its rating board through its own links.
    await page.goto(`${prefix}/ladders/women`);
    // Its row of pages reads in the header's order (the default ladder's pages), its rules last.
    const header = (await page.locator(".main-nav a").allTextContents()).slice(0, 5);
    expect(await page.locator('[data-testid="ladder-sections"] a').allTextContents()).toEqual([...header, locale === "en" ? "About" : "关于"]);
    await page.locator('[data-testid="ladder-sections"] a').nth(1).click();
    await page.waitForURL(/\/ladders\/women\/ratings$/);
    expect(await page.textContent("h1")).toBe(`${locale === "en" ? "Rating board" : "积分榜"} · ${women}`);
    const womenTeams = (await app.api.call("GET", "/ladders/women/ratings")).body.entries.map((e: { team: { name: string } }) => e.team.name);
    expect(await page.locator('[data-testid="ratings-table"] tbody tr td:nth-child(2)').allTextContents()).toEqual(womenTeams);
    expect(await page.locator('[data-testid="ladder-sections"] a[aria-current="page"]').count()).toBe(1);
    await axe(page, `women's ratings ${locale} ${width}`);
    await noSideways(page);
    if (width === 390) await page.screenshot({ path: `docs/screenshots/ladder-ratings-${locale}-390.png`, fullPage: true });
    // The switcher leads to the same page of the default ladder, whose title is the plain one.
    await page.locator('[data-testid="ladder-switcher"] a').first().click();
    await page.waitForURL(/\/ratings$/);
    expect(await page.textContent("h1")).toBe(locale === "en" ? "Rating board" : "积分榜");
    expect(await page.locator('[data-testid="ratings-table"] tbody tr').count()).toBeGreaterThan(4);
    // Its seasons and coming matches.
    await page.goto(`${prefix}/ladders/women/seasons`);
    const womenSeasons = (await app.api.call("GET", "/ladders/women/seasons")).body.seasons as Season[];
    expect(await page.locator('[data-testid="seasons-table"] tbody tr td:first-child').allTextContents()).toEqual(womenSeasons.map((x) => x.name));
    await page.goto(`${prefix}/ladders/women/upcoming`);
    expect(await page.textContent("h1")).toContain(women);
    // Its event log: its own history only, and the CSV of it.
    await page.goto(`${prefix}/ladders/women/events`);
    expect(await page.textContent("h1")).toContain(women);
    const womenIds = new Set(
      womenTeams.length ? (await app.api.call("GET", "/ladders/women/ladder")).body.entries.map((e: { team: { id: string } }) => e.team.id) : [],
    );
    const teamLinks = await page
      .locator('[data-testid="event-log"] a[href*="/teams/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")!.split("/").pop()!));
    expect(teamLinks.length).toBeGreaterThan(0);
    expect(teamLinks.every((id) => womenIds.has(id))).toBe(true);
    expect(await page.getAttribute('[data-testid="events-csv"]', "href")).toBe("/api/v1/events.csv?ladder=women");
    // Its rules (S1, S2): its own venue and evening window, reached through its own links; the
    // site's about page keeps the default ladder's.
    const admin = await app.api.as(ADMIN.email, ADMIN.password);
    const before = (await app.api.call("GET", "/ladders/women/league")).body as { venue: string; slotWindowStartMinute: number };
    expect((await admin.call("PATCH", "/ladders/women/league", { venue: "Rose Room 3", slotWindowStartMinute: 19 * 60 + 30 })).status).toBe(200);
    await page.locator('[data-testid="ladder-sections"] a').last().click();
    await page.waitForURL(/\/ladders\/women\/about$/);
    expect(await page.textContent("h1")).toBe(`${locale === "en" ? "About" : "关于"} · ${women}`);
    expect(await page.textContent(".intro")).toContain("Rose Room 3");
    expect(await page.textContent('[data-testid="time-rules"]')).toContain("19:30");
    await axe(page, `women's rules ${locale} ${width}`);
    await noSideways(page);
    if (width === 390) await page.screenshot({ path: `docs/screenshots/ladder-rules-${locale}-390.png`, fullPage: true });
    await page.goto(`${prefix}/about`);
    expect(await page.textContent(".intro")).not.toContain("Rose Room 3");
    expect(await page.textContent('[data-testid="time-rules"]')).toContain("18:00");
    expect((await admin.call("PATCH", "/ladders/women/league", { venue: before.venue, slotWindowStartMinute: before.slotWindowStartMinute })).status).toBe(200);
    expect((await page.goto(`${prefix}/ladders/nowhere/ratings`))?.status()).toBe(404);
    expect((await page.goto(`${prefix}/ladders/nowhere/about`))?.status()).toBe(404);
    await context.close();
  }
});

test("the admin's season page: the open challenges named and linked; the close refused in Chinese, nothing changed", async () => {
  const { context, page } = await newPage(app, "zh-CN", { width: 390, height: 900 });
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto("/admin/seasons");
  const items = page.locator('[data-testid="season-open-items"] li');
  expect(await items.count()).toBeGreaterThanOrEqual(4);
  expect(await items.first().textContent()).toMatch(/挑战 #\d+（未结束）/);
  await axe(page, "admin seasons");
  await noSideways(page);
  await page.screenshot({ path: "docs/screenshots/admin-seasons-zh-CN-390.png", fullPage: true });
  await page.click('[data-testid="season-close-submit"]');
  await page.waitForSelector('[data-testid="flash-error"]');
  expect(await page.textContent('[data-testid="flash-error"]')).toMatch(/尚有未了结的事项.*挑战 #\d+/);
  expect(await page.isDisabled('[data-testid="next-season-submit"]')).toBe(true);
  expect((await app.api.call("GET", `/seasons/${seasons[0].id}`)).body.state).toBe("running");
  await context.close();
});

test("the admin's ladders page (S2, S5): the ladders listed; a bad address refused in Chinese; a new ladder and a promotion set through the forms", async () => {
  const { context, page } = await newPage(app, "zh-CN", { width: 390, height: 900 });
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto("/admin/ladders");
  expect(await page.locator('[data-testid="ladders-table"] tbody tr').count()).toBe(2);
  expect(await page.textContent('[data-testid="ladders-table"]')).toContain("女子组");
  // A bad address: the form says why in Chinese, nothing is made.
  await page.fill('[data-testid="ladder-form"] input[name="slug"]', "9 lives");
  await page.fill('[data-testid="ladder-form"] input[name="nameZh"]', "长青组");
  await page.click('[data-testid="ladder-form"] button[type="submit"]');
  await page.waitForSelector('[data-testid="flash-error"]');
  expect((await app.api.call("GET", "/ladders")).body.ladders).toHaveLength(2);
  await page.fill('[data-testid="ladder-form"] input[name="slug"]', "seniors");
  await page.fill('[data-testid="ladder-form"] input[name="nameZh"]', "长青组");
  await page.fill('[data-testid="ladder-form"] input[name="nameEn"]', "Seniors");
  await page.fill('[data-testid="ladder-form"] input[name="division"]', "3");
  await page.click('[data-testid="ladder-form"] button[type="submit"]');
  await page.waitForURL(/ok=created/);
  expect(await page.locator('[data-testid="ladders-table"] tbody tr').count()).toBe(3);
  const made = (await app.api.call("GET", "/ladders")).body.ladders.find((l: { slug: string }) => l.slug === "seniors");
  expect(made).toMatchObject({ name: { "zh-CN": "长青组", en: "Seniors" }, division: 3, currentSeason: { number: 1, state: "running" } });
  // The open ladder's division below: the women's, one team up and down.
  await page.selectOption('[data-testid="promotion-form-main"] select[name="below"]', "women");
  await page.fill('[data-testid="promotion-form-main"] input[name="teams"]', "1");
  await page.click('[data-testid="promotion-form-main"] button[type="submit"]');
  await page.waitForURL(/ok=promotion/);
  expect(await page.textContent('[data-testid="ladders-table"]')).toContain("女子组，每赛季升降 1 队");
  await axe(page, "admin ladders");
  await noSideways(page);
  await page.screenshot({ path: "docs/screenshots/admin-ladders-zh-CN-390.png", fullPage: true });
  await context.close();
});

test("S2: the admin's import into another ladder: the ladder chosen on the page, the teams at its bottom, none in the default ladder", async () => {
  const { context, page } = await newPage(app, "en", { width: 1280, height: 900 });
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto("/en/admin/import");
  expect(await page.locator('[data-testid="import-ladder"] option').allTextContents()).toEqual(expect.arrayContaining(["Women", "Seniors"]));
  await page.selectOption('[data-testid="import-ladder"]', "women");
  await page.fill(
    '[data-testid="import-csv"]',
    ["team,email,name,role", "Orchid,orchid.1@demo.club,Lan Yi,captain", "Orchid,orchid.2@demo.club,Lan Er,member"].join("\n"),
  );
  await page.check('[data-testid="import-invite-later"]');
  await page.click('[data-testid="import-preview"]');
  await page.waitForSelector('[data-testid="import-ok"]');
  await page.click('[data-testid="import-commit"]');
  // The page says when the import is done (a poll of the API for a second was too short on a busy host).
  await page.waitForFunction(() => document.querySelector('[data-testid="import-ok"]')?.textContent?.includes("no invitation sent yet"));
  expect((await app.api.call("GET", "/ladders/women/ladder")).body.entries.map((e: { team: { name: string } }) => e.team.name).at(-1)).toBe("Orchid");
  expect((await app.api.call("GET", "/ladder?limit=all")).body.entries.map((e: { team: { name: string } }) => e.team.name)).not.toContain("Orchid");
  await context.close();
});

test("S2: a captain of the open ladder also leads a team in the seniors' ladder; 'my team' lists both; the women's ladder, a division joined to the open one, refuses them", async () => {
  const admin = await app.api.as(ADMIN.email, ADMIN.password);
  const captain = await app.api.as("captain5@demo.club");
  const me = (await captain.call("GET", "/me")).body as { id: string };
  const mate = (await admin.call("POST", "/users", { email: "evergreen.2@demo.club", name: "Lao Er", password: "evergreen-2026-pw", locale: "en" })).body as {
    id: string;
  };
  const made = await admin.call("POST", "/ladders/seniors/teams", { name: "Evergreen", captainId: me.id, memberIds: [me.id, mate.id] });
  expect(made.status).toBe(201);
  // The open ladder's division below is the women's (the admin's ladders test): one ladder for S2.
  const women = (await app.api.call("GET", "/ladders/women/ladder")).body.entries as { team: { id: string } }[];
  const refused = await admin.call("POST", `/teams/${women[0].team.id}/members`, { email: "captain5@demo.club", reason: "a team in the division below" });
  expect([refused.status, refused.body.error.code, refused.body.error.rule]).toEqual([409, "user_in_team", "S2"]);
  const teams = (await captain.call("GET", "/me")).body.teams as { teamId: string; captain: boolean }[];
  expect(teams.map((x) => x.captain)).toEqual([true, true]);
  const { context, page } = await newPage(app, "en", { width: 390, height: 900 });
  await signIn(page, "captain5@demo.club", undefined, "/en");
  await page.goto("/en/me");
  const mine = await page.locator('[data-testid="my-teams"] li').allTextContents();
  expect(mine).toHaveLength(2);
  expect(mine[1]).toBe("Evergreen · Seniors");
  await axe(page, "my teams in two ladders");
  await context.close();
  // S2: a member of the seniors' ladder alone, which plays in London time, reads "league time" as
  // that ladder's: the account page's choice says London, not the open ladder's China time.
  expect((await admin.call("PATCH", "/ladders/seniors/league", { timeZone: "Europe/London" })).status).toBe(200);
  try {
    const second = await newPage(app, "en", { width: 1280, height: 900 });
    await signIn(second.page, "evergreen.2@demo.club", "evergreen-2026-pw", "/en");
    await second.page.goto("/en/account");
    await expect.poll(() => second.page.locator("select[name=timeZone] option").first().textContent()).toContain("Europe/London");
    await second.context.close();
  } finally {
    await admin.call("PATCH", "/ladders/seniors/league", { timeZone: "Asia/Shanghai" });
  }
});

test("S2, T1: a member of the seniors' ladder registers a team in the women's ladder through the page; the ladders they play in are not offered; an unknown ladder is refused, nothing registered", async () => {
  const { context, page } = await newPage(app, "en", { width: 390, height: 900 });
  await signIn(page, "evergreen.2@demo.club", "evergreen-2026-pw", "/en");
  // The seniors' team is his: the open ladder and its division (the women's) are offered, the seniors' not.
  // The women's ladder's page shows him the way; the seniors' does not (his team plays there).
  await page.goto("/en/ladders/seniors");
  expect(await page.locator('[data-testid="register-here"]').count()).toBe(0);
  await page.goto("/en/ladders/women");
  await Promise.all([page.waitForURL(/\/register-team\?ladder=women$/), page.click('[data-testid="register-here"]')]);
  const choice = page.locator('[data-testid="register-team-ladder"]');
  expect(await choice.locator("option").allTextContents()).toEqual(["黑土神鸭桥牌俱乐部 梯级挑战赛", "Women"]);
  expect(await choice.inputValue()).toBe("women");
  await axe(page, "register a team, several ladders");
  await noSideways(page);
  await page.fill('[data-testid="register-team-form"] input[name="name"]', "Silver Roses");
  // A ladder address no ladder has (a tampered form) is refused in the reader's language.
  await choice.evaluate((s: HTMLSelectElement) => {
    s.add(new Option("nowhere", "nowhere"));
    s.value = "nowhere";
  });
  await Promise.all([page.waitForEvent("framenavigated"), page.click('[data-testid="register-team-submit"]')]);
  expect(await page.textContent('[data-testid="flash-error"]')).toContain("There is no such ladder");
  // Nothing was registered: both ladders are still offered, and the same name is free below.
  await page.goto("/en/register-team?ladder=women");
  expect(await choice.locator("option").count()).toBe(2);
  await page.fill('[data-testid="register-team-form"] input[name="name"]', "Silver Roses");
  await Promise.all([page.waitForEvent("framenavigated"), page.click('[data-testid="register-team-submit"]')]);
  await page.waitForURL(/\/teams\//);
  expect(await page.textContent('[data-testid="team-ladder"]')).toBe("Women");
  // Now he plays in every ladder's group: the page says so and offers no form, nor the ladder's page a link.
  await page.goto("/en/register-team");
  expect(await page.locator('[data-testid="register-team-form"]').count()).toBe(0);
  await page.goto("/en/ladders/women");
  expect(await page.locator('[data-testid="register-here"]').count()).toBe(0);
  await context.close();
});

test("S6 (decision 0022): a referee's correction of a closed season's score: the archive's match list shows it as ruled and marked; the final ladder as it closed", async () => {
  const referee = await app.api.as("referee@demo.club", ADMIN.password);
  const before = (await app.api.call("GET", `/seasons/${seasons[1].id}`)).body;
  const match = (before.matches as { id: string; number: number; challengerImps: number | null; defenderImps: number; winner: string }[]).find(
    (m) => m.challengerImps !== null && m.winner === "challenger" && m.challengerImps - m.defenderImps > 2,
  )!;
  const review = await referee.call("POST", `/challenges/${match.id}/review`, { reason: "board 7 entered twice" });
  expect(review.status).toBe(201);
  // The same winner, one board's IMPs less: nothing moves on the ladder or the board.
  const ruled = await referee.call("POST", `/cases/${review.body.caseId}/ruling`, {
    kind: "replace",
    challengerImps: match.challengerImps! - 1,
    defenderImps: match.defenderImps,
    reason: "board 7 counted once",
  });
  expect(ruled.status).toBe(200);
  const after = (await app.api.call("GET", `/seasons/${seasons[1].id}`)).body;
  expect(after.final).toEqual(before.final);
  const listed = after.matches.find((m: { id: string }) => m.id === match.id);
  expect(listed).toMatchObject({ challengerImps: match.challengerImps! - 1, ruledAfterClose: expect.any(String) });
  expect(after.matches.filter((m: { ruledAfterClose: string | null }) => m.ruledAfterClose)).toHaveLength(1);
  for (const locale of ["zh-CN", "en"] as const) {
    const { context, page } = await newPage(app, locale, { width: 390, height: 900 });
    await page.goto(`${locale === "en" ? "/en" : ""}/seasons/${seasons[1].id}?view=matches`);
    await page.waitForSelector('[data-testid="ruled-after-close-note"]');
    const row = page.locator('[data-testid="season-matches"] tbody tr', { has: page.locator('[data-testid="ruled-after-close"]') });
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toContain(`#${match.number}`);
    expect(await row.locator('[data-testid="ruled-after-close"]').textContent()).toMatch(
      locale === "en" ? /^ruled .+, after the close$/ : /^赛季结束后裁定（.+）$/,
    );
    await axe(page, `season matches ruled after the close ${locale}`);
    await noSideways(page);
    if (locale === "zh-CN") await page.screenshot({ path: "docs/screenshots/season-ruled-after-close-zh-CN-390.png", fullPage: true });
    await context.close();
  }
});

test("S2: the admin's teams, settings and seasons pages are one ladder's: the switcher, a team made and an initial order set in the seniors' ladder, its venue, its season closed and the next started; a forged ladder changes nothing", async () => {
  const admin = await app.api.as(ADMIN.email, ADMIN.password);
  const names = async (path: string) => ((await app.api.call("GET", `${path}?limit=all`)).body.entries as { team: { name: string } }[]).map((e) => e.team.name);
  const [open, women] = [await names("/ladder"), await names("/ladders/women/ladder")];
  expect((await admin.call("POST", "/users", { email: "pine.1@demo.club", name: "Song Yi", password: "pine-2026-password" })).status).toBe(201);
  const { context, page } = await newPage(app, "zh-CN", { width: 390, height: 900 });
  await signIn(page, ADMIN.email, ADMIN.password);
  // The women's page: its teams only (and its pending registration from the test above), its order in the T2 form.
  await page.goto("/admin/teams?ladder=women");
  expect(await page.textContent('[data-testid="ladder-switcher"] a[aria-current="page"]')).toContain("女子组");
  const cards = await page.locator('[data-testid="admin-teams"] details[data-team]').evaluateAll((ds) => ds.map((d) => d.getAttribute("data-team")));
  expect(cards.filter((n) => n !== "Silver Roses")).toEqual(women);
  expect(cards.some((n) => open.includes(n!))).toBe(false);
  expect(await page.locator("[data-pending-team]").evaluateAll((ds) => ds.map((d) => d.getAttribute("data-pending-team")))).toEqual(["Silver Roses"]);
  expect(await page.inputValue('[data-testid="ladder-form"] textarea')).toBe(women.join("\n"));
  // The default ladder's page: none of them.
  await page.locator('[data-testid="ladder-switcher"] a').first().click();
  await page.waitForURL(/\/admin\/teams$/);
  const mainCards = await page.locator('[data-testid="admin-teams"] details[data-team]').evaluateAll((ds) => ds.map((d) => d.getAttribute("data-team")));
  // (its cards also hold its own pending or withdrawn teams, after its ladder's)
  expect(mainCards.slice(0, open.length)).toEqual(open);
  expect(mainCards.some((n) => women.includes(n!) || n === "Silver Roses")).toBe(false);
  expect(await page.locator('[data-pending-team="Silver Roses"]').count()).toBe(0);
  // A team made on the seniors' page joins the seniors' ladder at its bottom, and the page stays the seniors'.
  await page.goto("/admin/teams?ladder=seniors");
  await page.fill('[data-testid="team-form"] input[name="name"]', "Pine");
  await page.fill('[data-testid="team-form"] input[name="captainEmail"]', "pine.1@demo.club");
  await page.click('[data-testid="team-form"] button[type="submit"]');
  await page.waitForURL(/\/admin\/teams\?ladder=seniors&ok=team$/);
  expect(await names("/ladders/seniors/ladder")).toEqual(["Evergreen", "Pine"]);
  expect(await names("/ladder")).toEqual(open);
  // Its initial order (T2: no challenge issued in it yet), from its own form.
  await page.fill('[data-testid="ladder-form"] textarea', "Pine\nEvergreen");
  await page.click('[data-testid="ladder-form"] button[type="submit"]');
  await page.waitForURL(/\/admin\/teams\?ladder=seniors&ok=ladder$/);
  expect(await names("/ladders/seniors/ladder")).toEqual(["Pine", "Evergreen"]);
  expect(await names("/ladder")).toEqual(open);
  await axe(page, "admin teams of the seniors' ladder");
  await noSideways(page);
  await page.screenshot({ path: "docs/screenshots/admin-teams-ladder-zh-CN-390.png", fullPage: true });
  // A form whose ladder was forged to one that does not exist: refused, nothing made.
  await page.fill('[data-testid="team-form"] input[name="name"]', "Ghost");
  await page.fill('[data-testid="team-form"] input[name="captainEmail"]', "pine.1@demo.club");
  await page.evaluate(() => {
    (document.querySelector('[data-testid="team-form"] input[name="ladder"]') as HTMLInputElement).value = "nowhere";
  });
  await page.click('[data-testid="team-form"] button[type="submit"]');
  await page.waitForSelector('[data-testid="flash-error"]');
  for (const path of ["/ladder", "/ladders/women/ladder", "/ladders/seniors/ladder"]) expect(await names(path)).not.toContain("Ghost");
  // Its settings page: the seniors' venue changes, the open ladder's does not.
  const venue = (await app.api.call("GET", "/league")).body.venue as string;
  await page.goto("/admin/settings?ladder=seniors");
  expect(await page.textContent('[data-testid="ladder-switcher"] a[aria-current="page"]')).toContain("长青组");
  await page.fill('[data-testid="league-form"] input[name="venue"]', "Evergreen Hall");
  await page.click('[data-testid="league-form"] button[type="submit"]');
  await page.waitForURL(/\/admin\/settings\?ladder=seniors&ok=league$/);
  expect((await app.api.call("GET", "/ladders/seniors/league")).body.venue).toBe("Evergreen Hall");
  expect((await app.api.call("GET", "/league")).body.venue).toBe(venue);
  // Its seasons page: the seniors' running season renamed, closed (nothing open in it) and the next
  // one started there, each time back on the seniors' page; the open ladder's seasons untouched.
  const mainSeasons = (await app.api.call("GET", "/ladders/main/seasons")).body.seasons;
  await page.goto("/admin/seasons?ladder=seniors");
  expect(await page.textContent('[data-testid="ladder-switcher"] a[aria-current="page"]')).toContain("长青组");
  expect(await page.locator('a[href="/ladders/seniors/seasons"]').count()).toBe(1);
  await page.fill('[data-testid="season-form"] input[name="name"]', "长青 2026");
  await page.click('[data-testid="season-form"] button[type="submit"]');
  await page.waitForURL(/\/admin\/seasons\?ladder=seniors&ok=season$/);
  await page.click('[data-testid="season-close-submit"]');
  await page.waitForURL(/\/admin\/seasons\?ladder=seniors&ok=closed$/);
  await page.fill('[data-testid="next-season-form"] input[name="name"]', "长青 2027");
  await page.fill('[data-testid="next-season-form"] input[name="startsOn"]', new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10));
  await page.click('[data-testid="next-season-submit"]');
  await page.waitForURL(/\/admin\/seasons\?ladder=seniors&ok=started$/);
  const seniorsSeasons = (await app.api.call("GET", "/ladders/seniors/seasons")).body.seasons as Season[];
  expect(seniorsSeasons.map((x) => [x.number, x.name, x.state])).toEqual([
    [2, "长青 2027", "running"],
    [1, "长青 2026", "closed"],
  ]);
  expect((await app.api.call("GET", "/ladders/main/seasons")).body.seasons).toEqual(mainSeasons);
  await axe(page, "admin seasons of the seniors' ladder");
  // A ladder no one made: the page's 404, not the default ladder's page.
  expect((await page.goto("/admin/teams?ladder=nowhere"))?.status()).toBe(404);
  expect((await page.goto("/admin/settings?ladder=nowhere"))?.status()).toBe(404);
  expect((await page.goto("/admin/seasons?ladder=nowhere"))?.status()).toBe(404);
  await context.close();
});

test("S2: a member whose teams play in other ladders is shown the way to them on a ladder's page; on their own ladder's page, or anonymous, nothing", async () => {
  const { context, page } = await newPage(app, "zh-CN", { width: 390, height: 900 });
  const elsewhere = () => page.locator('[data-testid="team-elsewhere"] a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute("href")]));
  await page.goto("/");
  expect(await page.locator('[data-testid="team-elsewhere"]').count()).toBe(0);
  // A women's captain on the front page (the open ladder's): her ladder's link.
  await signIn(page, "w2.m1@demo.club");
  await page.goto("/");
  expect(await elsewhere()).toEqual([["女子组", "/ladders/women"]]);
  await axe(page, "the open ladder's page, a women's captain");
  await page.goto("/ladders/women");
  expect(await page.locator('[data-testid="team-elsewhere"]').count()).toBe(0);
  // Her page of tasks names her team and its ladder.
  await page.goto("/me");
  expect(await page.textContent('[data-testid="my-team"]')).toBe("兰心 · 女子组");
  await context.close();
  // A captain of the open ladder and the seniors' (the test above): on the women's page, both; on the open ladder's, none.
  const second = await newPage(app, "en", { width: 1280, height: 900 });
  await signIn(second.page, "captain5@demo.club", undefined, "/en");
  await second.page.goto("/en/ladders/women");
  expect(await second.page.locator('[data-testid="team-elsewhere"] a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute("href")]))).toEqual([
    ["黑土神鸭桥牌俱乐部 梯级挑战赛", "/en"],
    ["Seniors", "/en/ladders/seniors"],
  ]);
  expect(await second.page.textContent('[data-testid="team-elsewhere"]')).toMatch(/^Your team plays in another ladder: .+, Seniors$/);
  await second.page.goto("/en");
  expect(await second.page.locator('[data-testid="team-elsewhere"]').count()).toBe(0);
  await second.context.close();
});

test("S2: the referee's desk names the ladder of a case outside the default one (a women's team's replacement), and fits a phone", async () => {
  const admin = await app.api.as(ADMIN.email, ADMIN.password);
  const newcomer = (await admin.call("POST", "/users", { email: "lan.5@demo.club", name: "Lan Wu", password: "lan-wu-2026-password" })).body as { id: string };
  const lanxin = ((await app.api.call("GET", "/ladders/women/ladder")).body.entries as { team: { id: string; name: string } }[]).find(
    (e) => e.team.name === "兰心",
  )!;
  const captain = await app.api.as("w2.m1@demo.club");
  const team = (await captain.call("GET", `/teams/${lanxin.team.id}`)).body as { members: { id: string; captain: boolean }[] };
  const out = team.members.find((m) => !m.captain)!;
  const asked = await captain.call("POST", `/teams/${lanxin.team.id}/replacements`, {
    outUserId: out.id,
    inUserId: newcomer.id,
    reason: "出差三个月，由新队员接替",
  });
  expect(asked.status).toBe(201);
  const { context, page } = await newPage(app, "zh-CN", { width: 390, height: 900 });
  await signIn(page, "referee@demo.club");
  await page.goto("/referee");
  const rows = page.locator('[data-testid="case-list"] tbody tr');
  const labelled = rows.filter({ has: page.locator('[data-testid="case-ladder"]') });
  expect(await labelled.count()).toBe(1);
  expect(await labelled.locator('[data-testid="case-ladder"]').textContent()).toBe("女子组");
  expect(await labelled.textContent()).toContain("出差三个月");
  expect(await rows.count()).toBeGreaterThan(1);
  // At 390 px the kind keeps its words on one line; the open cases' state column (every row "open")
  // is left out, and in the list of all cases it is shown on one line.
  const oneLine = async (selector: string) => {
    const cells = await rows.locator(selector).all();
    expect(cells.length).toBeGreaterThan(1);
    for (const cell of cells)
      expect(
        await cell.evaluate((td) => {
          const range = document.createRange();
          range.selectNodeContents(td);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        }),
      ).toBe(1);
  };
  await oneLine("td:nth-child(2)");
  expect(await rows.locator("td:nth-child(4)").first().isVisible()).toBe(false);
  await axe(page, "referee desk with a women's case");
  await noSideways(page);
  await page.screenshot({ path: "docs/screenshots/referee-desk-zh-CN-390.png", fullPage: true });
  await page.goto("/referee?state=all");
  await oneLine("td:nth-child(2)");
  await oneLine("td:nth-child(4)");
  await noSideways(page);
  await context.close();
});
