import { describe, expect, it } from "vitest";
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

  it("keeps at most 64 variants of one model (the oldest goes first)", () => {
    const m = {};
    let builds = 0;
    for (let i = 0; i < 65; i++) serializeOnce(m, `v${i}`, () => ++builds);
    serializeOnce(m, "v64", () => ++builds);
    expect(builds).toBe(65);
    serializeOnce(m, "v0", () => ++builds);
    expect(builds).toBe(66);
  });
});
