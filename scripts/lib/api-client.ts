// A small client of the JSON API with a personal token (scripts and e2e tests).
export const PASSWORD = "bridge-demo-2026";

/** A JSON API client with a personal token. */
export class Api {
  token?: string;
  constructor(readonly url: string) {}
  async as(email: string, password = PASSWORD) {
    const a = new Api(this.url);
    const r = await fetch(`${this.url}/api/v1/auth/token`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) });
    if (r.status !== 201) throw new Error(`token for ${email}: ${r.status}`);
    a.token = ((await r.json()) as { token: string }).token;
    return a;
  }
  async call<T = any>(method: string, p: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
    const r = await fetch(`${this.url}/api/v1${p}`, {
      method,
      headers: { ...(body !== undefined ? { "content-type": "application/json" } : {}), ...(this.token ? { authorization: `Bearer ${this.token}` } : {}), ...headers },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await r.text();
    return { status: r.status, body: text ? JSON.parse(text) : null };
  }
}

