import { describe, expect, test } from "vitest";
import { createTranslator } from "next-intl";
import { translateAny, type MessageKey } from "./messages";
import { localeFromAcceptLanguage, localePath } from "./routing";
import zh from "./messages/zh-CN.json";
import en from "./messages/en.json";

const keys = (o: object, p = ""): string[] => Object.entries(o).flatMap(([k, v]) => (typeof v === "object" ? keys(v, `${p}${k}.`) : [`${p}${k}`]));
const at = (o: object, key: string) => key.split(".").reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], o) as string;
/** The placeholders of a message: `{name}` and ICU's `{name, …}`. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();

describe("messages", () => {
  // Issue 39: zh-CN.json types every key and placeholder (types/app-config.d.ts); en.json is held
  // to the same here, so a key or placeholder renamed in one file only fails a fast check.
  test("zh-CN and en have exactly the same keys", () => {
    expect(keys(en).sort()).toEqual(keys(zh).sort());
  });
  test("every message has the same placeholders in zh-CN and en", () => {
    const differ = keys(zh)
      .filter((k) => placeholders(at(zh, k)).join() !== placeholders(at(en, k)).join())
      .map((k) => `${k}: {${placeholders(at(zh, k))}} vs {${placeholders(at(en, k))}}`);
    expect(differ).toEqual([]);
  });
  test.each([
    ["zh-CN", zh],
    ["en", en],
  ] as const)("every %s message formats in next-intl (valid ICU) with its placeholders", (locale, messages) => {
    const problems: string[] = [];
    const t = createTranslator({ locale, messages, onError: (e) => problems.push(e.message) }) as unknown as (k: string, v: object) => string;
    for (const k of keys(messages)) {
      const values = Object.fromEntries(placeholders(at(messages, k)).map((p) => [p, "x"]));
      t(k, values);
    }
    expect(problems).toEqual([]);
  });
  test.each([
    ["a {b} c {d, number} {b}", ["b", "d"]],
    ["none", []],
  ])("placeholders(%s)", (text, names) => expect(placeholders(text)).toEqual(names));
  test.each([
    ["zh-CN", "errors.slots_count", { count: 3 }, "必须正好提供 4 个比赛时间（C5），现在是 3 个。"],
    ["en", "errors.slots_count", { count: 5 }, "Propose exactly 4 start times (C5); got 5."],
    ["en", "errors.not_in_step_table", { from: 8, to: 2 }, "Position 8 may not challenge position 2 (C1: step table)."],
    ["fr", "nav.ladder", {}, "排名榜"],
    ["en", "no.such.key", {}, "no.such.key"],
  ])("%s %s", (locale, key, params, text) => expect(translateAny(locale, key as MessageKey, params)).toBe(text));
});

describe("locale from Accept-Language (API messages)", () => {
  test.each([
    [null, "zh-CN"],
    ["en-GB,en;q=0.9", "en"],
    ["zh-TW,zh;q=0.9,en;q=0.8", "zh-CN"],
    ["fr-FR,en;q=0.5", "en"],
    ["de-DE", "zh-CN"],
    ["en;q=0.3,zh-CN;q=0.8", "zh-CN"],
    // next-intl's own decision for the pages (negotiator + intl-localematcher), so API and pages agree:
    ["zh-TW,en;q=0.8", "en"],
    ["zh-HK", "zh-CN"],
    ["en;q=0", "zh-CN"], // q=0: not acceptable
    ["en; q=0.5, zh;q=0.4", "en"], // white space around the q-value
    ["EN-us", "en"],
    ["*", "zh-CN"],
    ["garbage;;;", "zh-CN"],
  ])("%s → %s", (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
    expect(localeFromAcceptLanguage(header)).toBe(locale); // asked again: the kept answer
  });
  test.each([
    ["zh-CN", "/", "/"],
    ["en", "/", "/en"],
    ["en", "/ratings", "/en/ratings"],
  ])("localePath(%s, %s) = %s", (l, p, out) => expect(localePath(l, p)).toBe(out));
});
