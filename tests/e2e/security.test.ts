// Issue 10 through a real server behind a local TLS proxy with a self-signed certificate (as a
// club would deploy it): secure cookies and a sign-out that works over HTTPS, security headers
// with a per-request CSP nonce, HSTS, body limits (413), ids checked (404), cross-site cookie
// writes refused, no open redirect after sign-in, and sign-in limits answering 429 + Retry-After.
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "@/scripts/lib/chromium";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { chromium, type Browser } from "playwright-core";
import { freePort, serve, type Served } from "@/scripts/lib/serve";
import { PASSWORD } from "@/scripts/lib/api-client";

let app: Served;
let proxy: https.Server;
let base: string;
let browser: Browser;

/** A TLS-terminating reverse proxy, like a club's nginx: adds X-Forwarded-For/-Proto. */
function tlsProxy(target: string, port: number): Promise<https.Server> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ladder-tls-"));
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      `${dir}/key.pem`,
      "-out",
      `${dir}/cert.pem`,
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  const t = new URL(target);
  const server = https.createServer({ key: fs.readFileSync(`${dir}/key.pem`), cert: fs.readFileSync(`${dir}/cert.pem`) }, (req, res) => {
    const headers = {
      ...req.headers,
      "x-forwarded-for": [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", "),
      "x-forwarded-proto": "https",
      "x-forwarded-host": req.headers.host ?? "",
    };
    const up = http.request({ host: t.hostname, port: t.port, path: req.url, method: req.method, headers }, (r) => {
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    });
    up.on("error", () => res.destroy());
    req.pipe(up);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

const insecure = new https.Agent({ rejectUnauthorized: false });
function call(
  method: string,
  p: string,
  body?: string | Buffer,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = https.request(`${base}${p}`, { method, agent: insecure, headers }, (res) => {
      let text = "";
      res.on("data", (d) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on("error", reject);
    if (body) req.write(body);
    req.end();
  });
}

beforeAll(async () => {
  const port = await freePort();
  base = `https://127.0.0.1:${port}`;
  app = await serve({ prepare: ["prisma/seed.ts"], env: { NEXTAUTH_URL: base, LADDER_TRUSTED_PROXY_HOPS: "1" } });
  proxy = await tlsProxy(app.url, port);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, "--ignore-certificate-errors"] });
}, 600_000);
afterAll(async () => {
  await browser?.close();
  proxy?.close();
  await app?.stop();
});

test("over HTTPS: the session cookie is __Secure- and Secure, and signing out removes it (issue 10, point 2)", async () => {
  const context = await browser.newContext({ baseURL: base, ignoreHTTPSErrors: true, locale: "en" });
  const page = await context.newPage();
  await page.goto("/en/signin");
  await page.fill('input[name="email"]', "captain3@demo.club");
  await page.fill('input[name="password"]', PASSWORD);
  await page.click('form[data-testid="sign-in-form"] button[type="submit"]');
  await page.waitForSelector('[data-testid="signed-in-as"]');
  const session = (await context.cookies()).find((c) => c.name === "__Secure-next-auth.session-token");
  expect(session).toMatchObject({ secure: true, httpOnly: true });
  expect((await context.cookies()).find((c) => c.name === "ladder_device")).toMatchObject({ secure: true, httpOnly: true, path: "/api/auth" });
  await page.click('[data-testid="sign-out"]');
  await page.waitForSelector('[data-testid="sign-in-link"]');
  expect((await context.cookies()).some((c) => c.name.endsWith("next-auth.session-token"))).toBe(false);
  const s = await page.evaluate(async () => (await fetch("/api/auth/session")).json());
  expect(s).toEqual({});
  await context.close();
});

test("headers on pages and the API: CSP with a fresh nonce on every script, frame-ancestors, COOP, nosniff, referrer, permissions, HSTS", async () => {
  const a = await call("GET", "/en");
  const b = await call("GET", "/en");
  const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
  const csp = String(a.headers["content-security-policy"]);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(nonceOf(csp)).toBeTruthy();
  expect(nonceOf(csp)).not.toBe(nonceOf(String(b.headers["content-security-policy"])));
  const scripts = a.text.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const s of scripts) expect(s).toContain(`nonce="${nonceOf(csp)}"`);
  // b and c are answered from the page cache (server.mjs): each with its own nonce, on every script.
  const c = await call("GET", "/en");
  const cspC = String(c.headers["content-security-policy"]);
  expect(nonceOf(cspC)).not.toBe(nonceOf(String(b.headers["content-security-policy"])));
  expect(c.text.match(/<script\b[^>]*>/g)?.length).toBe(scripts.length);
  for (const s of c.text.match(/<script\b[^>]*>/g) ?? []) expect(s).toContain(`nonce="${nonceOf(cspC)}"`);
  expect(c.text).not.toContain(nonceOf(csp));
  // Decision 0016 keeps COOP at its measured price: rendered and cached pages alike give another
  // site's window no handle on a member's page.
  for (const r of [a, c]) {
    expect(r.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(r.headers["x-frame-options"]).toBe("DENY");
  }
  for (const r of [a, await call("GET", "/api/v1/ladder"), await call("GET", "/favicon.ico")]) {
    expect(r.headers["x-content-type-options"]).toBe("nosniff");
    expect(r.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(r.headers["permissions-policy"]).toContain("camera=()");
    expect(r.headers["strict-transport-security"]).toContain("max-age=");
  }
  expect((await call("GET", "/api/v1/ladder")).headers["content-security-policy"]).toContain("default-src 'none'");
});

test("bodies over the limit are refused with 413 while streaming; the page upload limit is the API's", async () => {
  const big = Buffer.alloc(2 * 1024 * 1024, 0x61);
  const r = await call("POST", "/api/v1/auth/token", big, { "content-type": "application/json" });
  expect(r.status).toBe(413);
  expect(JSON.parse(r.text).error.code).toBe("payload_too_large");
  // Chunked, without a length: cut off as it streams.
  const chunked = await new Promise<number>((resolve) => {
    const req = https.request(
      `${base}/api/v1/auth/token`,
      { method: "POST", agent: insecure, headers: { "content-type": "application/json", "transfer-encoding": "chunked" } },
      (res) => resolve(res.statusCode ?? 0),
    );
    req.on("error", () => resolve(-1));
    for (let i = 0; i < 40; i++) req.write(Buffer.alloc(64 * 1024, 0x61));
    req.end();
  });
  expect(chunked).toBe(413);
  const nextConfig = fs.readFileSync("next.config.js", "utf8");
  expect(nextConfig).toContain('bodySizeLimit: "2112kb"');
});

test("hostile ids answer 404, a cross-site write with the session cookie 403, HEAD is a read", async () => {
  for (const id of ["%00", "..%2F..%2Fetc", "x".repeat(300), "%E2%80%AE"]) {
    const r = await call("POST", `/api/v1/challenges/${id}/withdraw`, "{}", { "content-type": "application/json", authorization: "Bearer none" });
    expect(r.status, id).toBe(404);
  }
  const cross = await call("POST", "/api/v1/priority/pass", "{}", {
    "content-type": "application/json",
    cookie: "__Secure-next-auth.session-token=x",
    origin: "https://evil.example",
  });
  expect(cross.status).toBe(403);
  expect(JSON.parse(cross.text).error.code).toBe("cross_origin");
  expect((await call("HEAD", "/api/v1/ladder")).status).toBe(200);
});

test("no open redirect after sign-in: /\\evil and /%09/evil land on the league", async () => {
  for (const target of ["/\\evil.example", "/%09/evil.example", "//evil.example"]) {
    const context = await browser.newContext({ baseURL: base, ignoreHTTPSErrors: true });
    const page = await context.newPage();
    await page.goto(`/signin?callbackUrl=${encodeURIComponent(target)}`);
    await page.fill('input[name="email"]', "captain4@demo.club");
    await page.fill('input[name="password"]', PASSWORD);
    await page.click('form[data-testid="sign-in-form"] button[type="submit"]');
    await page.waitForSelector('[data-testid="signed-in-as"]');
    expect(new URL(page.url()).host).toBe(new URL(base).host);
    await context.close();
  }
});

test("a sign-in submitted before the page's script runs never puts the password in a URL", async () => {
  const context = await browser.newContext({ baseURL: base, ignoreHTTPSErrors: true, javaScriptEnabled: false });
  const page = await context.newPage();
  const urls: string[] = [];
  page.on("request", (r) => urls.push(r.url()));
  await page.goto("/en/signin");
  await page.fill('input[name="email"]', "captain4@demo.club");
  await page.fill('input[name="password"]', "not-in-any-url-1");
  await Promise.all([page.waitForNavigation(), page.click('form[data-testid="sign-in-form"] button[type="submit"]')]);
  expect(urls.length).toBeGreaterThan(1);
  for (const u of [...urls, page.url()]) expect(u).not.toContain("not-in-any-url");
  await page.waitForSelector('form[data-testid="sign-in-form"]'); // the page again, not an error
  await context.close();
});

test("sign-in limits answer 429 with Retry-After through the proxy, whatever X-Forwarded-For the client sends", async () => {
  let last = 0;
  for (let i = 0; i < 12; i++) {
    const r = await call("POST", "/api/v1/auth/token", JSON.stringify({ email: "captain6@demo.club", password: `wrong-${i}` }), {
      "content-type": "application/json",
      "x-forwarded-for": `10.9.9.${i}`,
    });
    last = r.status;
    if (r.status === 429) {
      expect(Number(r.headers["retry-after"])).toBeGreaterThan(0);
      break;
    }
  }
  expect(last).toBe(429);
});
