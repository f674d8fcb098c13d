import { describe, expect, test } from "vitest";
import { clientAddress } from "./client-address";
import { clientAddressOf, trustedHops } from "@/lib/http/client-address.mjs";

/** A Node request as server.mjs sees it. */
const request = (xff: string | undefined, socket: string) => ({
  headers: xff === undefined ? {} : { "x-forwarded-for": xff },
  socket: { remoteAddress: socket },
});

describe("client address (issue 10: X-Forwarded-For only behind trusted proxies)", () => {
  test.each([
    ["no proxy: a spoofed header is ignored", "6.6.6.6", "10.0.0.9", 0, "10.0.0.9"],
    ["no proxy, no header", undefined, "10.0.0.9", 0, "10.0.0.9"],
    ["one proxy: the address it saw", "203.0.113.7", "127.0.0.1", 1, "203.0.113.7"],
    ["one proxy, the client prepended a fake", "6.6.6.6, 203.0.113.7", "127.0.0.1", 1, "203.0.113.7"],
    ["two proxies", "6.6.6.6, 203.0.113.7, 10.0.0.2", "127.0.0.1", 2, "203.0.113.7"],
    ["more hops than entries: the leftmost", "203.0.113.7", "127.0.0.1", 3, "203.0.113.7"],
    ["IPv6 behind one proxy", "2001:db8::7", "::1", 1, "2001:db8::7"],
  ])("%s", (_n, xff, socket, hops, out) => expect(clientAddressOf(request(xff, socket), hops)).toBe(out));
  test.each([
    [undefined, 0],
    ["2", 2],
    ["5", 5],
    ["6", 0],
    ["-1", 0],
    ["one", 0],
  ])("LADDER_TRUSTED_PROXY_HOPS=%s is %i hops", (value, hops) => expect(trustedHops(value)).toBe(hops));
  test("only a well-formed address from the header server.mjs sets", () => {
    expect(clientAddress(new Headers({ "x-ladder-client": "::ffff:127.0.0.1" }))).toBe("::ffff:127.0.0.1");
    expect(clientAddress(new Headers({ "x-ladder-client": "<script>" }))).toBe("unknown");
    expect(clientAddress({})).toBe("unknown");
  });
});
