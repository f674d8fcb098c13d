// npm run build, after `next build` (issue 24): what server.mjs and the API reference page read
// from the build folder.
// 1. .next/api-methods.json: the documented operations and the 405 message in both languages, for
//    the JSON 405 server.mjs answers before Next (lib/http/api-methods.mjs).
// 2. The API reference page for club developers (GET /api-reference): Redoc's static page of /api/v1/openapi.json as the app
// builds it, from @redocly/cli's build-docs with its scripts inlined (nothing loaded from a CDN).
// Beside it, the page's Content-Security-Policy: each inline script allowed by its SHA-256 hash,
// so the page runs its own scripts and nothing else. No other page carries this JavaScript.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { openApiDocument } from "@/lib/api/openapi";
import { REFERENCE_CSP_FILE, REFERENCE_FILE } from "@/lib/http/api-reference";
import { apiMethodsSpec } from "@/lib/api/api-methods-spec";
import { API_METHODS_FILE } from "@/lib/http/api-methods.mjs";

// 1. The operations and the 405 message ({method} and {allow} filled in per request).
fs.writeFileSync(API_METHODS_FILE, JSON.stringify(apiMethodsSpec()));

// 2. The reference page.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ladder-openapi-"));
const doc = path.join(dir, "openapi.json");
fs.writeFileSync(doc, JSON.stringify(openApiDocument()));
fs.mkdirSync(path.dirname(REFERENCE_FILE), { recursive: true });
const r = spawnSync("npx", ["redocly", "build-docs", doc, "--inlineBundle", "--title", "Bridge team ladder API", "-o", REFERENCE_FILE], {
  stdio: ["ignore", "pipe", "inherit"],
  env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
});
fs.rmSync(dir, { recursive: true, force: true });
if (r.status !== 0) throw new Error(`redocly build-docs failed (${r.status})`);

const html = fs.readFileSync(REFERENCE_FILE, "utf8");
const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
  (m) => `'sha256-${crypto.createHash("sha256").update(m[1]).digest("base64")}'`,
);
if (hashes.length === 0) throw new Error("the reference page has no inline script: build-docs changed its output");
const csp = [
  "default-src 'none'",
  `script-src ${hashes.join(" ")}`,
  // Redoc styles its components at run time (styled-components) and searches in a blob: worker.
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src blob:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");
fs.writeFileSync(REFERENCE_CSP_FILE, csp);
console.log(`[api-reference] ${REFERENCE_FILE}: ${(html.length / 1024).toFixed(0)} kB, ${hashes.length} inline scripts`);
