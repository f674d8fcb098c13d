import { describe, expect, it } from "vitest";
import { gunzipSync } from "node:zlib";
import { SerializedJson, serializeOnce } from "./serialized";

describe("serializeOnce (issue 11)", () => {
  it("builds a model's answer once per variant, and again for another model or variant", () => {
    let builds = 0;
    const build = (v: unknown) => () => (builds++, { v, text: "天梯" });
    const a = {};
    const first = serializeOnce(a, "0:100", build(1));
    expect(first).toBeInstanceOf(SerializedJson);
    expect(JSON.parse(new TextDecoder().decode(first.bytes))).toEqual({ v: 1, text: "天梯" });
    expect(serializeOnce(a, "0:100", build(2)).bytes).toBe(first.bytes);
    expect(builds).toBe(1);
    serializeOnce(a, "100:100", build(3));
    serializeOnce({}, "0:100", build(4)); // a new model (after a write): built anew
    expect(builds).toBe(3);
  });

  it("keeps at most 4 MB of pages per model (the oldest go first; the newest is always kept)", () => {
    const m = {};
    let builds = 0;
    const mb = (n: number) => () => (builds++, "x".repeat(n * 1024 * 1024 - 2)); // n MB of JSON
    serializeOnce(m, "a", mb(2));
    serializeOnce(m, "b", mb(2));
    serializeOnce(m, "a", mb(2));
    expect(builds).toBe(2); // both fit
    serializeOnce(m, "c", mb(1)); // over 4 MB: "a" goes
    serializeOnce(m, "b", mb(2));
    expect(builds).toBe(3);
    serializeOnce(m, "a", mb(2));
    expect(builds).toBe(4);
    expect(serializeOnce(m, "huge", mb(5)).bytes.length).toBe(5 * 1024 * 1024); // alone over budget, still answered
  });
});

describe("gzip of a serialized answer (issue 11: the full lists)", () => {
  it("is compressed once per model and page, and decompresses to the same JSON", () => {
    const model = {};
    const build = () => ({ entries: Array.from({ length: 1000 }, (_, i) => ({ position: i + 1, mayChallenge: [i, i + 1, i + 2] })) });
    const a = serializeOnce(model, "0:all", build);
    const z = a.gzipped();
    expect(z.length).toBeLessThan(a.bytes.length / 4);
    expect(gunzipSync(z).equals(Buffer.from(a.bytes))).toBe(true);
    expect(serializeOnce(model, "0:all", build).gzipped()).toBe(z); // kept, not compressed again
    expect(serializeOnce({}, "0:all", build).gzipped()).not.toBe(z); // a new model: anew
  });
});
