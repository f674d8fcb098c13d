// E2E harness: the production build served by `next start` on a fresh embedded database seeded
// with the demo league, driven through the real pages in Debian's headless Chromium.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import net from "node:net";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

export const ADMIN = { email: "admin@demo.club", password: "bridge-demo-2026" };
export const PASSWORD = "bridge-demo-2026";

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    p.stdout.on("data", (d) => (out += d));
    p.stderr.on("data", (d) => (out += d));
    p.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(" ")} exited ${code}\n${out}`))));
  });
}

export type App = { url: string; dataDir: string; stop: () => Promise<void>; api: Api; browser: Browser };

export async function startApp(): Promise<App> {
  if (!fs.existsSync(path.join(process.cwd(), ".next", "BUILD_ID"))) throw new Error("e2e needs a production build: run `npm run build` first (npm test does)");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ladder-e2e-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    DATABASE_URL: "",
    LADDER_DATA_DIR: dataDir,
    LADDER_ALLOW_CLOCK_OVERRIDE: "1",
    LADDER_SWEEP_INTERVAL_SECONDS: "0",
    NEXTAUTH_URL: url,
    NODE_ENV: "production" as const,
  };
  await run(process.execPath, ["--import", "tsx", "prisma/seed.ts"], env);
  const server: ChildProcess = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port)], { env, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  server.stdout?.on("data", (d) => (log += d));
  server.stderr?.on("data", (d) => (log += d));
  for (let i = 0; ; i++) {
    try {
      const r = await fetch(`${url}/api/v1/ladder`);
      if (r.ok) break;
    } catch {}
    if (i > 120) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  return {
    url,
    dataDir,
    browser,
    api: new Api(url),
    stop: async () => {
      await browser.close();
      server.kill("SIGTERM");
      await new Promise((r) => setTimeout(r, 500));
      if (process.env.LADDER_E2E_SHOW_LOG) console.log(log);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A JSON API client with a personal token. */
export class Api {
  token?: string;
  constructor(readonly url: string) {}
  async as(email: string, password = PASSWORD) {
    const a = new Api(this.url);
    const r = await fetch(`${this.url}/api/v1/auth/token`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) });
    if (r.status !== 201) throw new Error(`token for ${email}: ${r.status}`);
    a.token = ((await r.json()) as { token: string }).token;
    return a;
  }
  async call<T = any>(method: string, p: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
    const r = await fetch(`${this.url}/api/v1${p}`, {
      method,
      headers: { ...(body !== undefined ? { "content-type": "application/json" } : {}), ...(this.token ? { authorization: `Bearer ${this.token}` } : {}), ...headers },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await r.text();
    return { status: r.status, body: text ? JSON.parse(text) : null };
  }
}

export async function newPage(app: App, locale: "zh-CN" | "en" = "zh-CN", viewport = { width: 1200, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
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
