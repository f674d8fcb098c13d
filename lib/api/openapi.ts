// GET /api/v1/openapi.json: the contract of api.md as OpenAPI 3.1, built from the operations
// (lib/api/operations/): request bodies from the zod schemas the routes parse with, success
// answers from the zod schemas the routes answer with (lib/api/answers, issue 24), so the document
// cannot drift from either. The e2e suite validates every answer it receives against it.
import { z } from "zod";
import { OPS } from "@/lib/api/operations";
import * as accounts from "@/lib/api/answers/accounts";
import * as cases from "@/lib/api/answers/cases";
import * as challenges from "@/lib/api/answers/challenges";
import * as common from "@/lib/api/answers/common";
import * as league from "@/lib/api/answers/league";
import * as teams from "@/lib/api/answers/teams";
import * as robots from "@/lib/api/answers/robots";
import * as seasons from "@/lib/api/answers/seasons";

const ErrorSchema = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code", "message"],
      properties: { code: { type: "string" }, message: { type: "string" }, rule: { type: "string" }, fields: { type: "object" } },
    },
  },
};

/** Each answer schema's name in components/schemas: its export name in lib/api/answers. */
function answerNames(): Map<unknown, string> {
  const names = new Map<unknown, string>();
  for (const mod of [accounts, cases, challenges, common, league, teams, robots, seasons]) {
    for (const [name, value] of Object.entries(mod)) if (value instanceof z.ZodType && !names.has(value)) names.set(value, name);
  }
  return names;
}

function jsonSchema(schema: z.ZodType, io: "input" | "output") {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" });
  return rest;
}

/** "post /challenges/{id}/check-in" → "postChallengesIdCheckIn": unique, as the (method, path) pairs are. */
export function operationId(method: string, path: string): string {
  const words = path.split(/[/{}.\-]+/).filter(Boolean);
  return method + words.map((w) => w[0].toUpperCase() + w.slice(1)).join("");
}

/** Issue 24: a JSON read's entity tag, and the 304 it answers to If-None-Match. */
const ETAG_HEADER = { ETag: { description: "weak tag of the answer's bytes; send it back in If-None-Match", schema: { type: "string" } } };
const NOT_MODIFIED = { description: "not modified: If-None-Match named the current ETag (no body)", headers: ETAG_HEADER };
const IF_NONE_MATCH = { name: "If-None-Match", in: "header", required: false, description: "an ETag of an earlier answer", schema: { type: "string" } };

const ERROR_ANSWER = { description: "error", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } };

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  const names = answerNames();
  const schemas: Record<string, unknown> = { Error: ErrorSchema };
  for (const op of OPS) {
    const params = [
      ...[...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: "path", required: true, schema: { type: "string" } })),
      ...(op.query ?? []).map((q) => ({ name: q.name, in: "query", required: false, description: q.description, schema: q.schema })),
    ];
    // The statuses api.md names; any other (410 for a used link, 413, 429, 503) has the same shape.
    const errors = Object.fromEntries(["400", "401", "403", "404", "409", "422", "default"].map((s) => [s, ERROR_ANSWER]));
    let success: object = { description: "ok" };
    const revalidated = op.method === "get" && op.answer !== undefined && op.revalidated !== false;
    if (revalidated) params.push(IF_NONE_MATCH);
    if (op.answer) {
      const name = names.get(op.answer);
      if (!name) throw new Error(`${op.method} ${op.path}: its answer schema is not exported from lib/api/answers`);
      schemas[name] ??= jsonSchema(op.answer, "output");
      success = {
        description: "ok",
        ...(revalidated ? { headers: ETAG_HEADER } : {}),
        content: { "application/json": { schema: { $ref: `#/components/schemas/${name}` } } },
      };
    } else if (op.produces === "redirect") {
      success = { description: "see the Location header", headers: { Location: { schema: { type: "string" } } } };
    } else if (op.produces) {
      success = {
        description: "ok",
        content: { [op.produces]: { schema: { type: "string", ...(op.produces.startsWith("text/") ? {} : { format: "binary" }) } } },
      };
    } else throw new Error(`${op.method} ${op.path}: no answer schema`);
    (paths[op.path] ??= {})[op.method] = {
      operationId: operationId(op.method, op.path),
      summary: op.summary,
      description: `Who: ${op.auth ?? "signed in"}.`,
      ...(params.length ? { parameters: params } : {}),
      ...(op.body ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(op.body, "input") } } } } : {}),
      responses: { [String(op.status ?? 200)]: success, ...(revalidated ? { "304": NOT_MODIFIED } : {}), ...errors },
      ...(op.auth === "none" ? { security: [] } : {}),
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Bridge team ladder API",
      version: "1.0.0",
      description:
        "Every page action is also an API call. Errors: { error: { code, message, rule?, fields? } }; message language follows Accept-Language (zh-CN default, en).",
    },
    servers: [{ url: "/api/v1" }],
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer" }, session: { type: "apiKey", in: "cookie", name: "next-auth.session-token" } },
      schemas,
    },
    security: [{ bearer: [] }, { session: [] }],
    paths,
  };
}
