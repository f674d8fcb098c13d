// Message catalogues, and plain translation for code outside React (API errors, notifications).
import zh from "@/lib/i18n/messages/zh-CN.json";
import en from "@/lib/i18n/messages/en.json";
import type { Locale } from "@/lib/i18n/routing";

const catalogues = { "zh-CN": zh, en } as const;
export type Messages = typeof zh;

export function loadMessages(locale: Locale | string): Messages {
  return (catalogues as Record<string, Messages>)[locale] ?? zh;
}

/** Translates a dotted key with {param} substitution; falls back to the key itself. */
export function translate(locale: Locale | string, key: string, params: Record<string, string | number> = {}): string {
  let node: unknown = loadMessages(locale);
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== "string") return key;
  return node.replace(/\{(\w+)\}/g, (_, k: string) => (k in params ? String(params[k]) : `{${k}}`));
}
