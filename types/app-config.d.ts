// Issue 39 (STYLE.md "Let the compiler hold the strings"): next-intl's keys and placeholders are
// typed from zh-CN.json, the default locale (its literal types: lib/i18n/messages/zh-CN.d.json.ts,
// written by `next typegen`). en.json is held to the same keys and placeholders by a unit test.
import type messages from "@/lib/i18n/messages/zh-CN.json";
import type { Locale } from "@/lib/i18n/routing";

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
