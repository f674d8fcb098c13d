// Every route handler under app/api/v1 is in the OpenAPI document, and every documented operation
// has a handler (the contract cannot drift from the routes).
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { openApiDocument } from "@/lib/api/openapi";

const root = path.join(import.meta.dirname, "../../app/api/v1");
/** Routes that describe the API rather than belong to it. */
const SELF = new Set(["get /openapi.json"]);

function routes(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    // the catch-all answering unknown paths (JSON 404) belongs to no operation
    if (e.isDirectory()) return e.name.startsWith("[...") ? [] : routes(p);
    if (e.name !== "route.ts") return [];
    const url =
      "/" +
      path
        .relative(root, path.dirname(p))
        .split(path.sep)
        .map((s) => s.replace(/^\[(\w+)\]$/, "{$1}"))
        .join("/");
    const methods = [...fs.readFileSync(p, "utf8").matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) => m[1].toLowerCase());
    return methods.map((m) => `${m} ${url.replace(/\/$/, "") || "/"}`);
  });
}

test("the OpenAPI document and the route handlers name the same operations", () => {
  const handled = new Set(routes(root).filter((r) => !SELF.has(r)));
  const doc = openApiDocument();
  const documented = new Set(Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`)));
  expect([...handled].filter((r) => !documented.has(r)).sort()).toEqual([]);
  expect([...documented].filter((r) => !handled.has(r)).sort()).toEqual([]);
});
