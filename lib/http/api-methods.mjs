// Issue 24: which methods a path of the JSON API answers, from the documented operations, and the
// JSON 405 (error shape, `Allow`) for a method it does not answer, instead of Next's empty 405.
// One implementation: the tests and the e2e contract check give it the operations of
// lib/api/operations/, server.mjs the same operations as the build wrote them
// (.next/api-methods.json: lib/api/api-methods-spec.ts, written by scripts/after-build.ts). It runs in server.mjs, before Next: through Next's proxy (middleware)
// every API request paid ~0.7 ms of CPU, 35-40 % of the API's throughput (decision 0016).
// As Next routes, a literal segment wins over a parameter (`/teams/register` is not `/teams/{id}`).
import fs from "node:fs";
import { localeFromAcceptLanguage } from "../i18n/accept-language.mjs";

/** Where the build writes the operations and messages (scripts/after-build.ts), relative to the app's folder. */
export const API_METHODS_FILE = ".next/api-methods.json";

/**
 * @param {{ method: string, path: string }[]} operations documented operations (path templates like "/teams/{id}")
 * @returns {{ templateOf: (pathname: string) => string | null, allowedMethods: (pathname: string) => string[] | null }}
 */
export function methodTable(operations) {
  // Matched segment by segment, not with a regular expression per template (one per API path, ~80):
  // simpler, and cheaper on every API request (0.6 against 2 µs warm, ~55 against ~85 µs after a
  // full garbage collection, /tmp micro-benchmark noted in docs/benchmarks.md, twelfth session).
  /** @type {Map<string, { template: string, segments: (string | null)[], methods: Set<string> }>} */
  const byTemplate = new Map();
  for (const op of operations) {
    let r = byTemplate.get(op.path);
    if (!r) {
      // a literal segment, or null for a parameter ("{id}")
      const segments = op.path
        .split("/")
        .filter(Boolean)
        .map((s) => (/^\{\w+\}$/.test(s) ? null : s));
      r = { template: op.path, segments, methods: new Set() };
      byTemplate.set(op.path, r);
    }
    r.methods.add(op.method.toUpperCase());
  }
  // As Next routes, the first literal where the other has a parameter wins: sorted once by their
  // shapes ("a" a literal, "b" a parameter), the first template that matches is the most specific.
  const shape = (r) => r.segments.map((s) => (s === null ? "b" : "a")).join("");
  const routes = [...byTemplate.values()].sort((x, y) => (shape(x) < shape(y) ? -1 : shape(x) > shape(y) ? 1 : 0));
  const PREFIX = "/api/v1/";
  /** The template a path of the API is routed to (the most specific that matches), or null. */
  const templateOf = (pathname) => {
    if (!pathname.startsWith(PREFIX)) return null;
    const rest = pathname.slice(PREFIX.length);
    const parts = (rest.endsWith("/") ? rest.slice(0, -1) : rest).split("/");
    if (parts.some((p) => p === "")) return null;
    const match = (r) => r.segments.length === parts.length && r.segments.every((s, i) => s === null || s === parts[i]);
    return routes.find(match)?.template ?? null;
  };
  return {
    templateOf,
    /** The methods `pathname` answers (HEAD beside GET, and OPTIONS, which Next adds), or null when no operation has that path. */
    allowedMethods(pathname) {
      const template = templateOf(pathname);
      if (template === null) return null;
      const methods = new Set(byTemplate.get(template).methods);
      if (methods.has("GET")) methods.add("HEAD");
      methods.add("OPTIONS");
      return [...methods].sort();
    },
  };
}

/**
 * The 405 answerer of server.mjs from the build's file, or null without it (fails open to Next's
 * own 405: the method is still refused, only without the JSON body).
 * @param {string} file .next/api-methods.json: { operations, messages: { "zh-CN": string, en: string } } with {method} and {allow} in the messages
 */
export function wrongMethodAnswerer(file) {
  let spec;
  try {
    spec = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
  const table = methodTable(spec.operations);
  /** Answers a wrong method on a known API path with the JSON 405; false when the request goes on. */
  return (req, res) => {
    const pathname = (req.url ?? "/").split("?")[0];
    if (!pathname.startsWith("/api/v1/")) return false;
    const allow = table.allowedMethods(pathname);
    if (!allow || allow.includes(req.method ?? "GET")) return false;
    const locale = localeFromAcceptLanguage(req.headers["accept-language"]);
    const message = spec.messages[locale].replace("{method}", req.method).replace("{allow}", allow.join(", "));
    const body = JSON.stringify({ error: { code: "method_not_allowed", message } });
    res.writeHead(405, {
      allow: allow.join(", "),
      "content-type": "application/json",
      "cache-control": "no-store",
      "content-length": Buffer.byteLength(body),
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    });
    res.end(body);
    return true;
  };
}
