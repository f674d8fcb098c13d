// Issue 24: the anonymous page cache (lib/http/page-cache.mjs): which routes may be shared, its
// key, failing closed without the invalidation signal, and a hit/miss/invalidation cycle over a
// real socket.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import { CACHED_PAGES, createPageCache, isCachedPage } from "./page-cache.mjs";

const APP = path.join(import.meta.dirname, "../../app/[locale]");

/** Every page route of the app, as a URL path with sample ids ("/teams/x"). */
function pageRoutes(dir = APP, prefix = ""): { url: string; file: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return pageRoutes(p, `${prefix}/${e.name.replace(/^\[(\w+)\]$/, "x")}`);
    return e.name === "page.tsx" ? [{ url: prefix || "/", file: p }] : [];
  });
}

describe("which pages may be shared", () => {
  test("the cached routes, listed: the league's public reads, nothing with a form or an account", () => {
    const cached = pageRoutes()
      .filter((r) => isCachedPage(r.url))
      .map((r) => r.url)
      .sort();
    expect(cached).toEqual(["/", "/about", "/challenges/x", "/challenges/x/hands", "/events", "/ratings", "/teams/x", "/upcoming"]);
    expect(CACHED_PAGES).toHaveLength(8);
    for (const url of ["/en", "/en/ratings?limit=all", "/teams/t1?x=1"]) expect(isCachedPage(url), url).toBe(true);
    for (const url of ["/signin", "/challenges/new", "/account", "/admin", "/en/referee", "/invite/abc"]) expect(isCachedPage(url), url).toBe(false);
  });

  test("a cached page reads no cookie or header outside the key (the session only through lib/auth/session, never shared)", () => {
    for (const r of pageRoutes().filter((x) => isCachedPage(x.url))) {
      const src = fs.readFileSync(r.file, "utf8");
      expect(src, r.file).not.toMatch(/from "next\/headers"|\bcookies\(\)|\bheaders\(\)/);
    }
  });
});

const anon = (url: string, headers: Record<string, string> = {}) => ({ method: "GET", url, headers }) as unknown as http.IncomingMessage;

describe("the key", () => {
  const state = { generation: 1, enabled: true };
  const cache = createPageCache({ readCache: () => state });
  test.each([
    ["anonymous view of the ladder", anon("/"), true],
    ["a locale cookie is part of the key", anon("/ratings", { cookie: "NEXT_LOCALE=en" }), true],
    ["signed in", anon("/", { cookie: "next-auth.session-token=abc" }), false],
    ["a bearer token", anon("/", { authorization: "Bearer x" }), false],
    ["a hard reload", anon("/", { "cache-control": "no-cache" }), false],
    ["a client-side navigation", anon("/", { "next-router-state-tree": "x" }), false],
    ["an RSC payload", anon("/", { rsc: "1" }), false],
    ["the API", anon("/api/v1/ladder"), false],
    ["a page not opted in", anon("/signin"), false],
    ["a write", { ...anon("/"), method: "POST" } as http.IncomingMessage, false],
  ])("%s", (_n, req, keyed) => expect(cache.keyOf(req) !== null).toBe(keyed));

  test("fails closed: without the read cache's generation nothing is cached", () => {
    expect(createPageCache({ readCache: () => undefined }).keyOf(anon("/"))).toBeNull();
    expect(createPageCache({ readCache: () => ({ enabled: false, generation: 1 }) }).keyOf(anon("/"))).toBeNull();
    expect(createPageCache({ enabled: false, readCache: () => state }).keyOf(anon("/"))).toBeNull();
  });
});

describe("over a socket", () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

  test("a miss is rendered and kept; a hit has a fresh nonce; a write (new generation) drops it; the TTL ends it", async () => {
    const state = { generation: 1, enabled: true };
    let now = 1_000; // not 0: lru-cache takes a start time of 0 for "no TTL"
    const cache = createPageCache({ ttlMs: 5000, readCache: () => state, perf: { now: () => now } });
    let renders = 0;
    const handle = (_req: http.IncomingMessage, res: http.ServerResponse) => {
      renders++;
      const nonce = `n${renders}n`;
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("content-security-policy", `script-src 'nonce-${nonce}'`);
      res.end(`<html><body><p>render ${renders}</p><script nonce="${nonce}">1</script></body></html>`);
    };
    server = http.createServer((req, res) => {
      const key = cache.keyOf(req);
      if (cache.serve(req, res, key)) return;
      if (!key) return handle(req, res);
      cache.renderAndKeep(req, res, key, handle);
    });
    await new Promise<void>((r) => server!.listen(0, "127.0.0.1", r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const get = async () => {
      const r = await fetch(url, { headers: { "accept-encoding": "identity" } });
      return { cache: r.headers.get("x-ladder-page-cache"), csp: r.headers.get("content-security-policy") ?? "", html: await r.text() };
    };
    const first = await get();
    expect(first.cache).toBe("miss");
    const second = await get();
    expect(second.cache).toBe("hit");
    expect(second.html).toContain("render 1");
    const nonce = /'nonce-([^']+)'/.exec(second.csp)![1];
    expect(nonce).not.toBe("n1n");
    expect(second.html).toContain(`nonce="${nonce}"`);
    state.generation++; // a committed write
    const third = await get();
    expect([third.cache, third.html.includes("render 2")]).toEqual(["miss", true]);
    expect((await get()).cache).toBe("hit");
    now += 4999;
    expect((await get()).cache).toBe("hit");
    now += 2; // past the 5 s
    const late = await get();
    expect([late.cache, late.html.includes("render 3")]).toEqual(["miss", true]);
  });
});
