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

/** The message of a raised error (its rule fills `{rule}`). */
export function appErrorText(locale: string, err: AppError): string {
  return errorText(locale, err.code, { rule: err.rule ?? "", ...err.params });
}

/** The error a page action reported in the query (`error`, `rule`, `p_<name>`; lib/actions/run-action.ts), or null. */
export function queryErrorText(locale: string, query: Query): string | null {
  if (typeof query.error !== "string") return null;
  const params: Record<string, string> = { rule: typeof query.rule === "string" ? query.rule : "" };
  for (const [k, v] of Object.entries(query)) if (k.startsWith("p_") && typeof v === "string") params[k.slice(2)] = v;
  return errorText(locale, query.error, params);
}

/** The message of a domain refusal (e.g. why a team may not challenge another now). */
export function violationText(locale: string, v: Violation): string {
  return errorText(locale, v.code, { rule: v.rule ?? "", ...(v as { params?: Record<string, string | number> }).params });
}
