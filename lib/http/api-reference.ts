// Issue 24: where the build puts the API reference page and its Content-Security-Policy
// (scripts/after-build.ts writes them, app/api-reference/route.ts serves them).
import fs from "node:fs";
import path from "node:path";

export const REFERENCE_FILE = path.join(process.cwd(), ".next", "api-reference", "index.html");
export const REFERENCE_CSP_FILE = path.join(process.cwd(), ".next", "api-reference", "csp.txt");

/** The page and its policy, or null when this build has none (`npm run build` makes them). */
export async function readReference(): Promise<{ html: Buffer; csp: string } | null> {
  try {
    const [html, csp] = await Promise.all([fs.promises.readFile(REFERENCE_FILE), fs.promises.readFile(REFERENCE_CSP_FILE, "utf8")]);
    return { html, csp };
  } catch {
    return null;
  }
}
