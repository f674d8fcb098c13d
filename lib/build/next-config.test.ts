// next.config.js leaves next-intl's plugin out of the production server (issue 24, memory): the
// server's config must be the plugin's output less the bundler's aliases. If a next-intl upgrade
// makes the plugin add anything the server reads (env, headers, experimental flags…), this fails.
import { describe, expect, it } from "vitest";
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants.js";
import config from "@/next.config.js";

type Config = Record<string, unknown> & { experimental?: Record<string, unknown> };

/** The keys that only the bundler reads (webpack and Turbopack aliases to lib/i18n/request.ts). */
function lessBundlerAliases(c: Config): Config {
  const { webpack: _webpack, turbopack: _turbopack, ...rest } = c;
  if (!rest.experimental) return rest;
  const { turbo: _turbo, ...experimental } = rest.experimental;
  return { ...rest, experimental };
}

describe("next.config.js by phase", () => {
  it("builds with next-intl's plugin: its aliases to the request config are there", async () => {
    for (const phase of [PHASE_PRODUCTION_BUILD, PHASE_DEVELOPMENT_SERVER]) {
      const built = (await config(phase)) as Config;
      expect(typeof built.webpack === "function" || built.turbopack !== undefined).toBe(true);
    }
  });

  it("serves without it, and nothing else differs", async () => {
    const served = (await config(PHASE_PRODUCTION_SERVER)) as Config;
    const built = (await config(PHASE_PRODUCTION_BUILD)) as Config;
    expect(served.webpack).toBeUndefined();
    expect(served.turbopack).toBeUndefined();
    // functions compared by identity (headers, runAfterProductionCompile): the plugin passes them on
    expect(served).toEqual(lessBundlerAliases(built));
  });
});
