// Every route handler under app/api/v1 is in the OpenAPI document, and every documented operation
// has a handler (the contract cannot drift from the routes); every operation describes its success
// answer, with the schema its route names (issue 24).
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { openApiDocument } from "@/lib/api/openapi";
import { OPS } from "@/lib/api/operations";

const root = path.join(import.meta.dirname, "../../app/api/v1");
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
    const methods = [...fs.readFileSync(p, "utf8").matchAll(/export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b/g)].map((m) =>
      m[1].toLowerCase(),
    );
    return methods.map((m) => `${m} ${url.replace(/\/$/, "") || "/"}`);
  });
}

test("the OpenAPI document and the route handlers name the same operations", () => {
  const handled = new Set(routes(root));
  const doc = openApiDocument();
  const documented = new Set(Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`)));
  expect([...handled].filter((r) => !documented.has(r)).sort()).toEqual([]);
  expect([...documented].filter((r) => !handled.has(r)).sort()).toEqual([]);
});

test("every operation describes its success answer (a JSON schema, or the media type it sends)", () => {
  const doc = openApiDocument();
  const missing: string[] = [];
  for (const [p, ops] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(
      ops as Record<string, { responses: Record<string, { content?: Record<string, { schema?: unknown }>; headers?: object }> }>,
    )) {
      const ok = Object.entries(op.responses).find(([status]) => /^[23]\d\d$/.test(status))?.[1];
      if (!ok || (!ok.content && !ok.headers)) missing.push(`${m} ${p}`);
    }
  }
  expect(missing).toEqual([]);
  // Every $ref names a schema of the document.
  const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)].map((m) => m[1]);
  expect(refs.filter((r) => !(r in doc.components.schemas))).toEqual([]);
});

test("each JSON operation's route answers with the schema the document names (one source)", () => {
  const doc = openApiDocument();
  const wrong: string[] = [];
  for (const op of OPS) {
    if (!op.answer || op.path === "/health" || op.path === "/openapi.json") continue;
    const file = path.join(
      root,
      ...op.path
        .split("/")
        .filter(Boolean)
        .map((s) => s.replace(/^\{(\w+)\}$/, "[$1]")),
      "route.ts",
    );
    const text = fs.readFileSync(file, "utf8");
    const method = op.method.toUpperCase();
    const start = text.indexOf(`export const ${method} = route(`);
    const next = text.indexOf("export const", start + 1);
    const handler = text.slice(start, next < 0 ? undefined : next);
    const ref = (doc.paths[op.path] as Record<string, { responses: Record<string, { content?: { "application/json"?: { schema: { $ref: string } } } }> }>)[
      op.method
    ].responses[String(op.status ?? 200)].content?.["application/json"]?.schema.$ref;
    const name = ref?.split("/").pop();
    if (start < 0 || !name || !new RegExp(`answer: ${name}\\b`).test(handler)) wrong.push(`${method} ${op.path} (${name})`);
  }
  expect(wrong).toEqual([]);
});

type Operation = {
  parameters?: { name: string; in: string }[];
  responses: Record<string, { content?: Record<string, unknown>; headers?: Record<string, unknown> }>;
};

test("every JSON read documents its ETag, If-None-Match and the 304 (the health check excepted)", () => {
  const doc = openApiDocument() as { paths: Record<string, Record<string, Operation>> };
  const reads = Object.entries(doc.paths).flatMap(([p, ops]) => (ops.get?.responses["200"]?.content?.["application/json"] ? [[p, ops.get] as const] : []));
  expect(reads.length).toBeGreaterThan(10);
  for (const [p, op] of reads) {
    const revalidated = p !== "/health";
    expect([p, "304" in op.responses, Boolean(op.responses["200"].headers?.ETag)]).toEqual([p, revalidated, revalidated]);
    expect([p, (op.parameters ?? []).some((x) => x.name === "If-None-Match" && x.in === "header")]).toEqual([p, revalidated]);
  }
});
