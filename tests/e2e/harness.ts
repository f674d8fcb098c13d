// E2E harness: the production build served by `npm start` (server.mjs) on a fresh embedded
// database seeded with the demo league, driven through the real pages in Debian's headless Chromium.
import { AxeBuilder } from "@axe-core/playwright";
import { expect } from "vitest";
import { serve } from "@/scripts/lib/serve";
import { Api, PASSWORD } from "@/scripts/lib/api-client";
import { Contract } from "./contract";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "@/scripts/lib/chromium";

export { Api, PASSWORD };
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export const ADMIN = { email: "admin@demo.club", password: "bridge-demo-2026" };

export type App = { url: string; stop: () => Promise<void>; api: Api; browser: Browser; contract: Contract };

export async function startApp(opts: { env?: Record<string, string> } = {}): Promise<App> {
  const served = await serve({ prepare: ["prisma/seed.ts"], env: opts.env });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  // Issue 24: every answer the API client receives is checked against the published contract.
  const contract = await Contract.load(served.url);
  Api.check = (method, path, status, headers, body) => contract.check(method, path, status, headers, body);
  return {
    url: served.url,
    browser,
    contract,
    api: new Api(served.url),
    stop: async () => {
      await browser.close();
      if (process.env.LADDER_E2E_SHOW_LOG) console.log(served.log());
      await served.stop();
    },
  };
}

export async function newPage(
  app: App,
  locale: "zh-CN" | "en" = "zh-CN",
  viewport = { width: 1200, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await app.browser.newContext({ locale, viewport, baseURL: app.url });
  const page = await context.newPage();
  return { context, page };
}

export async function signIn(page: Page, email: string, password = PASSWORD, prefix = "") {
  await page.goto(`${prefix}/signin`);
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', password);
  await page.click('form[data-testid="sign-in-form"] button[type="submit"]');
  await page.waitForSelector('[data-testid="signed-in-as"]');
}

/** The demo captain's email for a team name (prisma/demo-league.ts). */
export async function captainEmailOf(teamName: string) {
  const { TEAMS, captainEmail } = await import("@/prisma/demo-league");
  const i = TEAMS.findIndex((t) => t.name === teamName);
  if (i < 0) throw new Error(`unknown demo team ${teamName}`);
  return captainEmail(i);
}

/** Accessibility: no axe violation on the page as it is now (every e2e journey checks its pages). */
export async function axe(page: Page, label: string) {
  const r = await new AxeBuilder({ page }).analyze();
  expect(
    r.violations.map(
      (v) =>
        `${label}: ${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(" | ")}`,
    ),
  ).toEqual([]);
}
