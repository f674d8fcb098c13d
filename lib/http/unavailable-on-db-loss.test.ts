import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { unavailableOnDatabaseLoss } from "./unavailable-on-db-loss.mjs";

let down = false;
let server: http.Server;
let url: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    unavailableOnDatabaseLoss(res, () => down);
    if (req.url === "/implicit") {
      // as Next ends an errored render: statusCode set, headers written implicitly by end()
      res.statusCode = 500;
      res.end("error page");
    } else if (req.url === "/ok") res.end("fine");
    else {
      res.writeHead(500, "Internal Server Error", { "content-type": "text/html" });
      res.end("error page");
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

test.each([
  ["a 500 while the database is up stays a 500", false, "/explicit", 500, null],
  ["a 500 while it is down is a 503 with Retry-After", true, "/explicit", 503, "5"],
  ["also when Node writes the head itself at end()", true, "/implicit", 503, "5"],
  ["a 200 is never touched", true, "/ok", 200, null],
])("%s", async (_n, isDown, path, status, retry) => {
  down = isDown;
  const r = await fetch(`${url}${path}`);
  expect([r.status, r.headers.get("retry-after")]).toEqual([status, retry]);
});
