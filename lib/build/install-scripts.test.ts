// Issue 39: npm 11 warns, and npm 12 will skip, dependencies' install scripts not reviewed in
// package.json's allowScripts. Every package of the lockfile that has one must be named there
// (approved or denied), so `npm ci` stays complete; a new one fails here, not in a future install.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const root = path.join(import.meta.dirname, "../..");
const read = (f: string) => JSON.parse(fs.readFileSync(path.join(root, f), "utf8"));

test("every dependency with an install script is approved or denied in allowScripts", () => {
  const lock = read("package-lock.json") as { packages: Record<string, { hasInstallScript?: boolean }> };
  const allow = (read("package.json") as { allowScripts?: Record<string, boolean> }).allowScripts ?? {};
  const withScripts = Object.entries(lock.packages)
    .filter(([where, p]) => where !== "" && p.hasInstallScript)
    .map(([where]) => where.slice(where.lastIndexOf("node_modules/") + "node_modules/".length));
  expect(withScripts.length).toBeGreaterThan(0);
  expect(withScripts.filter((name) => !(name in allow))).toEqual([]);
  // The app's own needs run: the database client and engines, DDS's FFI, the TypeScript runner.
  for (const needed of ["prisma", "@prisma/client", "@prisma/engines", "koffi", "esbuild"]) expect(allow[needed]).toBe(true);
});
