// Issue 12 through the real pages: what a site and a phone ask for (public/), no failed request on
// any page, accessibility (axe) on every page and state for each role, layouts that hold at 360,
// 768 and 1280 px, the team record (charts, head to head, form), the upcoming page, a captain's
// next steps above the ladder, and the dark theme.
import { TIME_FIELDS } from "@/components/ui/time-format";
import fs from "node:fs";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { ADMIN, Api, captainEmailOf, newPage, signIn, startApp, type App, axe } from "./harness";

let app: App;
let admin: Api;
type Row = { position: number; team: { id: string; name: string }; mayChallenge: number[] };

beforeAll(async () => {
  app = await startApp();
  admin = await app.api.as(ADMIN.email, ADMIN.password);
}, 600_000);
afterAll(async () => {
  await app?.stop();
});

const ladder = async (): Promise<Row[]> => (await app.api.call("GET", "/ladder")).body.entries;
const challenges = async (state?: string) =>
  (await app.api.call("GET", `/challenges${state ? `?state=${state}` : ""}`)).body.challenges as {
    id: string;
    state: string;
    challenger: { name: string };
    defender: { name: string };
  }[];

/** Visits a page, failing on any same-origin request that answers ≥ 400 and on console errors. */
async function visit(page: Page, path: string) {
  const failures: string[] = [];
  const onResponse = (r: { url: () => string; status: () => number }) => {
    if (r.url().startsWith(app.url) && r.status() >= 400) failures.push(`${r.status()} ${r.url()}`);
  };
  const onConsole = (m: { type: () => string; text: () => string }) => {
    if (m.type() === "error") failures.push(`console: ${m.text()}`);
  };
  page.on("response", onResponse);
  page.on("console", onConsole);
  await page.goto(path, { waitUntil: "networkidle" });
  page.off("response", onResponse);
  page.off("console", onConsole);
  expect(failures, path).toEqual([]);
}

test("public/: favicons, touch icon, an installable manifest and robots.txt", async () => {
  for (const [p, type] of [
    ["/favicon.ico", "image/"],
    ["/apple-touch-icon.png", "image/png"],
    ["/icon-192.png", "image/png"],
    ["/icon-512.png", "image/png"],
    ["/robots.txt", "text/plain"],
  ] as const) {
    const r = await fetch(`${app.url}${p}`);
    expect(r.status, p).toBe(200);
    expect(r.headers.get("content-type"), p).toContain(type);
  }
  const m = await (await fetch(`${app.url}/manifest.webmanifest`)).json();
  expect(m).toMatchObject({ lang: "zh-CN", display: "standalone", theme_color: "#1f6b4a", start_url: "/" });
  expect(m.name).toContain("桥牌");
  expect(m.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  const html = await (await fetch(`${app.url}/`)).text();
  expect(html).toContain('rel="manifest"');
  expect(html).toContain('rel="apple-touch-icon"');
  // Session 53: no SVG icon. The browser draws a page's icons in the page's own renderer, and an
  // SVG one is a whole document to build and lay out there (10–50 ms of the main thread after the
  // first paint on this host, twice: the tab's icon and the manifest's); a PNG is only decoded.
  expect(html).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32"/>');
  expect(html).not.toContain("image/svg+xml");
  expect(m.icons.map((i: { type: string }) => i.type)).not.toContain("image/svg+xml");
});

test("anonymous pages in zh-CN and en: no failed request, no console error, no axe violation", async () => {
  const rows = await ladder();
  const final = (await challenges("closed"))[0];
  const pages = ["/", "/ratings", "/events", "/signin", "/upcoming", `/teams/${rows[0].team.id}`, `/challenges/${final.id}`];
  for (const locale of ["zh-CN", "en"] as const) {
    const { context, page } = await newPage(app, locale);
    for (const p of pages) {
      const path = locale === "en" ? `/en${p === "/" ? "" : p}` : p;
      await visit(page, path);
      await axe(page, `${locale} ${path}`);
    }
    await context.close();
  }
});

test("every role's pages and states: captain (next steps, answering, counter-proposing, checking in, scoresheet, my team, new challenge, account), referee (desk, case), admin", async () => {
  const open = await challenges("open");
  const byState = (s: string) => open.find((c) => c.state === s)!;
  const asCaptainOf = async (name: string) => {
    const { context, page } = await newPage(app, "zh-CN");
    await signIn(page, await captainEmailOf(name));
    return { context, page };
  };
  // The defender of the challenge awaiting an answer: the answer panel (accept or counter-propose).
  const answering = byState("awaiting_response");
  const d = await asCaptainOf(answering.defender.name);
  for (const p of ["/", `/challenges/${(await challenges("open")).find((c) => c.state === "awaiting_response")!.id}`, "/me", "/account"]) {
    await visit(d.page, p);
    await axe(d.page, `defender ${p}`);
  }
  expect(await d.page.isVisible('[data-testid="answer-panel"]')).toBe(false); // on /account now
  await d.page.goto(`/challenges/${answering.id}`);
  expect(await d.page.isVisible('[data-testid="answer-panel"]')).toBe(true);
  await d.page.goto("/");
  expect(await d.page.isVisible('[data-testid="next-steps"]')).toBe(true);
  // Next steps come before the ladder.
  const order = await d.page.evaluate(() => {
    const a = document.querySelector('[data-testid="next-steps"]');
    const b = document.querySelector('[data-testid="ladder-table"]');
    return a && b ? a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
  });
  expect(order).toBeTruthy();
  await d.context.close();
  // The scheduled match: check-in panel; the result form with the scoresheet once it started.
  const scheduled = byState("scheduled");
  const s = await asCaptainOf(scheduled.challenger.name);
  await visit(s.page, `/challenges/${scheduled.id}`);
  await axe(s.page, "scheduled challenge");
  expect(await s.page.isVisible('[data-testid="check-in-panel"]')).toBe(true);
  const free = (await ladder()).find((r) => r.mayChallenge.length && r.team.name === scheduled.challenger.name);
  if (free) {
    await visit(s.page, `/challenges/new?defender=${(await ladder()).find((r) => r.position === free.mayChallenge[0])!.team.id}`);
    await axe(s.page, "new challenge");
  }
  // Issue 39: the form asks issuing's own question; a team holding a challenge (C2) is told why, with no form.
  const rows = await ladder();
  const mineRow = rows.find((r) => r.team.name === scheduled.challenger.name)!;
  const above = rows.find((r) => r.position === mineRow.position - 1)!;
  await visit(s.page, `/challenges/new?defender=${above.team.id}`);
  expect(await s.page.textContent('[data-testid="issue-refused"]')).toContain("C2");
  expect(await s.page.isVisible('[data-testid="issue-form"]')).toBe(false);
  await axe(s.page, "new challenge refused");
  await s.context.close();
  // The referee: desk and an open case file.
  const r = await newPage(app, "en");
  await signIn(r.page, "referee@demo.club", undefined, "/en");
  await visit(r.page, "/en/referee");
  await axe(r.page, "referee desk");
  const caseHref = await r.page.locator('[data-testid="case-list"] tbody tr a').first().getAttribute("href");
  await visit(r.page, caseHref!);
  await axe(r.page, "case file");
  await r.context.close();
  // The admin page.
  const a = await newPage(app, "zh-CN");
  await signIn(a.page, ADMIN.email, ADMIN.password);
  await visit(a.page, "/admin");
  await axe(a.page, "admin");
  await a.context.close();
});

test("a scheduled match's page: the result form with the 16-board scoresheet passes axe (clock at its start)", async () => {
  const scheduled = (await challenges("open")).find((c) => c.state === "scheduled")!;
  const detail = (await app.api.call("GET", `/challenges/${scheduled.id}`)).body;
  expect((await admin.call("POST", "/admin/clock", { now: new Date(new Date(detail.scheduledAt).getTime() + 60_000).toISOString() })).status).toBe(200);
  const { context, page } = await newPage(app, "en");
  await signIn(page, await captainEmailOf(scheduled.defender.name), undefined, "/en");
  await visit(page, `/en/challenges/${scheduled.id}`);
  expect(await page.isVisible('[data-testid="result-form"]')).toBe(true);
  // Issue 10: with the league clock overridden (a demo), every page says so.
  expect(await page.textContent('[data-testid="demo-clock"]')).toContain("Demo");
  await axe(page, "result form");
  // Every action is reachable by keyboard, with a visible focus.
  await page.keyboard.press("Tab");
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).not.toBe("none");
  await context.close();
  expect((await admin.call("POST", "/admin/clock", { now: null })).status).toBe(200);
});

test("layouts hold at 360, 768 and 1280 px: no text out of its card, tables scroll inside (screenshots)", async () => {
  const rows = await ladder();
  const disputed = (await challenges("open")).find((c) => c.state === "disputed")!;
  const cases = (await app.api.call("GET", `/challenges/${disputed.id}`)).body.cases as { id: string }[];
  const ref = await newPage(app, "en");
  await signIn(ref.page, "referee@demo.club", undefined, "/en");
  const pages: [string, string][] = [
    ["ladder", "/"],
    ["challenge", `/challenges/${disputed.id}`],
    ["case", `/cases/${cases[0].id}`],
    ["team", `/teams/${rows[0].team.id}`],
  ];
  for (const width of [360, 768, 1280]) {
    await ref.page.setViewportSize({ width, height: 900 });
    for (const [name, p] of pages) {
      await ref.page.goto(p, { waitUntil: "networkidle" });
      const overflow = await ref.page.evaluate(() => {
        const out: string[] = [];
        const vw = document.documentElement.clientWidth;
        if (document.documentElement.scrollWidth > vw + 1) {
          // Name the widest culprits: elements reaching past the viewport that are not inside a scroller.
          const wide = [...document.querySelectorAll<HTMLElement>("body *")].filter(
            (e) => e.getBoundingClientRect().right > vw + 1 && !e.closest("table, .table-scroll"),
          );
          out.push(
            `page ${document.documentElement.scrollWidth} > ${vw}: ${wide
              .slice(0, 4)
              .map((e) => `${e.tagName}.${e.className}`)
              .join(", ")}`,
          );
        }
        for (const el of document.querySelectorAll<HTMLElement>(".card, dl.facts dd, h1")) {
          if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === "visible")
            out.push(`${el.className || el.tagName}: ${el.textContent?.slice(0, 40)}`);
        }
        return out;
      });
      await ref.page.screenshot({ path: `docs/screenshots/layout-${name}-${width}.png`, fullPage: true });
      expect(overflow, `${name} at ${width}px`).toEqual([]);
      // A line after a time (the match's history): its "·" only where the reader's own time does not
      // open a line of its own (on a phone it does, and the "·" would start the next line).
      const seps = await ref.page.locator(".time-sep").evaluateAll((xs) => xs.map((x) => getComputedStyle(x).display !== "none"));
      if (name === "challenge") expect(seps.length).toBeGreaterThan(0);
      expect(
        seps.every((shown) => shown === width > 640),
        `${name} at ${width}px`,
      ).toBe(true);
    }
  }
  await ref.context.close();
});

test("the team page shows its position and rating charts, head to head and form; the ladder shows rating and form; upcoming lists check-ins", async () => {
  const rows = await ladder();
  const { context, page } = await newPage(app, "zh-CN");
  const busiest = rows[0];
  await visit(page, `/teams/${busiest.team.id}`);
  expect(await page.isVisible('[data-testid="rating-chart"]')).toBe(true);
  expect(await page.isVisible('[data-testid="position-chart"]')).toBe(true);
  expect(await page.locator('[data-testid="head-to-head"] tbody tr').count()).toBeGreaterThan(0);
  expect(await page.locator('[data-testid="form"] > i').count()).toBeGreaterThan(0);
  await page.screenshot({ path: "docs/screenshots/team-zh-CN.png", fullPage: true });
  await visit(page, "/");
  expect(await page.locator('[data-testid="ladder-table"] [data-testid="form"]').count()).toBeGreaterThan(3);
  await page.screenshot({ path: "docs/screenshots/ladder-zh-CN.png", fullPage: true });
  await visit(page, "/upcoming");
  expect(await page.locator('[data-testid="upcoming"] tbody tr').count()).toBeGreaterThan(0);
  await context.close();
  const en = await newPage(app, "en");
  await visit(en.page, "/en");
  await en.page.screenshot({ path: "docs/screenshots/ladder-en.png", fullPage: true });
  await en.context.close();
  const phone = await newPage(app, "zh-CN", { width: 390, height: 844 });
  await visit(phone.page, "/");
  await phone.page.screenshot({ path: "docs/screenshots/ladder-phone-zh-CN.png", fullPage: true });
  await phone.context.close();
});

test("the dark theme follows the system setting", async () => {
  const context = await app.browser.newContext({ baseURL: app.url, colorScheme: "dark", locale: "zh-CN", viewport: { width: 1200, height: 900 } });
  const page = await context.newPage();
  await visit(page, "/");
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor || getComputedStyle(document.documentElement).backgroundColor);
  const rgb = (await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).match(/\d+/g)!.map(Number);
  expect(
    rgb.slice(0, 3).reduce((a, b) => a + b, 0),
    `background ${bg}`,
  ).toBeLessThan(150);
  await new AxeBuilder({ page }).analyze().then((r) => expect(r.violations.map((v) => v.id)).toEqual([]));
  await page.screenshot({ path: "docs/screenshots/ladder-dark-zh-CN.png", fullPage: true });
  await context.close();
});

test("Next's scripts start loading only after the first contentful paint, and the page hydrates (decision 0011)", async () => {
  const rows = await ladder();
  const anonymous = await newPage(app, "zh-CN");
  const captain = await newPage(app, "en");
  await signIn(captain.page, await captainEmailOf(rows[0].team.name), undefined, "/en");
  for (const [page, path] of [
    [anonymous.page, "/"],
    [anonymous.page, "/"],
    [anonymous.page, `/teams/${rows[1].team.id}`],
    [captain.page, "/en"],
  ] as const) {
    const response = await page.goto(path, { waitUntil: "networkidle" });
    expect(response!.headers()["content-encoding"], path).toBe("gzip");
    await page.waitForFunction(() => (window as unknown as { next?: { router?: unknown } }).next?.router !== undefined);
    const t = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      chunks: performance
        .getEntriesByType("resource")
        .filter((e) => e.name.includes("/_next/static/chunks/"))
        .map((e) => e.startTime),
    }));
    expect(t.chunks.length, path).toBeGreaterThan(3);
    expect(
      Math.min(...t.chunks),
      `${path}: first chunk requested at ${Math.min(...t.chunks)} ms, first contentful paint at ${t.fcp} ms`,
    ).toBeGreaterThanOrEqual(t.fcp!);
  }
  // Hydrated for real: a client component (the viewer's local time, in another zone than the league's) has run.
  const london = await app.browser.newContext({ baseURL: app.url, locale: "en", timezoneId: "Europe/London" });
  const page = await london.newPage();
  await page.goto("/en");
  await page.waitForSelector(".local-time:not([aria-hidden])");
  await london.close();
  await anonymous.context.close();
  await captain.context.close();
});

test("the viewer's local time: added from another zone as the browser's Intl writes it, yet with no Intl formatter built (components/ui/wall-clock.ts); in the league's zone (Asia/Shanghai) nothing is added", async () => {
  const rows = await ladder();
  for (const [zone, locale, added] of [
    ["Europe/London", "en", true],
    ["America/New_York", "zh-CN", true],
    ["Asia/Shanghai", "en", false],
  ] as const) {
    const context = await app.browser.newContext({ baseURL: app.url, locale, timezoneId: zone });
    // Count what the page asks of the browser's clock and of Intl (a formatter costs 23–65 ms the first time here).
    await context.addInitScript(() => {
      const w = window as unknown as { __asked: { offsets: number; formatters: number; idle: number } };
      w.__asked = { offsets: 0, formatters: 0, idle: 0 };
      // The page's local times share one idle callback (components/ui/when-idle.ts).
      const idle = window.requestIdleCallback;
      window.requestIdleCallback = (fn, options) => (w.__asked.idle++, idle.call(window, fn, options));
      const offset = Date.prototype.getTimezoneOffset;
      Date.prototype.getTimezoneOffset = function () {
        w.__asked.offsets++;
        return offset.call(this);
      };
      const F = Intl.DateTimeFormat;
      Intl.DateTimeFormat = new Proxy(F, {
        construct: (t, a) => (w.__asked.formatters++, Reflect.construct(t, a)),
        apply: (t, self, a) => (w.__asked.formatters++, Reflect.apply(t, self, a)),
      });
    });
    const page = await context.newPage();
    await page.goto(`${locale === "en" ? "/en" : ""}/teams/${rows[0].team.id}`);
    const times = await page.locator(".local-time").count();
    expect(times, zone).toBeGreaterThan(0);
    // Every local time's effect has compared the offsets; then one idle callback after theirs.
    await page.waitForFunction((n) => (window as unknown as { __asked: { offsets: number } }).__asked.offsets >= n, times);
    // Read before the test's own idle callback below (which the count would include).
    const idleAsked = await page.evaluate(() => (window as unknown as { __asked: { idle: number } }).__asked.idle);
    await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null))));
    if (added) await page.waitForSelector(".local-time:not([aria-hidden])");
    const asked = await page.evaluate(() => (window as unknown as { __asked: { formatters: number } }).__asked);
    const hidden = await page.locator(".local-time[aria-hidden]").count();
    expect({ zone, formatters: asked.formatters, idle: idleAsked, hidden: hidden === times }).toEqual({
      zone,
      formatters: 0,
      idle: added ? 1 : 0,
      hidden: !added,
    });
    if (added) {
      // Each text is what this browser's own Intl writes for the instant in the viewer's zone.
      const shown = await page.locator(".time").evaluateAll(
        (spans, fields) =>
          spans.map((s) => {
            const at = new Date(s.querySelector("time")!.getAttribute("datetime")!);
            const text = s.querySelector(".local-time")!.textContent!;
            const intl = new Intl.DateTimeFormat(document.documentElement.lang, fields).format(at);
            return [text.slice(text.length - intl.length), intl];
          }),
        TIME_FIELDS,
      );
      expect(shown.length).toBe(times);
      for (const [text, intl] of shown) expect(text, zone).toBe(intl);
    }
    await context.close();
  }
});

test("the scripts every page runs at startup carry V8's compile hint, and only they (decision 0012)", async () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), ".next", "build-manifest.json"), "utf8")) as { rootMainFiles: string[] };
  const startup = new Set(manifest.rootMainFiles.filter((f) => f.endsWith(".js")).map((f) => `/_next/${f}`));
  for (const page of ["/", "/en/ratings"]) {
    const html = await (await fetch(`${app.url}${page}`)).text();
    const queued = [...html.matchAll(/__ladderLate\.push\("([^"]+)"\)/g)].map((m) => new URL(m[1], app.url).pathname);
    for (const f of startup) expect(queued, `${page} loads ${f}`).toContain(f);
    for (const src of queued) {
      const first = (await (await fetch(`${app.url}${src}`)).text()).split("\n")[0];
      expect({ src, hinted: first === "//# allFunctionsCalledOnLoad" }).toEqual({ src, hinted: startup.has(src) });
    }
  }
});

test("a sign-in submitted before the page's scripts have run is held and goes through once they have (decision 0011)", async () => {
  const { context, page } = await newPage(app, "en");
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route("**/_next/static/chunks/**", async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/en/signin", { waitUntil: "domcontentloaded" });
  await page.fill('input[name="email"]', ADMIN.email);
  await page.fill('input[name="password"]', ADMIN.password);
  await page.click('form[data-testid="sign-in-form"] button[type="submit"]');
  await page.waitForSelector('form[data-testid="sign-in-form"][data-pending]'); // held, not posted
  expect(await page.inputValue('input[name="password"]')).toBe(ADMIN.password);
  release();
  await page.waitForSelector('[data-testid="signed-in-as"]');
  await context.close();
});

test("issue 37: an unknown page is the site's own 404, with its header, in the reader's language, axe clean", async () => {
  for (const [locale, path, says] of [
    ["zh-CN", "/no-such-page", "找不到这一页"],
    ["en", "/en/no-such-page", "Page not found"],
    ["zh-CN", "/teams/no-such-team", "找不到这一页"],
  ] as const) {
    const { context, page } = await newPage(app, locale);
    const res = await page.goto(`${app.url}${path}`);
    expect(res!.status()).toBe(404);
    expect(await page.textContent('[data-testid="not-found"]')).toContain(says);
    expect(await page.isVisible('[data-testid="league-name"]')).toBe(true);
    await axe(page, `404 ${path}`);
    await context.close();
  }
});
