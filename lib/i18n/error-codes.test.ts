// Every error code the code can raise has a message in zh-CN and en (a clear, translated error
// for every refusal). The codes are read from the sources, so a new one without a message fails.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import zh from "@/lib/i18n/messages/zh-CN.json";
import en from "@/lib/i18n/messages/en.json";

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "generated" ? [] : sources(p);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [p] : [];
  });
}

test("every raised error code has a message in both languages", () => {
  const root = path.join(import.meta.dirname, "../..");
  const codes = new Set<string>();
  const patterns = [
    /\bcode: "([a-z_0-9]+)"/g,
    /new (?:Conflict|RuleViolation|Forbidden|NotFound|Unauthorized)\("([a-z_0-9]+)"/g,
    /\bcode: "([a-z_0-9]+)" as const/g,
  ];
  for (const f of [...sources(path.join(root, "lib")), ...sources(path.join(root, "app"))]) {
    const text = fs.readFileSync(f, "utf8");
    for (const re of patterns) for (const m of text.matchAll(re)) codes.add(m[1]);
  }
  // Not message keys: "internal" answers errors.generic; "custom" is zod's issue code.
  codes.delete("internal");
  codes.delete("custom");
  expect(codes.size).toBeGreaterThan(60);
  const missing = [...codes].filter((c) => !(c in (en.errors as Record<string, string>)) || !(c in (zh.errors as Record<string, string>)));
  expect(missing).toEqual([]);
});
