// A small client of the JSON API with a personal token (scripts and e2e tests).
export const PASSWORD = "bridge-demo-2026";

/** A JSON API client with a personal token. */
/** A test client's answer body: whatever JSON the API sent; each caller reads the fields it checks. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJson = any;
export type Answer = { status: number; body: AnyJson };

/** Sees every answer the client receives (the e2e suites check each against the OpenAPI document). */
export type AnswerCheck = (method: string, path: string, status: number, headers: Headers, body: unknown) => void;

export class Api {
  /** Issue 24: set by the e2e harness; throws when an answer does not fit the API's contract. */
  static check: AnswerCheck | null = null;
  token?: string;
  constructor(readonly url: string) {}
  async as(email: string, password = PASSWORD) {
    const a = new Api(this.url);
    const r = await fetch(`${this.url}/api/v1/auth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    if (r.status !== 201) throw new Error(`token for ${email}: ${r.status}`);
    a.token = ((await r.json()) as { token: string }).token;
    return a;
  }
  async call<T = AnyJson>(method: string, p: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
    const r = await fetch(`${this.url}/api/v1${p}`, {
      method,
      headers: {
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await r.text();
    const contentType = r.headers.get("content-type") ?? "";
    const parsed = text && contentType.includes("json") ? JSON.parse(text) : text || null;
    Api.check?.(method, p, r.status, r.headers, parsed);
    return { status: r.status, body: parsed };
  }
}
