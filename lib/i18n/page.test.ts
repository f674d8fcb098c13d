// How a locale page opens (lib/i18n/page.ts): params and query awaited, the locale set, dynamic
// unless told; the sign-in redirect and the 404 of an unknown id.
import { describe, expect, it, vi } from "vitest";
import { Forbidden, NotFound } from "@/lib/errors";

const seen: string[] = [];
vi.mock("next/server", () => ({ connection: async () => void seen.push("connection") }));
vi.mock("next-intl/server", () => ({ setRequestLocale: (l: string) => void seen.push(`locale ${l}`) }));
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error("redirect"), { to });
  },
  notFound: () => {
    throw Object.assign(new Error("not found"), { notFound: true });
  },
}));

const { openPage, orNotFound, signInHref, toSignIn } = await import("./page");

describe("openPage", () => {
  it("awaits the route's params and query, sets the locale and renders per request", async () => {
    seen.length = 0;
    const props = { params: Promise.resolve({ locale: "en", id: "t1" }), searchParams: Promise.resolve({ page: "2" }) };
    expect(await openPage(props)).toEqual({ locale: "en", id: "t1", query: { page: "2" } });
    expect(seen).toEqual(["locale en", "connection"]);
  });
  it("without a query and with dynamic: false", async () => {
    seen.length = 0;
    expect(await openPage({ params: Promise.resolve({ locale: "zh-CN" }) }, { dynamic: false })).toEqual({ locale: "zh-CN", query: {} });
    expect(seen).toEqual(["locale zh-CN"]);
  });
});

describe("toSignIn", () => {
  it.each([
    ["zh-CN", "/me", "/signin?callbackUrl=%2Fme"],
    ["en", "/account", "/en/signin?callbackUrl=%2Fen%2Faccount"],
  ])("%s %s", (locale, path, to) => {
    expect(() => toSignIn(locale, path)).toThrow(expect.objectContaining({ to }));
  });
});

describe("signInHref (a Link's href: the Link adds the locale to /signin, the callback carries it)", () => {
  it.each([
    ["zh-CN", "/register-team", "/signin?callbackUrl=%2Fregister-team"],
    ["en", "/register-team", "/signin?callbackUrl=%2Fen%2Fregister-team"],
    ["en", "/invite/abc", "/signin?callbackUrl=%2Fen%2Finvite%2Fabc"],
  ])("%s %s", (locale, path, href) => {
    expect(signInHref(locale, path)).toBe(href);
  });
});

describe("orNotFound", () => {
  it("passes a value through", async () => {
    expect(await orNotFound(Promise.resolve(7))).toBe(7);
  });
  it("makes the service's NotFound the page's 404", async () => {
    await expect(orNotFound(Promise.reject(new NotFound()))).rejects.toMatchObject({ notFound: true });
  });
  it("leaves any other error as it is", async () => {
    const e = new Forbidden();
    await expect(orNotFound(Promise.reject(e))).rejects.toBe(e);
  });
});
