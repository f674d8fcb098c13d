// Issue 11: an API answer leaves in one socket write, with its length (lib/http/whole-answers.mjs).
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANSWERS_WHOLE, ENCODING_HEADER, isApiRequest, sendWhole } from "./whole-answers.mjs";

let server: http.Server;
let port = 0;
const callbacks: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (isApiRequest(req)) sendWhole(res);
    if (req.url === "/api/streamed") {
      // What Next does: headers flushed first, the body in pieces, then end.
      res.setHeader("content-type", "application/json");
      res.flushHeaders();
      res.write('{"a":', () => callbacks.push("first"));
      res.write(Buffer.from('"天梯"'));
      setImmediate(() => res.end("}", () => callbacks.push("end")));
      return;
    }
    if (req.url === "/api/head") {
      res.writeHead(201, { "content-type": "application/json", "x-kept": "yes" });
      return res.end('{"ok":true}');
    }
    if (req.url === "/api/encoded") {
      // A route that compressed its body itself names the encoding in ENCODING_HEADER.
      res.setHeader("content-type", "application/json");
      res.setHeader(ENCODING_HEADER, "gzip");
      return res.end(Buffer.from("1f8b", "hex"));
    }
    if (req.url === "/api/empty") {
      res.statusCode = 204;
      return res.end();
    }
    res.setHeader("content-type", "text/plain");
    res.write("a page ");
    res.end("streams");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** The raw bytes of one answer, and how many reads of the socket they took. */
function raw(path: string, method = "GET"): Promise<{ text: string; reads: number }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(`${method} ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`));
    let text = "";
    let reads = 0;
    socket.on("data", (d) => {
      reads++;
      text += d.toString("utf8");
    });
    socket.on("end", () => resolve({ text, reads }));
    socket.on("error", reject);
  });
}

describe("sendWhole", () => {
  it("sends a streamed answer whole: its length, no chunked encoding, the body intact, the writes' callbacks called", async () => {
    const r = await raw("/api/streamed");
    expect(r.text).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(r.text).toMatch(new RegExp(`\\r\\ncontent-length: ${Buffer.byteLength('{"a":"天梯"}')}\\r\\n`, "i"));
    expect(r.text).not.toMatch(/transfer-encoding/i);
    expect(r.text.endsWith('\r\n\r\n{"a":"天梯"}')).toBe(true);
    expect(r.reads).toBe(1); // headers and body arrived together
    expect(callbacks).toEqual(["first", "end"]);
  });

  it("keeps a status and headers given to writeHead", async () => {
    const r = await raw("/api/head");
    expect(r.text).toMatch(/^HTTP\/1\.1 201 Created\r\n/);
    expect(r.text).toMatch(/\r\nx-kept: yes\r\n/i);
    expect(r.text).toMatch(/\r\ncontent-length: 11\r\n/i);
  });

  it("gives no length to an answer that has no body (204), and no body to HEAD", async () => {
    const empty = await raw("/api/empty");
    expect(empty.text).toMatch(/^HTTP\/1\.1 204 No Content\r\n/);
    expect(empty.text).not.toMatch(/content-length/i);
    const head = await raw("/api/head", "HEAD");
    expect(head.text).toMatch(/\r\ncontent-length: 11\r\n/i);
    expect(head.text.endsWith("\r\n\r\n")).toBe(true);
  });

  it("turns a route's ENCODING_HEADER into Content-Encoding, and says it is in front (the process flag)", async () => {
    const r = await raw("/api/encoded");
    expect(r.text).toMatch(/\r\ncontent-encoding: gzip\r\n/i);
    expect(r.text).not.toMatch(new RegExp(ENCODING_HEADER, "i"));
    expect(r.text).toMatch(/\r\ncontent-length: 2\r\n/i);
    expect((globalThis as Record<string, unknown>)[ANSWERS_WHOLE]).toBe(true);
    expect((await raw("/api/head")).text).not.toMatch(/content-encoding/i);
  });

  it("leaves everything but the API alone (pages stream)", async () => {
    const r = await raw("/page");
    expect(r.text).toMatch(/transfer-encoding: chunked/i);
    expect(isApiRequest({ url: "/api/v1/ladder" } as http.IncomingMessage)).toBe(true);
    expect(isApiRequest({ url: "/apiary" } as http.IncomingMessage)).toBe(false);
  });
});
