// Issue 12 (decision 0012): the scripts every page runs at startup (React, Next's client runtime,
// Turbopack's runtime: the build manifest's `rootMainFiles`) carry V8's explicit compile hint,
// `//# allFunctionsCalledOnLoad` on their first line. Chrome (136+) then compiles all their
// functions while streaming them, on a background thread, instead of compiling each one on the
// main thread the first time it is called (during hydration). Measured in Lighthouse's trace: the
// startup task 23–30 ms → 8–11 ms real. Only these chunks: they run nearly all their code at
// load; a page's own chunks and the nomodule polyfills are left lazy (V8's advice: hint only what
// runs on load). Run by Next after compiling (next.config.js, compiler.runAfterProductionCompile).
// Plain JavaScript: next.config.js (plain Node) imports it. Tests: compile-hints.test.ts.
import fs from "node:fs";
import path from "node:path";

export const HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Puts the hint at the top of each startup chunk of the build in `distDir` (idempotent); returns their paths.
 * @param {string} distDir
 * @returns {string[]}
 */
export function hintStartupChunks(distDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "build-manifest.json"), "utf8"));
  const files = (manifest.rootMainFiles ?? []).filter((f) => f.endsWith(".js") && !(manifest.polyfillFiles ?? []).includes(f));
  for (const file of files) {
    const full = path.join(distDir, file);
    const code = fs.readFileSync(full, "utf8");
    if (!code.startsWith(HINT)) fs.writeFileSync(full, HINT + code);
  }
  return files;
}
