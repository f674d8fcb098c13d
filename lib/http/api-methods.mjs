// Issue 24: which methods a path of the JSON API answers, from the documented operations, and the
// JSON 405 (error shape, `Allow`) for a method it does not answer, instead of Next's empty 405.
// One implementation: the tests and the e2e contract check give it the operations of
// lib/api/operations.ts, server.mjs the same operations as the build wrote them
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
  /** @type {Map<string, { template: string, re: RegExp, literals: boolean[], methods: Set<string> }>} */
  const byTemplate = new Map();
  for (const op of operations) {
    let r = byTemplate.get(op.path);
    if (!r) {
      const segments = op.path.split("/").filter(Boolean);
      const param = (s) => /^\{\w+\}$/.test(s);
      const re = new RegExp(`^/api/v1/${segments.map((s) => (param(s) ? "[^/]+" : s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("/")}/?$`);
      r = { template: op.path, re, literals: segments.map((s) => !param(s)), methods: new Set() };
      byTemplate.set(op.path, r);
    }
    r.methods.add(op.method.toUpperCase());
  }
  const routes = [...byTemplate.values()];
  /** The first literal where the other has a parameter wins. */
  const specificity = (a, b) => {
    for (let i = 0; i < Math.max(a.literals.length, b.literals.length); i++) if (a.literals[i] !== b.literals[i]) return a.literals[i] ? -1 : 1;
    return 0;
  };
  /** The template a path of the API is routed to (the most specific that matches), or null. */
  const templateOf = (pathname) => routes.filter((r) => r.re.test(pathname)).sort(specificity)[0]?.template ?? null;
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
