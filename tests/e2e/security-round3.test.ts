// Issue 35 through the production server (`npm start`) in Chromium: a redirecting form action is
// fetched from the server's own port, never from 127.0.0.1:3000 (a listener there sees nothing),
// and the pages a one-time link opens are not indexed and send no Referer.
import net from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { newPage, signIn, startApp, ADMIN, type App } from "./harness";

let app: App;
let listener: net.Server;
const arrived: string[] = [];

beforeAll(async () => {
  // Whatever else runs on the machine's default port would receive the member's cookies.
  listener = net.createServer((s) => {
    s.once("data", (d) => arrived.push(d.toString("latin1").split("\r\n")[0]));
    s.on("error", () => undefined);
    s.end("HTTP/1.1 500 Not the app\r\nContent-Length: 0\r\n\r\n");
  });
  await new Promise<void>((resolve, reject) => {
    listener.once("error", (e) => reject(new Error(`port 3000 must be free for this test: ${e.message}`)));
    listener.listen(3000, "127.0.0.1", () => resolve());
  });
  app = await startApp();
  expect(new URL(app.url).port).not.toBe("3000");
});

afterAll(async () => {
  await app?.stop();
  await new Promise((r) => listener?.close(r));
});

test("signing in and a redirecting form action reach only the app's own port", async () => {
  const { context, page } = await newPage(app, "en");
  await signIn(page, ADMIN.email, ADMIN.password, "/en");
  await page.goto("/en/account");
  // A form action submitted by the hydrated page: Next renders the redirect's target itself.
  await page.waitForFunction(() => "next" in window);
  await page.click('[data-testid="profile-submit"]');
  await page.waitForURL(/ok=/);
  expect(page.url()).toContain(app.url);
  await context.close();
  expect(arrived).toEqual([]);
});

test.each(["/reset/abc", "/en/verify/abc", "/invite/abc", "/verify/abc", "/en/unsubscribe?token=x", "/unsubscribe?token=x"])(
  "%s: no-referrer, noindex, no-store",
  async (p) => {
    const r = await fetch(`${app.url}${p}`, { redirect: "manual" });
    expect(r.headers.get("referrer-policy")).toBe("no-referrer");
    expect(r.headers.get("x-robots-tag")).toContain("noindex");
    const html = await r.text();
    expect(html).toMatch(/<meta name="robots" content="noindex, ?nofollow"/);
  },
);

test("a match file over 1 MB answers 413 (as documented), one under it is read", async () => {
  const admin = await app.api.as(ADMIN.email, ADMIN.password);
  const open = (await admin.call("GET", "/challenges?limit=1")).body as { challenges: { id: string }[] };
  const id = open.challenges[0].id;
  const post = (bytes: number) =>
    fetch(`${app.url}/api/v1/challenges/${id}/boards/import`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin.token}`, "content-type": "text/plain" },
      body: `[Event "x"]\n${" ".repeat(bytes - 12)}`,
    });
  expect((await post(1_000_001)).status).toBe(413);
  expect((await post(999_000)).status).toBe(200);
});

test("other pages keep the site's referrer policy", async () => {
  const r = await fetch(`${app.url}/en/ratings`);
  expect(r.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
});
