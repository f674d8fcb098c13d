// Issue 11/24: the encoding a route names becomes the answer's Content-Encoding (lib/http/api-encoding.mjs).
import http from "node:http";
import net from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENCODING_HEADER, ENCODING_NAMED, isApiRequest, nameEncoding } from "./api-encoding.mjs";

let server: http.Server;
let port = 0;
const GZIPPED = zlib.gzipSync('{"天梯":1}');

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (isApiRequest(req)) nameEncoding(res);
    res.setHeader("content-type", "application/json");
    if (req.url === "/api/encoded") {
      // What Next does with a route's answer: headers set, then the body streamed (an implicit head).
      res.setHeader(ENCODING_HEADER, "gzip");
      res.write(GZIPPED.subarray(0, 5));
      return res.end(GZIPPED.subarray(5));
    }
    if (req.url === "/api/encoded-head") {
      res.setHeader(ENCODING_HEADER, "gzip");
      res.writeHead(201, { "x-kept": "yes" });
      return res.end(GZIPPED);
    }
    if (req.url === "/page") res.setHeader(ENCODING_HEADER, "gzip"); // not the API: left alone
    res.end('{"ok":true}');
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const get = (path: string) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
    http
      .get(`http://127.0.0.1:${port}${path}`, (res) => {
        const parts: Buffer[] = [];
        res.on("data", (d) => parts.push(d)).on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on("error", reject),
  );

describe("nameEncoding", () => {
  it.each(["/api/encoded", "/api/encoded-head"])("%s: the named encoding is the Content-Encoding; the private header stays inside", async (path) => {
    const r = await get(path);
    expect(r.headers["content-encoding"]).toBe("gzip");
    expect(r.headers[ENCODING_HEADER]).toBeUndefined();
    expect(JSON.parse(zlib.gunzipSync(r.body).toString("utf8"))).toEqual({ 天梯: 1 });
    if (path.endsWith("head")) expect([r.status, r.headers["x-kept"]]).toEqual([201, "yes"]);
  });

  it("an answer that names no encoding is sent as it is; the flag says the edge is in front", async () => {
    const r = await get("/api/plain");
    expect(r.headers["content-encoding"]).toBeUndefined();
    expect(r.body.toString()).toBe('{"ok":true}');
    expect((globalThis as Record<string, unknown>)[ENCODING_NAMED]).toBe(true);
  });

  it("leaves everything but the API alone", async () => {
    const r = await get("/page");
    expect(r.headers["content-encoding"]).toBeUndefined();
    expect(isApiRequest({ url: "/api/v1/ladder" } as http.IncomingMessage)).toBe(true);
    expect(isApiRequest({ url: "/apiary" } as http.IncomingMessage)).toBe(false);
  });
});
