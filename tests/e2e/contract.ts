// Issue 24: every answer the e2e suites receive through the API client is validated against
// /api/v1/openapi.json as the server publishes it (Ajv, JSON Schema 2020-12, the draft OpenAPI 3.1
// uses): a success against its operation's documented answer, an error against the error shape.
// A mismatch throws at the call that received it, naming the operation and what did not fit.
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { methodTable } from "@/lib/http/api-methods.mjs";

type Media = Record<string, { schema?: object }>;
type Response = { content?: Media; headers?: object };
type Operation = { operationId: string; responses: Record<string, Response> };
type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, object> } };

export class Contract {
  private readonly ajv: Ajv2020;
  private readonly table: ReturnType<typeof methodTable>;
  private readonly compiled = new Map<string, ValidateFunction>();
  /** operationId → statuses seen (what the suites exercised). */
  readonly seen = new Map<string, Set<number>>();

  constructor(private readonly doc: Doc) {
    this.ajv = new Ajv2020({ allErrors: true, strict: false });
    (addFormats as unknown as (a: Ajv2020) => void)(this.ajv);
    this.ajv.addSchema({ $id: "openapi.json", components: doc.components });
    // Routed as the server routes (lib/http/api-methods.mjs): the most specific template wins.
    this.table = methodTable(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ method, path }))));
  }

  static async load(url: string): Promise<Contract> {
    const r = await fetch(`${url}/api/v1/openapi.json`);
    if (r.status !== 200) throw new Error(`openapi.json: ${r.status}`);
    return new Contract((await r.json()) as Doc);
  }

  /** The documented operation of a request, or null (an unknown path, or a method its path does not answer). */
  operation(method: string, path: string): { template: string; op: Operation } | null {
    const template = this.table.templateOf(`/api/v1${path.split("?")[0]}`);
    const op = template === null ? undefined : this.doc.paths[template][method.toLowerCase()];
    return op && template !== null ? { template, op } : null;
  }

  private validator(ref: string, schema: object): ValidateFunction {
    let v = this.compiled.get(ref);
    if (!v) this.compiled.set(ref, (v = this.ajv.compile(rewriteRefs(schema))));
    return v;
  }

  /** Throws when the answer does not fit the document. */
  check(method: string, path: string, status: number, headers: Headers, body: unknown): void {
    const contentType = headers.get("content-type") ?? "";
    const found = this.operation(method, path);
    const where = `${method} ${path} → ${status}`;
    if (!found) {
      // Unknown paths and wrong methods answer errors in the documented shape (JSON 404 / 405).
      if (status < 400) throw new Error(`${where}: no documented operation answered this`);
      return this.validate(where, "#/components/schemas/Error", { $ref: "#/components/schemas/Error" }, body);
    }
    const { op, template } = found;
    (this.seen.get(op.operationId) ?? this.seen.set(op.operationId, new Set()).get(op.operationId)!).add(status);
    const answer = op.responses[String(status)] ?? (status >= 400 ? op.responses.default : undefined);
    if (!answer) throw new Error(`${where}: status not documented for ${method} ${template}`);
    // The headers the answer documents (ETag on a revalidated read, Location on a redirect) are sent.
    for (const name of Object.keys(answer.headers ?? {})) if (!headers.has(name)) throw new Error(`${where}: documented header ${name} missing`);
    if (!answer.content) return; // a redirect: nothing more to check
    const media = Object.keys(answer.content);
    if (!media.some((m) => contentType.startsWith(m))) throw new Error(`${where}: content-type ${contentType}, documented ${media.join(", ")}`);
    const schema = answer.content["application/json"]?.schema;
    if (schema) this.validate(`${where} (${method} ${template})`, JSON.stringify(schema), schema, body);
  }

  private validate(where: string, key: string, schema: object, body: unknown) {
    const v = this.validator(key, schema);
    if (!v(body)) {
      const errors = (v.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || "/"} ${e.message}${e.params ? " " + JSON.stringify(e.params) : ""}`);
      throw new Error(`${where}: the answer does not fit /api/v1/openapi.json:\n  ${errors.join("\n  ")}\n  body: ${JSON.stringify(body).slice(0, 400)}`);
    }
  }
}

/** "#/components/…" inside a schema taken out of the document refers to the document added as openapi.json. */
function rewriteRefs(schema: object): object {
  return JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, '"$ref":"openapi.json#/'));
}
