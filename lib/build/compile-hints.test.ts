// Issue 12 (decision 0012): V8's compile hint on the chunks every page runs at startup, and only on them.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { HINT, hintStartupChunks } from "./compile-hints.mjs";

let dir = "";
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function build(files: Record<string, string>, manifest: object) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "hints-"));
  fs.mkdirSync(path.join(dir, "static", "chunks"), { recursive: true });
  for (const [f, code] of Object.entries(files)) fs.writeFileSync(path.join(dir, f), code);
  fs.writeFileSync(path.join(dir, "build-manifest.json"), JSON.stringify(manifest));
}
const read = (f: string) => fs.readFileSync(path.join(dir, f), "utf8");

describe("hintStartupChunks", () => {
  it("puts the hint on the first line of each startup chunk, once, and leaves the others as they are", () => {
    build(
      {
        "static/chunks/react.js": "(self.T=[]).push(1)",
        "static/chunks/runtime.js": "(self.T=[]).push(2)",
        "static/chunks/page.js": "page()",
        "static/chunks/polyfills.js": "poly()",
      },
      { rootMainFiles: ["static/chunks/react.js", "static/chunks/runtime.js", "static/chunks/style.css"], polyfillFiles: ["static/chunks/polyfills.js"] },
    );
    expect(hintStartupChunks(dir)).toEqual(["static/chunks/react.js", "static/chunks/runtime.js"]);
    expect(read("static/chunks/react.js")).toBe(`${HINT}(self.T=[]).push(1)`);
    expect(read("static/chunks/runtime.js").split("\n")[0]).toBe("//# allFunctionsCalledOnLoad");
    expect(read("static/chunks/page.js")).toBe("page()");
    expect(read("static/chunks/polyfills.js")).toBe("poly()");
    hintStartupChunks(dir); // a second run (a build step retried) changes nothing
    expect(read("static/chunks/react.js")).toBe(`${HINT}(self.T=[]).push(1)`);
  });

  it("fails loudly without a build manifest (a Next upgrade that moved it must not pass silently)", () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "hints-"));
    expect(() => hintStartupChunks(dir)).toThrow(/build-manifest\.json/);
  });
});
