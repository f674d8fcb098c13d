// runAction: where a page action sends the browser afterwards (a page of the site, in the form's
// locale, with ?ok= or the error's code, rule and parameters).
import { describe, expect, it, vi } from "vitest";
import { BadRequest, RuleViolation } from "@/lib/errors";

vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error("redirect"), { to });
  },
}));
vi.mock("@/lib/services/league/admin", () => ({ loadClockOffset: async () => {} }));

const { runAction } = await import("./run-action");

async function target(locale: string | undefined, back: string, fn: () => Promise<unknown>, okPath?: (r: unknown) => string) {
  const form = new FormData();
  if (locale !== undefined) form.set("locale", locale);
  try {
    await runAction(form, back, fn, "done", okPath);
  } catch (e) {
    return (e as { to: string }).to;
  }
  throw new Error("runAction did not redirect");
}

const ok = async () => ({ id: "c1" });
vi.spyOn(console, "error").mockImplementation(() => {});

describe("runAction's redirect", () => {
  it.each([
    ["zh-CN", "/", ok, undefined, "/?ok=done"],
    ["en", "/", ok, undefined, "/en?ok=done"],
    ["en", "/events?team=t1", ok, undefined, "/en/events?team=t1&ok=done"],
    ["en", "/challenges/new", ok, (r: unknown) => `/challenges/${(r as { id: string }).id}`, "/en/challenges/c1?ok=done"],
    [undefined, "/me", ok, undefined, "/me?ok=done"],
    // Not a locale of the site: the default one, never a path off the site.
    ["//evil.example", "/me", ok, undefined, "/me?ok=done"],
    ["fr", "/me", ok, undefined, "/me?ok=done"],
    [
      "en",
      "/me",
      async () => {
        throw new RuleViolation("not_in_step_table", "C1", { from: 8, to: 2 });
      },
      undefined,
      "/en/me?error=not_in_step_table&rule=C1&p_from=8&p_to=2",
    ],
    [
      "zh-CN",
      "/me",
      async () => {
        throw new Error("boom");
      },
      undefined,
      "/me?error=generic",
    ],
  ])("locale %s, back %s", async (locale, back, fn, okPath, expected) => {
    expect(await target(locale, back, fn, okPath)).toBe(expected);
  });

  it("refuses a NUL in any field before the action runs (issue 10)", async () => {
    const form = new FormData();
    form.set("locale", "en");
    form.set("name", "a\u0000b");
    const fn = vi.fn(ok);
    const to = await runAction(form, "/me", fn, "done").catch((e) => (e as { to: string }).to);
    expect(fn).not.toHaveBeenCalled();
    expect(to).toBe(`/en/me?${new URLSearchParams({ error: new BadRequest({}).code, fields: "form" })}`);
  });
});
