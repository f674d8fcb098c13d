// An error's message where the code arrives as text (a page action's redirect query, a stored
// row): a known code reads its message, anything else the generic one (issue 39: codes raised in
// code are typed, lib/errors.ts; these are the only untyped ones, and they are checked here).
import { isMessageKey, translateAny } from "@/lib/i18n/messages";
import type { AppError } from "@/lib/errors";
import type { Violation } from "@/lib/domain/challenge/types";

type Query = Record<string, string | string[] | undefined>;

/** The message of an error code with its parameters; an unknown code gives errors.generic. */
export function errorText(locale: string, code: string, params: Record<string, string | number> = {}): string {
  const key = `errors.${code}`;
  return translateAny(locale, isMessageKey(key) ? key : "errors.generic", params);
}

/** A field's label in the reader's language (a setting's own label, or `fields.<name>`), or null. */
export function fieldLabel(locale: string, field: string): string | null {
  const name = field.split(".")[0];
  for (const key of [`settings.${name}.label`, `fields.${name}`]) if (isMessageKey(key)) return translateAny(locale, key);
  return null;
}

/**
 * Issue 37: "invalid input" names the fields to check by their labels in the reader's language
 * ("请检查：时区。"), never by their code names; a field with no label is not named.
 */
function invalidText(locale: string, fields: string[]): string {
  const labels = [...new Set(fields.map((f) => fieldLabel(locale, f)).filter((l): l is string => !!l))];
  return labels.length ? errorText(locale, "invalid_fields", { fields: labels.join(locale === "en" ? ", " : "、") }) : errorText(locale, "invalid_input");
}

/** The message of a raised error (its rule fills `{rule}`). */
export function appErrorText(locale: string, err: AppError): string {
  if (err.code === "invalid_input" && err.fields) return invalidText(locale, Object.keys(err.fields));
  return errorText(locale, err.code, { rule: err.rule ?? "", ...err.params });
}

/** The error a page action reported in the query (`error`, `rule`, `p_<name>`; lib/actions/run-action.ts), or null. */
export function queryErrorText(locale: string, query: Query): string | null {
  if (typeof query.error !== "string") return null;
  if (query.error === "invalid_input" && typeof query.fields === "string") return invalidText(locale, query.fields.split(/,\s*/));
  const params: Record<string, string> = { rule: typeof query.rule === "string" ? query.rule : "" };
  for (const [k, v] of Object.entries(query)) if (k.startsWith("p_") && typeof v === "string") params[k.slice(2)] = v;
  return errorText(locale, query.error, params);
}

/** The message of a domain refusal (e.g. why a team may not challenge another now). */
export function violationText(locale: string, v: Violation): string {
  return errorText(locale, v.code, { rule: v.rule ?? "", ...(v as { params?: Record<string, string | number> }).params });
}
