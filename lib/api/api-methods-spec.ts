// Issue 24: what the build writes to .next/api-methods.json for server.mjs's JSON 405
// (lib/http/api-methods.mjs): the documented operations and the 405 message in each language, with
// {method} and {allow} filled in per request. Written by scripts/after-build.ts; the unit test of
// the answerer writes the same.
import { apiOperations } from "@/lib/api/operations";
import { translate } from "@/lib/i18n/messages";
import { locales } from "@/lib/i18n/routing";

export function apiMethodsSpec() {
  const messages = Object.fromEntries(locales.map((l) => [l, translate(l, "errors.method_not_allowed", { method: "{method}", allow: "{allow}" })]));
  return { operations: apiOperations(), messages };
}
