// Issue 39: a field's message in the reader's language. zod's own texts come from its locales
// (zh-CN and en ship with zod); a rule of ours names its message by key (`params: { message }`,
// a key of the `validation` group, or `params: { code }`, an error code), so a schema never holds
// English text. Schemas pass no message of their own; the parse passes the reader's map.
import { z } from "zod";
import { translateAny, type Messages } from "@/lib/i18n/messages";
import type { ErrorCode } from "@/lib/errors";
import type { Locale } from "@/lib/i18n/routing";

/** A message of the `validation` group, for a refinement's `params`. */
export type ValidationKey = keyof Messages["validation"];
/** A refinement's params: its message by key, or an error code's message. */
export const says = (message: ValidationKey) => ({ params: { message } });
export const saysCode = (code: ErrorCode) => ({ params: { code } });

const zodLocales = { "zh-CN": z.locales.zhCN().localeError, en: z.locales.en().localeError };

/** zod's error map for `locale` (parse option `error`). */
export function zodErrorMap(locale: Locale): z.core.$ZodErrorMap {
  const own = zodLocales[locale] ?? zodLocales["zh-CN"];
  return (issue) => {
    if (issue.code === "custom") {
      const p = (issue.params ?? {}) as { message?: ValidationKey; code?: ErrorCode };
      if (p.message) return translateAny(locale, `validation.${p.message}`);
      if (p.code) return translateAny(locale, `errors.${p.code}`);
    }
    // An instant: our own words, with an example (zod's say only "invalid ISO datetime").
    if (issue.code === "invalid_format" && issue.format === "datetime") return translateAny(locale, "validation.instant");
    return own(issue);
  };
}

/** The text of a validation message outside a parse (a body that is not JSON). */
export const validationText = (locale: Locale, key: ValidationKey) => translateAny(locale, `validation.${key}`);
