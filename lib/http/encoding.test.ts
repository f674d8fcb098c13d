// The one rule for whether a client takes gzip (pages and the API's kept lists).
import { describe, expect, it } from "vitest";
import { acceptsGzip } from "./encoding.mjs";

describe("acceptsGzip", () => {
  it.each([
    [null, false],
    ["", false],
    ["gzip", true],
    ["gzip, deflate, br", true],
    ["br, gzip", true],
    ["*", true],
    ["deflate", false],
    ["gzip;q=0", false],
    ["gzip;q=0.5, identity", false],
    ["identity", false],
    [["gzip", "br"], true], // a header sent twice
  ])("Accept-Encoding %j takes gzip: %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
