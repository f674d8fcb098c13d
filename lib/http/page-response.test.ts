// Issue 12, decision 0011: the response path of the scripts' rewrite (which requests, gzip after it).
import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withLateScripts } from "./late-scripts.mjs";
import { isPageRequest, rewritePageResponse } from "./page-response.mjs";
import { DOC } from "./late-scripts.fixture";

describe("isPageRequest", () => {
  const req = (url: string, headers: Record<string, string> = {}) => ({ url, headers }) as unknown as http.IncomingMessage;
  it.each([
    ["/", {}, true],
    ["/en/teams/abc?x=1", {}, true],
    ["/api/v1/ladder", {}, false],
    ["/_next/static/chunks/a.js", {}, false],
    ["/icon-192.png", {}, false],
    ["/en", { rsc: "1" }, false],
    ["/en", { "next-action": "abc" }, false],
  ] as const)("%s %j → %s", (url, headers, expected) => expect(isPageRequest(req(url, headers))).toBe(expected));
});

describe("rewritePageResponse on a real server", () => {
  let server: http.Server;
  let url = "";
  const PIECES = [DOC.slice(0, 300), DOC.slice(300, 407), DOC.slice(407)];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      rewritePageResponse(req, res, { gzip: zlib });
      res.setHeader("x-saw-accept-encoding", String(req.headers["accept-encoding"] ?? "none"));
      if (req.url === "/json") {
        res.setHeader("content-type", "application/json");
        res.setHeader("content-length", "2");
        return res.end("{}");
      }
      res.setHeader("content-type", "text/html; charset=utf-8");
      if (req.url === "/whole") {
        res.setHeader("content-length", String(Buffer.byteLength(DOC)));
        return res.end(DOC);
      }
      // Streamed in byte pieces cut inside a tag and inside a three-byte character.
      const bytes = Buffer.from(PIECES.join(""));
      const cjk = bytes.indexOf(Buffer.from("天")) + 1;
      res.write(bytes.subarray(0, 350));
      res.write(bytes.subarray(350, cjk));
      setImmediate(() => res.end(bytes.subarray(cjk)));
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const get = (path: string, gzip: boolean) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
      http
        .get(`${url}${path}`, { headers: gzip ? { "accept-encoding": "gzip, br" } : {} }, (res) => {
          const parts: Buffer[] = [];
          res.on("data", (d) => parts.push(d)).on("end", () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
        })
        .on("error", reject),
    );

  it.each(["/streamed", "/whole"])("%s: rewritten and gzipped for a client that accepts it (the app itself answers uncompressed)", async (path) => {
    const r = await get(path, true);
    expect(r.headers["content-encoding"]).toBe("gzip");
    expect(r.headers["content-length"]).toBeUndefined();
    expect(r.headers["x-saw-accept-encoding"]).toBe("none");
    expect(zlib.gunzipSync(r.body).toString()).toBe(withLateScripts(DOC));
  });

  it("rewritten, uncompressed, for a client that does not accept gzip", async () => {
    const r = await get("/streamed", false);
    expect(r.headers["content-encoding"]).toBeUndefined();
    expect(r.body.toString()).toBe(withLateScripts(DOC));
  });

  it("anything but HTML passes unchanged", async () => {
    const r = await get("/json", true);
    expect(r.headers["content-encoding"]).toBeUndefined();
    expect(r.headers["content-length"]).toBe("2");
    expect(r.body.toString()).toBe("{}");
  });
});

describe("rewritePageResponse: one write per piece", () => {
  it("sends what the rewriter gives out for a piece in one write (and one gzip flush), not one per token", async () => {
    const writes: number[] = [];
    const server = http.createServer((req, res) => {
      const write = res.write.bind(res) as (...a: unknown[]) => boolean;
      res.write = ((...a: unknown[]) => (writes.push(1), write(...a))) as typeof res.write;
      rewritePageResponse(req, res, { gzip: zlib });
      res.setHeader("content-type", "text/html; charset=utf-8");
      const half = Math.floor(DOC.length / 2);
      res.write(DOC.slice(0, half)); // hundreds of tokens each
      setImmediate(() => res.end(DOC.slice(half)));
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      for (const encoding of ["identity", "gzip"]) {
        writes.length = 0;
        const r = await fetch(`http://127.0.0.1:${(server.address() as { port: number }).port}/`, { headers: { "accept-encoding": encoding } });
        expect(await r.text()).toBe(withLateScripts(DOC));
        // Two pieces: at most a write each and gzip's trailer, whatever the number of tokens.
        expect(writes.length, encoding).toBeLessThanOrEqual(3);
      }
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});
