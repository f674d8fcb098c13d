// @ts-check
import { PHASE_PRODUCTION_SERVER } from "next/constants.js";
import { hintStartupChunks } from "./lib/build/compile-hints.mjs";

/** @type {import('next').NextConfig} */
const nextConfig = {
  // STACK.md: the database drivers stay outside the bundle.
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "pg", "@prisma/adapter-pg", "bcryptjs"],
  poweredByHeader: false,
  // Issue 12 (decision 0012): V8's compile hint on the chunks every page runs at startup.
  compiler: {
    runAfterProductionCompile: async ({ distDir }) => {
      hintStartupChunks(distDir);
    },
  },
  // Issue 10: page uploads have the API's limit (2 MB attachment + envelope, lib/api/body.ts).
  experimental: { serverActions: { bodySizeLimit: "2112kb" }, inlineCss: true },
  // Issue 10: headers on every response (pages add a nonce-based CSP in proxy.ts).
  async headers() {
    const common = [
      { key: "X-Content-Type-Options", value: "nosniff" },
      { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
      { key: "X-Frame-Options", value: "DENY" },
      { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()" },
      { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    ];
    // Issue 35: pages reached by a one-time link (its secret in the path or the query) are not
    // indexed and send no Referer anywhere; listed after the common headers, which they override.
    const tokenPage = [
      { key: "Referrer-Policy", value: "no-referrer" },
      { key: "X-Robots-Tag", value: "noindex, nofollow" },
      { key: "Cache-Control", value: "no-store" },
    ];
    return [
      { source: "/:path*", headers: common },
      ...["", "/en", "/zh-CN"]
        .flatMap((prefix) => [`${prefix}/:kind(reset|verify|invite)/:token*`, `${prefix}/unsubscribe`])
        .map((source) => ({
          source,
          headers: tokenPage,
        })),
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }] },
      {
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [{ key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" }],
      },
    ];
  },
};

/**
 * next-intl's plugin points the bundler at lib/i18n/request.ts (webpack and Turbopack aliases): it
 * matters when building and in development only. Importing it also loads @swc/core and
 * @parcel/watcher (its message extractor), so the production server (`npm start`) takes the config
 * without it: the same config less the bundler's aliases, which lib/build/next-config.test.ts checks against
 * the plugin's own output (issue 24, memory: docs/benchmarks.md).
 * @param {string} phase
 */
export default async function config(phase) {
  if (phase === PHASE_PRODUCTION_SERVER) return nextConfig;
  const { default: createNextIntlPlugin } = await import("next-intl/plugin");
  // Issue 39: the plugin writes lib/i18n/messages/zh-CN.d.json.ts (the messages as literal types)
  // on `next build`, `next dev` and `next typegen` (which `npm run typecheck` runs first), so a
  // missing key or a renamed placeholder is a compile error (types/app-config.d.ts).
  return createNextIntlPlugin({
    requestConfig: "./lib/i18n/request.ts",
    experimental: { createMessagesDeclaration: "./lib/i18n/messages/zh-CN.json" },
  })(nextConfig);
}
