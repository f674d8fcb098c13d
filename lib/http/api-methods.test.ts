// Issue 24: which methods each API path answers (methodTable over the documented operations), and
// the JSON 405 server.mjs answers before Next from the file the build writes, over a real socket.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { methodTable, wrongMethodAnswerer } from "./api-methods.mjs";
import { apiOperations } from "@/lib/api/operations";
import { apiMethodsSpec } from "@/lib/api/api-methods-spec";

let server: http.Server;
let url: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "api-methods-"));

beforeAll(async () => {
  const file = path.join(dir, "api-methods.json");
  fs.writeFileSync(file, JSON.stringify(apiMethodsSpec()));
  const answer = wrongMethodAnswerer(file)!;
  server = http.createServer((req, res) => {
    if (answer(req, res)) return;
    res.end("passed on");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  fs.rmSync(dir, { recursive: true, force: true });
});

test.each([
  ["/api/v1/ladder", ["GET", "HEAD", "OPTIONS", "PUT"]],
  ["/api/v1/challenges", ["GET", "HEAD", "OPTIONS", "POST"]],
  ["/api/v1/challenges/c123/accept", ["OPTIONS", "POST"]],
  ["/api/v1/challenges/c123/boards.pbn", ["GET", "HEAD", "OPTIONS"]],
  ["/api/v1/teams/register", ["OPTIONS", "POST"]], // the literal wins over /teams/{id}
  ["/api/v1/teams/t1", ["GET", "HEAD", "OPTIONS", "PATCH"]],
  ["/api/v1/challenges/", ["GET", "HEAD", "OPTIONS", "POST"]],
  ["/api/v1/nothing/here", null],
  ["/api/v1/challenges/c1/boards.pbnx", null],
  ["/api/v1/challenges/c1/unknown", null],
])("%s answers %j", (p, methods) => {
  expect(methodTable(apiOperations()).allowedMethods(p)).toEqual(methods);
});

test("a wrong method on a known path: 405 in the error shape, with Allow, in the reader's language", async () => {
  const en = await fetch(`${url}/api/v1/ladder`, { method: "DELETE", headers: { "accept-language": "en-GB,en;q=0.9" } });
  expect(en.status).toBe(405);
  expect(en.headers.get("allow")).toBe("GET, HEAD, OPTIONS, PUT");
  expect(await en.json()).toEqual({
    error: { code: "method_not_allowed", message: "This address does not answer DELETE (it answers: GET, HEAD, OPTIONS, PUT)." },
  });
  const zh = await fetch(`${url}/api/v1/teams/register`);
  expect([zh.status, zh.headers.get("allow")]).toEqual([405, "OPTIONS, POST"]); // the literal wins over /teams/{id}
  expect(((await zh.json()) as { error: { message: string } }).error.message).toContain("GET");
});

test.each([
  ["GET", "/api/v1/ladder"],
  ["POST", "/api/v1/challenges/c1/accept"],
  ["GET", "/api/v1/no/such/thing"], // unknown paths reach Next's catch-all (its JSON 404)
  ["DELETE", "/"], // not the API
])("%s %s goes on to Next", async (method, p) => {
  const r = await fetch(`${url}${p}`, { method });
  expect([r.status, await r.text()]).toEqual([200, "passed on"]);
});

test("without the build's file there is no answerer (Next's own 405 still refuses the method)", () => {
  expect(wrongMethodAnswerer(path.join(dir, "missing.json"))).toBeNull();
});
