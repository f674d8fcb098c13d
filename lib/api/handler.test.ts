// Issue 24: a read's answer carries an entity tag of its bytes; a client that has it gets 304.
import { describe, expect, test } from "vitest";
import { jsonResponse } from "./handler";
import { serializeOnce } from "./serialized";

const req = (method: string, headers: Record<string, string> = {}) => new Request("http://x/api/v1/ladder", { method, headers });
const LARGE = { rows: Array.from({ length: 200 }, (_, i) => ({ position: i + 1, name: `队 ${i}` })) };

describe("jsonResponse: entity tags and 304", () => {
  test.each([
    ["GET, a small answer", req("GET"), { ok: true }, 200, "private, no-cache, no-transform"],
    ["GET, a large answer (Next compresses it)", req("GET"), LARGE, 200, "private, no-cache"],
    ["HEAD", req("HEAD"), { ok: true }, 200, "private, no-cache, no-transform"],
  ] as const)("%s: a weak tag of its bytes, revalidated (%s)", async (_n, r, data, status, cacheControl) => {
    const a = jsonResponse(data, {}, r);
    expect(a.status).toBe(status);
    expect(a.headers.get("etag")).toMatch(/^W\/"[0-9a-f]+-[A-Za-z0-9+/]+"$/);
    expect(a.headers.get("cache-control")).toBe(cacheControl);
    // The same bytes give the same tag (on any instance); other bytes another.
    expect(jsonResponse(structuredClone(data), {}, req("GET")).headers.get("etag")).toBe(a.headers.get("etag"));
    expect(jsonResponse({ ...data, x: 1 }, {}, req("GET")).headers.get("etag")).not.toBe(a.headers.get("etag"));
  });

  test.each([
    ["POST", req("POST"), 200],
    ["a created answer", req("GET"), 201],
    ["no request given (health)", undefined, 200],
  ] as const)("%s: no tag", (_n, r, status) => {
    const a = jsonResponse({ ok: true }, { status }, r);
    expect(a.headers.get("etag")).toBeNull();
    expect(a.headers.get("cache-control")).toBe("no-transform");
  });

  test("If-None-Match: 304 with the tag and no body when it matches (weak comparison, a list, *); the answer otherwise (no dates: answers have none)", async () => {
    const tag = jsonResponse(LARGE, {}, req("GET")).headers.get("etag")!;
    // A request's Cache-Control is for caches (fetch adds no-cache to every conditional request).
    for (const inm of [tag, tag.slice(2), `W/"0-x", ${tag}`, "*"]) {
      const r = jsonResponse(LARGE, {}, req("GET", { "if-none-match": inm, "cache-control": "no-cache" }));
      expect([inm, r.status, r.headers.get("etag"), r.headers.get("content-type")]).toEqual([inm, 304, tag, null]);
      expect(await r.text()).toBe("");
    }
    for (const headers of [{ "if-none-match": 'W/"0-x"' }, {}, { "if-modified-since": new Date().toUTCString() }] as Record<string, string>[]) {
      const r = jsonResponse(LARGE, {}, req("GET", headers));
      expect(r.status).toBe(200);
      expect((await r.json()).rows).toHaveLength(200);
    }
  });

  test("a kept list is public and hashed once per model and page; the same content kept by another instance has the same tag", () => {
    const model = { rows: LARGE.rows };
    const first = serializeOnce(model, "0:50", () => model.rows);
    expect(first.etag).toBe(first.etag);
    const a = jsonResponse(first, {}, req("GET"));
    expect(a.headers.get("cache-control")).toBe("no-cache");
    expect(a.headers.get("etag")).toBe(first.etag);
    const elsewhere = serializeOnce({ rows: structuredClone(LARGE.rows) }, "0:50", () => structuredClone(LARGE.rows));
    expect(elsewhere.etag).toBe(first.etag);
    expect(serializeOnce(model, "50:50", () => model.rows.slice(1)).etag).not.toBe(first.etag);
    expect(jsonResponse(first, {}, req("GET", { "if-none-match": first.etag })).status).toBe(304);
  });
});
